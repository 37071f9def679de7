import type { SkillRankingEntryResolvers } from "../../../__generated__/resolvers-types.js";
import { findUser } from "../../profiles/index.js";
import { isRanked } from "../rules/ranking.js";
import { findSkillTest } from "../services/tests.js";

export const SkillRankingEntry: SkillRankingEntryResolvers = {
  ranked: ({ rank }) => isRanked(rank),
  test: async ({ standing }, _, ctx) => (await findSkillTest(ctx, standing.testId))!,
  learner: async ({ standing }, _, ctx) => {
    const user = await findUser(ctx, standing.userId);
    if (!user) throw new Error(`ranking standing of a missing person ${standing.userId}`);
    return user;
  },
  attemptCount: ({ standing }) => standing.attemptCount,
  scores: ({ standing }, _, ctx) => ctx.loaders.skillScores.load(`${standing.userId}:${standing.testId}`),
  average: ({ standing }) => Number(standing.average),
  best: ({ standing }) => standing.bestScore,
  achievedAt: ({ standing }) => standing.achievedAt.toISOString(),
  breakdown: async ({ standing }, _, ctx) =>
    ((await ctx.loaders.skillAttempt.load(standing.bestAttemptId))?.breakdown ?? []).map((b) => ({ item: b.questionId, score: b.points })),
};
