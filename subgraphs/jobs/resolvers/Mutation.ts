import type { MutationResolvers } from "../__generated__/resolvers-types.js";
import { applyToJob, moveJobApplication, saveJob, unsaveJob, withdrawJobApplication } from "../services/applications.js";
import { createCampaign, updateCampaign } from "../services/campaigns.js";
import { createEmployer, removeEmployerLogo, setHiringPartner, updateEmployer, uploadEmployerLogo } from "../services/employers.js";
import { closeJob, createJob, reopenJob, updateJob } from "../services/postings.js";
import {
  approveRepresentative,
  cancelEmployerAccessRequest,
  rejectRepresentative,
  requestEmployerAccess,
  revokeRepresentative,
} from "../services/representatives.js";

export const Mutation: MutationResolvers = {
  saveJob: (_, { jobId }, ctx) => saveJob(ctx, jobId),
  unsaveJob: (_, { jobId }, ctx) => unsaveJob(ctx, jobId),
  applyToJob: (_, { jobId, coverNote }, ctx) => applyToJob(ctx, jobId, coverNote),
  withdrawJobApplication: (_, { id, note }, ctx) => withdrawJobApplication(ctx, id, note),
  moveJobApplication: (_, { id, to, note }, ctx) => moveJobApplication(ctx, id, { to, note }),
  closeJob: (_, { jobId }, ctx) => closeJob(ctx, jobId),
  reopenJob: (_, { jobId }, ctx) => reopenJob(ctx, jobId),
  requestEmployerAccess: (_, { input }, ctx) => requestEmployerAccess(ctx, input),
  cancelEmployerAccessRequest: (_, { id }, ctx) => cancelEmployerAccessRequest(ctx, id),
  approveRepresentative: (_, { id, note }, ctx) => approveRepresentative(ctx, id, note),
  rejectRepresentative: (_, { id, note }, ctx) => rejectRepresentative(ctx, id, note),
  revokeRepresentative: (_, { id, note }, ctx) => revokeRepresentative(ctx, id, note),
  createEmployer: (_, { input }, ctx) => createEmployer(ctx, input),
  updateEmployer: (_, { id, input }, ctx) => updateEmployer(ctx, id, input),
  setHiringPartner: (_, { id, hiringPartner }, ctx) => setHiringPartner(ctx, id, hiringPartner),
  uploadEmployerLogo: (_, { id, input }, ctx) => uploadEmployerLogo(ctx, id, input),
  removeEmployerLogo: (_, { id }, ctx) => removeEmployerLogo(ctx, id),
  createJob: (_, { input }, ctx) => createJob(ctx, input),
  updateJob: (_, { id, input }, ctx) => updateJob(ctx, id, input),
  createCampaign: (_, { input }, ctx) => createCampaign(ctx, input),
  updateCampaign: (_, { id, input }, ctx) => updateCampaign(ctx, id, input),
};
