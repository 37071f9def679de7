import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { INTERVIEW_TERMS } from "../../skills/tests-seed-data.js";
import { myBookings } from "../services/bookings.js";
import { myPractices, readPractice } from "../services/practice.js";
import { findQuestionSet, listQuestionSets } from "../services/question-sets.js";
import { hostedSlots, openSlots } from "../services/slots.js";

export const Query: Pick<
  QueryResolvers,
  | "interviewTerms"
  | "openInterviewSlots"
  | "hostedInterviewSlots"
  | "myInterviewBookings"
  | "interviewQuestionSets"
  | "interviewQuestionSet"
  | "myPracticeInterviews"
  | "practiceInterview"
> = {
  interviewTerms: () => [...INTERVIEW_TERMS],
  openInterviewSlots: (_, args, ctx) => openSlots(ctx, args),
  hostedInterviewSlots: (_, args, ctx) => hostedSlots(ctx, args),
  myInterviewBookings: (_, args, ctx) => myBookings(ctx, args),
  interviewQuestionSets: (_, { includeRetired }, ctx) => listQuestionSets(ctx, !!includeRetired),
  interviewQuestionSet: (_, { id }, ctx) => findQuestionSet(ctx, id),
  myPracticeInterviews: (_, args, ctx) => myPractices(ctx, args),
  practiceInterview: (_, { id }, ctx) => readPractice(ctx, id),
};
