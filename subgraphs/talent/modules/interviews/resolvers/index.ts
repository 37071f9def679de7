import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";
import { InterviewBooking } from "./InterviewBooking.js";
import { InterviewFeedback } from "./InterviewFeedback.js";
import { InterviewQuestionSet } from "./InterviewQuestionSet.js";
import { InterviewSlot } from "./InterviewSlot.js";
import { PracticeInterview } from "./PracticeInterview.js";
import { PracticeInterviewAnswer } from "./PracticeInterviewAnswer.js";
import { User } from "./User.js";

export const interviewResolvers: Resolvers = {
  Query,
  Mutation,
  User,
  InterviewSlot,
  InterviewBooking,
  InterviewFeedback,
  InterviewQuestionSet,
  PracticeInterview,
  PracticeInterviewAnswer,
};
