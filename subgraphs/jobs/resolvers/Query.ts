import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findEmployer, findJob, listJobs } from "../services/postings.js";

export const Query: QueryResolvers = {
  jobs: (_, args, ctx) => listJobs(ctx, args),
  job: (_, { id }, ctx) => findJob(ctx, id),
  employer: (_, { id }, ctx) => findEmployer(ctx, id),
};
