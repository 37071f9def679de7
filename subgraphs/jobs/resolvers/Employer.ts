import type { EmployerResolvers } from "../__generated__/resolvers-types.js";
import { logoUrlOf } from "../services/employers.js";
import { employerJobs, findEmployer, openJobCount, otherJobs } from "../services/postings.js";
import { representativesOf, viewerRepresents } from "../services/representatives.js";

export const Employer: EmployerResolvers = {
  __resolveReference: (ref, ctx) => findEmployer(ctx, ref.id),
  logoUrl: (employer, _, ctx) => logoUrlOf(ctx, employer),
  openJobCount: (employer, _, ctx) => openJobCount(ctx, employer),
  otherJobs: (employer, { excludingJobId }, ctx) => otherJobs(ctx, employer, excludingJobId),
  viewerRepresents: (employer, _, ctx) => viewerRepresents(ctx, employer),
  representatives: (employer, _, ctx) => representativesOf(ctx, employer),
  jobs: (employer, args, ctx) => employerJobs(ctx, employer, args),
};
