import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { createCampaign, updateCampaign } from "../services/campaigns.js";

export const Mutation: Pick<MutationResolvers, "createCampaign" | "updateCampaign"> = {
  createCampaign: (_, { input }, ctx) => createCampaign(ctx, input),
  updateCampaign: (_, { id, input }, ctx) => updateCampaign(ctx, id, input),
};
