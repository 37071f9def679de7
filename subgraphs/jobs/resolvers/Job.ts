import type { JobResolvers } from "../__generated__/resolvers-types.js";
import { notFound } from "../../shared/errors.js";
import { applicationCountOf, viewerApplicationOf, viewerSavedOf } from "../services/applications.js";
import { campaignsOfJob } from "../services/campaigns.js";
import { careerRoleOf, eventOf, findEmployer, findJob, isOpen, postedAtOf, similarJobs } from "../services/postings.js";

export const Job: JobResolvers = {
  __resolveReference: (ref, ctx) => findJob(ctx, ref.id),
  employer: async (job, _, ctx) => (await findEmployer(ctx, job.employerId)) ?? Promise.reject(notFound("Employer", job.employerId)),
  event: (job) => eventOf(job),
  careerRole: (job) => careerRoleOf(job),
  applications: (job, _, ctx) => applicationCountOf(ctx, job),
  postedAt: (job) => postedAtOf(job),
  open: (job) => isOpen(job),
  campaigns: (job, _, ctx) => campaignsOfJob(ctx, job),
  similarJobs: (job, _, ctx) => similarJobs(ctx, job),
  viewerSaved: (job, _, ctx) => viewerSavedOf(ctx, job),
  viewerApplication: (job, _, ctx) => viewerApplicationOf(ctx, job),
};
