/** What the interviews module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type {
  interviewBookings,
  interviewFeedback,
  interviewQuestionSets,
  practiceInterviewAnswers,
  practiceInterviews,
  InterviewQuestionValue,
  interviewSlots,
} from "../../../../drizzle/schema/talent.js";
import type { Preparation } from "./rules/preparation.js";
import type { Term } from "../skills/rules/tests.js";

export type InterviewSlotRow = typeof interviewSlots.$inferSelect;
export type InterviewBookingRow = typeof interviewBookings.$inferSelect;
export type InterviewFeedbackRow = typeof interviewFeedback.$inferSelect;
export type InterviewQuestionSetRow = typeof interviewQuestionSets.$inferSelect;
export type PracticeInterviewRow = typeof practiceInterviews.$inferSelect;
export type PracticeInterviewAnswerRow = typeof practiceInterviewAnswers.$inferSelect;
export type InterviewQuestionModel = InterviewQuestionValue;
export type InterviewPreparationModel = Preparation;
export type InterviewTermModel = Term;
