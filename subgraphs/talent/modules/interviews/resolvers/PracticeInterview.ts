import type { PracticeInterviewResolvers } from "../../../__generated__/resolvers-types.js";

export const PracticeInterview: PracticeInterviewResolvers = {
  questionSet: async (practice, _, ctx) => (await ctx.loaders.interviewQuestionSet.load(practice.questionSetId))!,
  startedAt: (practice) => practice.startedAt.toISOString(),
  finishedAt: (practice) => practice.finishedAt?.toISOString() ?? null,
  answers: async (practice, _, ctx) => {
    const byId = new Map((await ctx.loaders.practiceAnswers.load(practice.id)).map((a) => [a.questionId, a]));
    return practice.questions.flatMap((q) => byId.get(q.id) ?? []);
  },
};
