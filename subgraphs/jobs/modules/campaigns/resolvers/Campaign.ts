import type { CampaignResolvers } from "../../../__generated__/resolvers-types.js";
import { campaignText, campaignTranslations } from "../rules/campaigns.js";
import { campaignJobCount, findCampaign, viewerMayView } from "../services/campaigns.js";

export const Campaign: CampaignResolvers = {
  __resolveReference: (ref, ctx) => findCampaign(ctx, ref.id),
  title: (campaign, { language }) => campaignText(campaign, "title", language),
  description: (campaign, { language }) => campaignText(campaign, "description", language),
  translations: (campaign) => campaignTranslations(campaign),
  event: (campaign) => (campaign.eventId ? { id: campaign.eventId } : null),
  jobCount: (campaign, _, ctx) => campaignJobCount(ctx, campaign),
  viewerMayView: (campaign, _, ctx) => viewerMayView(ctx, campaign),
};
