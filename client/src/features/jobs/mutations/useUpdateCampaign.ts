/** Saves a campaign's title, description and active flag (back office). It answers with the campaign, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UpdateCampaignDocument } from "../../../__generated__/graphql";

export function useUpdateCampaign() {
  return useMutation(UpdateCampaignDocument);
}
