/**
 * The interviews mock backend (SPEC §1 career services, §5 interview terms): its state, seeded from the server's demo
 * seed (./store.ts), mock interviews — slots, bookings, feedback, access and preparation hours (./mock-interviews.ts) —
 * and practice interviews with their question sets (./practice.ts), with their share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { mockInterviewsResolvers } from "./mock-interviews";
import { practiceResolvers } from "./practice";

export {
  addMockInterviewBooking,
  addMockInterviewSlot,
  grantMockInterviewAccess,
  loadMockInterviews,
  mockInterviewAccessOf,
  mockInterviewSlot,
  mockInterviewsState,
  mockPracticeInterview,
  resetMockInterviews,
  startMockPracticeInterview,
  storedMockInterviews,
  type MockInterviewBooking,
  type MockInterviewFeedback,
  type MockInterviewSlot,
  type MockPracticeInterview,
  type MockQuestionSet,
} from "./store";
export { mockPreparationOf } from "./mock-interviews";

/** The files' resolvers, type by type; a field answered by two is a mistake and fails loudly. */
export function interviewsMockResolvers(deps: MockDeps): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const share of [mockInterviewsResolvers(deps), practiceResolvers(deps)]) {
    for (const [type, fields] of Object.entries(share)) {
      const into = (merged[type] ??= {});
      for (const [field, resolve] of Object.entries(fields as object)) {
        if (field in into) throw new Error(`Two interviews mock resolvers answer ${type}.${field}`);
        into[field] = resolve;
      }
    }
  }
  return merged as Resolvers;
}
