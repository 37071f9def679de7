/** For tests: the demo certified-associate learner (DEMO_INTERVIEW_PEOPLE.associate), the one mock account in career services. */
import { demoAccounts, type MockAccount } from "../../../mocks/fixtures";
import { DEMO_INTERVIEW_PEOPLE } from "@server/talent/modules/interviews/demo-seed-data";

export function mockAssociate(): MockAccount {
  return demoAccounts.find((a) => a.id === DEMO_INTERVIEW_PEOPLE.associate)!;
}
