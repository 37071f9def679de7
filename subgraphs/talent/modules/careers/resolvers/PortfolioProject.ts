import type { PortfolioProjectResolvers } from "../../../__generated__/resolvers-types.js";
import { personOf } from "../../interviews/index.js";

export const PortfolioProject: PortfolioProjectResolvers = {
  skills: async (p, _, ctx) => (await ctx.loaders.tool.loadMany(p.skillIds)).filter((t) => t && !(t instanceof Error)) as never,
  submittedAt: (p) => p.submittedAt.toISOString(),
  reviewer: (p, _, ctx) => (p.reviewerId ? personOf(ctx, p.reviewerId, "project's reviewer") : null),
  reviewedAt: (p) => p.reviewedAt?.toISOString() ?? null,
  learner: (p, _, ctx) => personOf(ctx, p.learnerId, "project's learner"),
};
