import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { answerSkillQuestion, recordProctoringSignals, startSkillAttempt, submitSkillAttempt } from "../services/attempts.js";
import { chooseSkillRole } from "../services/learners.js";
import { withdrawAttemptResult } from "../services/review.js";

export const Mutation: Pick<
  MutationResolvers,
  | "chooseSkillRole"
  | "startSkillAttempt"
  | "answerSkillQuestion"
  | "recordProctoringSignals"
  | "submitSkillAttempt"
  | "withdrawSkillAttemptResult"
> = {
  chooseSkillRole: (_, { roleId }, ctx) => chooseSkillRole(ctx, roleId),
  startSkillAttempt: (_, { input }, ctx) => startSkillAttempt(ctx, input),
  answerSkillQuestion: (_, { attemptId, questionId, optionIds }, ctx) => answerSkillQuestion(ctx, attemptId, { questionId, optionIds }),
  recordProctoringSignals: (_, { attemptId, signals }, ctx) => recordProctoringSignals(ctx, attemptId, signals),
  submitSkillAttempt: (_, { attemptId }, ctx) => submitSkillAttempt(ctx, attemptId),
  withdrawSkillAttemptResult: (_, { attemptId, reason }, ctx) => withdrawAttemptResult(ctx, attemptId, reason),
};
