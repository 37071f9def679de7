import type { CareerServicesResolvers } from "../../../__generated__/resolvers-types.js";
import { personOf } from "../../interviews/index.js";
import { PORTFOLIO_PROJECT_TARGET } from "../rules/limits.js";
import { portfolioProgress } from "../rules/portfolio.js";

export const CareerServices: CareerServicesResolvers = {
  learner: (s, _, ctx) => personOf(ctx, s.learnerId, "career services' learner"),
  joinedAt: (s) => s.joinedAt.toISOString(),
  mentor: (s, _, ctx) => (s.mentorId ? personOf(ctx, s.mentorId, "mentor") : null),
  coach: (s, _, ctx) => (s.coachId ? personOf(ctx, s.coachId, "coach") : null),
  projects: (s, _, ctx) => ctx.loaders.portfolioProjectsOf.load(s.learnerId),
  approvedProjects: async (s, _, ctx) =>
    portfolioProgress((await ctx.loaders.portfolioProjectsOf.load(s.learnerId)).map((p) => p.status)).approved,
  projectTarget: () => PORTFOLIO_PROJECT_TARGET,
  preparation: (s, _, ctx) => ctx.loaders.interviewPreparation.load(s.learnerId),
  reviews: (s, _, ctx) => ctx.loaders.careerReviewsOf.load(s.learnerId),
};
