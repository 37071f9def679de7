import type { JobApplicationResolvers } from "../../../__generated__/resolvers-types.js";
import { allowedMovesOf, applicantOf, findJobApplication, historyOf, jobOfApplication } from "../services/applications.js";

export const JobApplication: JobApplicationResolvers = {
  __resolveReference: (ref, ctx) => findJobApplication(ctx, ref.id),
  job: (application, _, ctx) => jobOfApplication(ctx, application),
  applicant: (application) => applicantOf(application),
  appliedAt: (application) => application.appliedAt.toISOString(),
  updatedAt: (application) => application.updatedAt.toISOString(),
  history: (application, _, ctx) => historyOf(ctx, application),
  allowedMoves: (application, _, ctx) => allowedMovesOf(ctx, application),
};
