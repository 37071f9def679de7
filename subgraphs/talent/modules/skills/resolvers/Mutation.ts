import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import {
  addSkillQuestion,
  addTool,
  reviseSkillQuestion,
  restoreSkillQuestion,
  retireSkillQuestion,
  setSkillRoleRequirements,
  updateSkillTest,
  updateTool,
} from "../services/administration.js";
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
  | "updateSkillTest"
  | "addSkillQuestion"
  | "reviseSkillQuestion"
  | "retireSkillQuestion"
  | "restoreSkillQuestion"
  | "setSkillRoleRequirements"
  | "addTool"
  | "updateTool"
> = {
  chooseSkillRole: (_, { roleId }, ctx) => chooseSkillRole(ctx, roleId),
  startSkillAttempt: (_, { input }, ctx) => startSkillAttempt(ctx, input),
  answerSkillQuestion: (_, { attemptId, questionId, optionIds }, ctx) => answerSkillQuestion(ctx, attemptId, { questionId, optionIds }),
  recordProctoringSignals: (_, { attemptId, signals }, ctx) => recordProctoringSignals(ctx, attemptId, signals),
  submitSkillAttempt: (_, { attemptId }, ctx) => submitSkillAttempt(ctx, attemptId),
  withdrawSkillAttemptResult: (_, { attemptId, reason }, ctx) => withdrawAttemptResult(ctx, attemptId, reason),
  updateSkillTest: (_, { testId, input }, ctx) => updateSkillTest(ctx, testId, input),
  addSkillQuestion: (_, { testId, input }, ctx) => addSkillQuestion(ctx, testId, input),
  reviseSkillQuestion: (_, { questionId, input }, ctx) => reviseSkillQuestion(ctx, questionId, input),
  retireSkillQuestion: (_, { questionId }, ctx) => retireSkillQuestion(ctx, questionId),
  restoreSkillQuestion: (_, { questionId }, ctx) => restoreSkillQuestion(ctx, questionId),
  setSkillRoleRequirements: (_, { roleId, requirements }, ctx) => setSkillRoleRequirements(ctx, roleId, requirements),
  addTool: (_, { id, input }, ctx) => addTool(ctx, id, input),
  updateTool: (_, { id, input }, ctx) => updateTool(ctx, id, input),
};
