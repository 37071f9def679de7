import type { EmployerResolvers } from "../__generated__/resolvers-types.js";
import { employerJobs, findEmployer } from "../services/postings.js";

export const Employer: EmployerResolvers = {
  __resolveReference: (ref, ctx) => findEmployer(ctx, ref.id),
  jobs: (employer, args, ctx) => employerJobs(ctx, employer, args),
};
