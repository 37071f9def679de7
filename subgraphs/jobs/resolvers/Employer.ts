import type { EmployerResolvers } from "../__generated__/resolvers-types.js";
import { employerJobs, findEmployer, openJobCount, otherJobs } from "../services/postings.js";

export const Employer: EmployerResolvers = {
  __resolveReference: (ref, ctx) => findEmployer(ctx, ref.id),
  // No logos are uploaded yet (the employer side comes next).
  logoUrl: () => null,
  openJobCount: (employer, _, ctx) => openJobCount(ctx, employer),
  otherJobs: (employer, { excludingJobId }, ctx) => otherJobs(ctx, employer, excludingJobId),
  jobs: (employer, args, ctx) => employerJobs(ctx, employer, args),
};
