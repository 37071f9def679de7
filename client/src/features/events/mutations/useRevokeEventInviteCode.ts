/**
 * Withdraws an invite code (the organiser). Codes have no id to normalize by, so the withdrawn code (revoked, its
 * problem now REVOKED) replaces its entry in the page of the list it was withdrawn from.
 */
import { useMutation } from "@apollo/client/react";
import {
  EventInviteCodesDocument,
  RevokeEventInviteCodeDocument,
  type EventInviteCodesQueryVariables,
} from "../../../__generated__/graphql";

export function useRevokeEventInviteCode(list: EventInviteCodesQueryVariables) {
  return useMutation(RevokeEventInviteCodeDocument, {
    update: (cache, { data }) => {
      const revoked = data?.revokeEventInviteCode;
      if (!revoked) return;
      cache.updateQuery({ query: EventInviteCodesDocument, variables: list }, (page) =>
        page
          ? {
              ...page,
              eventInviteCodes: {
                ...page.eventInviteCodes,
                items: page.eventInviteCodes.items.map((c) => (c.code === revoked.code ? revoked : c)),
              },
            }
          : page,
      );
    },
  });
}
