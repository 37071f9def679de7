/** Adds a campaign (back office, on the campaigns page): the page's list gains it, so its query is read again. */
import { useMutation } from "@apollo/client/react";
import { AdminCampaignsDocument, CreateCampaignDocument } from "../../../__generated__/graphql";

export function useCreateCampaign() {
  return useMutation(CreateCampaignDocument, { refetchQueries: [AdminCampaignsDocument] });
}
