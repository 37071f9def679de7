/** For tests: the demo certified-associate learner (DEMO_INTERVIEW_PEOPLE.associate), the one mock account in career services. */
import { demoAccount, type MockAccount } from "../../../mocks/fixtures";

export function mockAssociate(): MockAccount {
  return demoAccount("associate");
}
