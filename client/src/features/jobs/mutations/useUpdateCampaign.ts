/**
 * Saves a campaign's title, description, their translations and active flag (back office). It answers with the
 * campaign, which the normalized cache updates in place; the title and description read in a language (the job area's
 * tabs) are dropped so the next read asks for the new text.
 */
import { useMutation } from "@apollo/client/react";
import { UpdateCampaignDocument } from "../../../__generated__/graphql";

/** Keeps the field as the mutation answered it (no arguments) and drops every copy read in a language. */
const onlyAsAnswered = <T>(
  value: T,
  { storeFieldName, fieldName, DELETE }: { storeFieldName: string; fieldName: string; DELETE: unknown },
) => (storeFieldName === fieldName ? value : (DELETE as T));

export function useUpdateCampaign() {
  return useMutation(UpdateCampaignDocument, {
    update(cache, { data }) {
      const campaign = data?.updateCampaign;
      if (!campaign) return;
      cache.modify({ id: cache.identify(campaign), fields: { title: onlyAsAnswered, description: onlyAsAnswered } });
    },
  });
}
