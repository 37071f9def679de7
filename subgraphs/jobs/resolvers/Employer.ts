import type { EmployerResolvers } from "../__generated__/resolvers-types.js";
import { employerJobs, findEmployer, logoUrlOf, openJobCount, otherJobs } from "../services/postings.js";

export const Employer: EmployerResolvers = {
  __resolveReference: (ref, ctx) => findEmployer(ctx, ref.id),
  // A bundled image's path as is; uploaded logos (storage keys) come with the employer side: null until then.
  logoUrl: (employer) => logoUrlOf(employer),
  openJobCount: (employer, _, ctx) => openJobCount(ctx, employer),
  otherJobs: (employer, { excludingJobId }, ctx) => otherJobs(ctx, employer, excludingJobId),
  jobs: (employer, args, ctx) => employerJobs(ctx, employer, args),
};
