import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { bookSlot, cancelBooking, giveFeedback } from "../services/bookings.js";
import { finishPractice, savePracticeAnswer, startPractice } from "../services/practice.js";
import { createQuestionSet, setQuestionSetRetired, updateQuestionSet } from "../services/question-sets.js";
import { cancelSlot, publishSlot } from "../services/slots.js";

export const Mutation: Pick<
  MutationResolvers,
  | "publishInterviewSlot"
  | "cancelInterviewSlot"
  | "bookInterviewSlot"
  | "cancelInterviewBooking"
  | "giveInterviewFeedback"
  | "startPracticeInterview"
  | "savePracticeInterviewAnswer"
  | "finishPracticeInterview"
  | "createInterviewQuestionSet"
  | "updateInterviewQuestionSet"
  | "setInterviewQuestionSetRetired"
> = {
  publishInterviewSlot: (_, { input }, ctx) => publishSlot(ctx, input),
  cancelInterviewSlot: (_, { slotId, reason }, ctx) => cancelSlot(ctx, slotId, reason),
  bookInterviewSlot: (_, { slotId, acceptedTermIds }, ctx) => bookSlot(ctx, slotId, acceptedTermIds),
  cancelInterviewBooking: (_, { bookingId }, ctx) => cancelBooking(ctx, bookingId),
  giveInterviewFeedback: (_, { bookingId, input }, ctx) => giveFeedback(ctx, bookingId, input),
  startPracticeInterview: (_, { questionSetId, acceptedTermIds }, ctx) => startPractice(ctx, questionSetId, acceptedTermIds),
  savePracticeInterviewAnswer: (_, { practiceId, questionId, notes }, ctx) => savePracticeAnswer(ctx, practiceId, questionId, notes),
  finishPracticeInterview: (_, { practiceId }, ctx) => finishPractice(ctx, practiceId),
  createInterviewQuestionSet: (_, { input }, ctx) => createQuestionSet(ctx, input),
  updateInterviewQuestionSet: (_, { id, input }, ctx) => updateQuestionSet(ctx, id, input),
  setInterviewQuestionSetRetired: (_, { id, retired }, ctx) => setQuestionSetRetired(ctx, id, retired),
};
