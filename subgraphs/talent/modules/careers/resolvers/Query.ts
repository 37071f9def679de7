import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { learnersPage, myCareerServices, readCareerServices, staffList } from "../services/team.js";
import { pendingProjects, pendingReviews } from "../services/work.js";

export const Query: Pick<
  QueryResolvers,
  "myCareerServices" | "careerServices" | "careerServicesLearners" | "careerStaff" | "pendingPortfolioProjects" | "pendingCareerReviews"
> = {
  myCareerServices: (_, __, ctx) => myCareerServices(ctx),
  careerServices: (_, { learnerId }, ctx) => readCareerServices(ctx, learnerId),
  careerServicesLearners: (_, args, ctx) => learnersPage(ctx, args),
  careerStaff: (_, __, ctx) => staffList(ctx),
  pendingPortfolioProjects: (_, args, ctx) => pendingProjects(ctx, args),
  pendingCareerReviews: (_, args, ctx) => pendingReviews(ctx, args),
};
