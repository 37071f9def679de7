import type { JobResolvers } from "../../../__generated__/resolvers-types.js";
import { campaignsOfJob } from "../services/campaigns.js";

/** Campaigns' field of the postings module's Job: the campaigns it is in that the viewer may see. */
export const Job: Pick<JobResolvers, "campaigns"> = {
  campaigns: (job, _, ctx) => campaignsOfJob(ctx, job),
};
