import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findCampaign, listAllCampaigns, listCampaigns } from "../services/campaigns.js";

export const Query: Pick<QueryResolvers, "campaigns" | "allCampaigns" | "campaign"> = {
  campaigns: (_, __, ctx) => listCampaigns(ctx),
  allCampaigns: (_, __, ctx) => listAllCampaigns(ctx),
  campaign: (_, { id }, ctx) => findCampaign(ctx, id),
};
