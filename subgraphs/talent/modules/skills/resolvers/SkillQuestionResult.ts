import type { SkillQuestionResultResolvers } from "../../../__generated__/resolvers-types.js";

/** Correct options and explanations only for practice: a verify attempt keeps the bank unseen for the next attempt. */
export const SkillQuestionResult: SkillQuestionResultResolvers = {
  question: async ({ attempt, result }, _, ctx) => {
    const question = await ctx.loaders.skillQuestion.load(result.questionId);
    if (!question) throw new Error(`skill attempt ${attempt.id} graded a missing question ${result.questionId}`);
    return { question, attemptId: attempt.id };
  },
  answered: ({ result }) => result.answered,
  correct: ({ result }) => result.correct,
  points: ({ result }) => result.points,
  chosenOptionIds: async ({ attempt, result }, _, ctx) =>
    (await ctx.loaders.skillAttemptAnswers.load(attempt.id)).find((a) => a.questionId === result.questionId)?.optionIds ?? [],
  correctOptionIds: async ({ attempt, result }, _, ctx) =>
    attempt.mode === "PRACTICE" ? ((await ctx.loaders.skillQuestion.load(result.questionId))?.correct ?? []) : null,
  explanation: async ({ attempt, result }, _, ctx) =>
    attempt.mode === "PRACTICE" ? ((await ctx.loaders.skillQuestion.load(result.questionId))?.explanation ?? null) : null,
};
