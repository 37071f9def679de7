import type { JobResolvers } from "../__generated__/resolvers-types.js";
import { notFound } from "../../shared/errors.js";
import { eventOf, findEmployer, findJob } from "../services/postings.js";

export const Job: JobResolvers = {
  __resolveReference: (ref, ctx) => findJob(ctx, ref.id),
  employer: async (job, _, ctx) => (await findEmployer(ctx, job.employerId)) ?? Promise.reject(notFound("Employer", job.employerId)),
  event: (job) => eventOf(job),
};
