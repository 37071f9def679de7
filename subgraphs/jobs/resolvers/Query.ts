import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import {
  applicantsVisibleTo,
  findJobApplication,
  listJobApplications,
  listSavedJobs,
  myJobApplications,
} from "../services/applications.js";
import { findCampaign, listAllCampaigns, listCampaigns } from "../services/campaigns.js";
import {
  companyFormOptions,
  findEmployer,
  findJob,
  jobFilterOptions,
  jobFormOptions,
  listAllJobs,
  listCompanies,
  listHiringPartners,
  listJobs,
} from "../services/postings.js";
import { listRepresentatives, myEmployerRepresentation } from "../services/representatives.js";

export const Query: QueryResolvers = {
  jobs: (_, args, ctx) => listJobs(ctx, args),
  jobFilterOptions: (_, __, ctx) => jobFilterOptions(ctx),
  jobFormOptions: () => jobFormOptions(),
  campaigns: (_, __, ctx) => listCampaigns(ctx),
  allCampaigns: (_, __, ctx) => listAllCampaigns(ctx),
  campaign: (_, { id }, ctx) => findCampaign(ctx, id),
  companies: (_, args, ctx) => listCompanies(ctx, args),
  hiringPartners: (_, __, ctx) => listHiringPartners(ctx),
  companyFormOptions: () => companyFormOptions(),
  savedJobs: (_, args, ctx) => listSavedJobs(ctx, args),
  myJobApplications: (_, args, ctx) => myJobApplications(ctx, args),
  jobApplication: (_, { id }, ctx) => findJobApplication(ctx, id),
  allJobs: (_, args, ctx) => listAllJobs(ctx, args),
  jobApplications: (_, args, ctx) => listJobApplications(ctx, args),
  myEmployerRepresentation: (_, __, ctx) => myEmployerRepresentation(ctx),
  employerRepresentatives: (_, args, ctx) => listRepresentatives(ctx, args),
  applicantsVisibleTo: (_, args, ctx) => applicantsVisibleTo(ctx, args),
  job: (_, { id }, ctx) => findJob(ctx, id),
  employer: (_, { id }, ctx) => findEmployer(ctx, id),
};
