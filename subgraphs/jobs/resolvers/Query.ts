import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findJobApplication, listJobApplications, listSavedJobs, myJobApplications } from "../services/applications.js";
import { findCampaign, listCampaigns } from "../services/campaigns.js";
import { companyFormOptions, findEmployer, findJob, jobFilterOptions, listAllJobs, listCompanies, listHiringPartners, listJobs } from "../services/postings.js";

export const Query: QueryResolvers = {
  jobs: (_, args, ctx) => listJobs(ctx, args),
  jobFilterOptions: (_, __, ctx) => jobFilterOptions(ctx),
  campaigns: (_, __, ctx) => listCampaigns(ctx),
  campaign: (_, { id }, ctx) => findCampaign(ctx, id),
  companies: (_, args, ctx) => listCompanies(ctx, args),
  hiringPartners: (_, __, ctx) => listHiringPartners(ctx),
  companyFormOptions: () => companyFormOptions(),
  savedJobs: (_, args, ctx) => listSavedJobs(ctx, args),
  myJobApplications: (_, args, ctx) => myJobApplications(ctx, args),
  jobApplication: (_, { id }, ctx) => findJobApplication(ctx, id),
  allJobs: (_, args, ctx) => listAllJobs(ctx, args),
  jobApplications: (_, args, ctx) => listJobApplications(ctx, args),
  job: (_, { id }, ctx) => findJob(ctx, id),
  employer: (_, { id }, ctx) => findEmployer(ctx, id),
};
