import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { closeJob, createJob, reopenJob, updateJob } from "../services/job-admin.js";
import { saveJob, unsaveJob } from "../services/saved-jobs.js";

export const Mutation: Pick<MutationResolvers, "saveJob" | "unsaveJob" | "closeJob" | "reopenJob" | "createJob" | "updateJob"> = {
  saveJob: (_, { jobId }, ctx) => saveJob(ctx, jobId),
  unsaveJob: (_, { jobId }, ctx) => unsaveJob(ctx, jobId),
  closeJob: (_, { jobId }, ctx) => closeJob(ctx, jobId),
  reopenJob: (_, { jobId }, ctx) => reopenJob(ctx, jobId),
  createJob: (_, { input }, ctx) => createJob(ctx, input),
  updateJob: (_, { id, input }, ctx) => updateJob(ctx, id, input),
};
