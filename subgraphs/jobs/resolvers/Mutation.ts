import type { MutationResolvers } from "../__generated__/resolvers-types.js";
import { applyToJob, moveJobApplication, saveJob, unsaveJob, withdrawJobApplication } from "../services/applications.js";
import { closeJob, reopenJob } from "../services/postings.js";

export const Mutation: MutationResolvers = {
  saveJob: (_, { jobId }, ctx) => saveJob(ctx, jobId),
  unsaveJob: (_, { jobId }, ctx) => unsaveJob(ctx, jobId),
  applyToJob: (_, { jobId, coverNote }, ctx) => applyToJob(ctx, jobId, coverNote),
  withdrawJobApplication: (_, { id, note }, ctx) => withdrawJobApplication(ctx, id, note),
  moveJobApplication: (_, { id, to, note }, ctx) => moveJobApplication(ctx, id, { to, note }),
  closeJob: (_, { jobId }, ctx) => closeJob(ctx, jobId),
  reopenJob: (_, { jobId }, ctx) => reopenJob(ctx, jobId),
};
