import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { jobFormOptions, listAllJobs } from "../services/job-admin.js";
import { findJob, jobFilterOptions, listJobs } from "../services/postings.js";
import { listSavedJobs } from "../services/saved-jobs.js";
import { jobAdminSummary } from "../services/summary.js";

export const Query: Pick<
  QueryResolvers,
  "jobs" | "jobFilterOptions" | "jobFormOptions" | "savedJobs" | "allJobs" | "job" | "jobAdminSummary"
> = {
  jobs: (_, args, ctx) => listJobs(ctx, args),
  jobFilterOptions: (_, __, ctx) => jobFilterOptions(ctx),
  jobFormOptions: () => jobFormOptions(),
  savedJobs: (_, args, ctx) => listSavedJobs(ctx, args),
  allJobs: (_, args, ctx) => listAllJobs(ctx, args),
  job: (_, { id }, ctx) => findJob(ctx, id),
  jobAdminSummary: (_, __, ctx) => jobAdminSummary(ctx),
};
