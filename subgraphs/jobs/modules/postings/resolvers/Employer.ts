import type { EmployerResolvers } from "../../../__generated__/resolvers-types.js";
import { employerJobs, openJobCount, otherJobs } from "../services/postings.js";

/** Postings' fields of the employers module's Employer: its open jobs the viewer may see. */
export const Employer: Pick<EmployerResolvers, "openJobCount" | "otherJobs" | "jobs"> = {
  openJobCount: (employer, _, ctx) => openJobCount(ctx, employer),
  otherJobs: (employer, { excludingJobId }, ctx) => otherJobs(ctx, employer, excludingJobId),
  jobs: (employer, args, ctx) => employerJobs(ctx, employer, args),
};
