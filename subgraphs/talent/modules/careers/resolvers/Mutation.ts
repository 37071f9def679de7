import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { assignTeam, joinCareerServices, setStaffAvailability } from "../services/team.js";
import { completeReview, requestReview, reviewProject, submitProject, updateProject } from "../services/work.js";

export const Mutation: Pick<
  MutationResolvers,
  | "joinCareerServices"
  | "setCareerStaffAvailability"
  | "assignCareerTeam"
  | "submitPortfolioProject"
  | "updatePortfolioProject"
  | "reviewPortfolioProject"
  | "requestCareerReview"
  | "completeCareerReview"
> = {
  joinCareerServices: (_, __, ctx) => joinCareerServices(ctx),
  setCareerStaffAvailability: (_, { kind, available }, ctx) => setStaffAvailability(ctx, kind, available),
  assignCareerTeam: (_, { learnerId, mentorId, coachId }, ctx) => assignTeam(ctx, learnerId, mentorId, coachId),
  submitPortfolioProject: (_, { input }, ctx) => submitProject(ctx, input),
  updatePortfolioProject: (_, { id, input }, ctx) => updateProject(ctx, id, input),
  reviewPortfolioProject: (_, { id, approve, feedback }, ctx) => reviewProject(ctx, id, approve, feedback),
  requestCareerReview: (_, { input }, ctx) => requestReview(ctx, input),
  completeCareerReview: (_, { id, feedback }, ctx) => completeReview(ctx, id, feedback),
};
