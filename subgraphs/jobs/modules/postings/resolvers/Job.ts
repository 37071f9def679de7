import type { JobResolvers } from "../../../__generated__/resolvers-types.js";
import { notFound } from "../../../../shared/errors.js";
import { findEmployer } from "../../employers/index.js";
import { careerRoleOf, eventOf, findJob, isOpen, postedAtOf, similarJobs } from "../services/postings.js";
import { viewerSavedOf } from "../services/saved-jobs.js";

export const Job: JobResolvers = {
  __resolveReference: (ref, ctx) => findJob(ctx, ref.id),
  employer: async (job, _, ctx) => (await findEmployer(ctx, job.employerId)) ?? Promise.reject(notFound("Employer", job.employerId)),
  event: (job) => eventOf(job),
  careerRole: (job) => careerRoleOf(job),
  postedAt: (job) => postedAtOf(job),
  open: (job) => isOpen(job),
  similarJobs: (job, _, ctx) => similarJobs(ctx, job),
  viewerSaved: (job, _, ctx) => viewerSavedOf(ctx, job),
};
