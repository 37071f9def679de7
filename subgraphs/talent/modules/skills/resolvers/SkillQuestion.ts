import type { SkillQuestionResolvers } from "../../../__generated__/resolvers-types.js";
import { shuffled } from "../rules/attempts.js";

/** Never the correct options: a question is what the learner sees while answering. */
export const SkillQuestion: SkillQuestionResolvers = {
  id: ({ question }) => question.id,
  prompt: ({ question }) => question.prompt,
  code: ({ question }) => question.code,
  kind: ({ question }) => question.kind,
  // Each attempt has its own option order, so a shared answer key ("it's c") is worth nothing.
  options: ({ question, attemptId }) => shuffled(question.options, `${attemptId}:${question.id}`),
};
