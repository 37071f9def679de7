/**
 * Follows an event sign-up link once the person is logged in (lib/eventLinks.ts eventSignupDestination): the recruit
 * side first joins their employer at the event with the recruit code (joinEventAsExhibitor), then goes on. When the
 * code cannot be used, the way on is the event's page and `problem` says why, in the interface language. The
 * viewer's exhibitor memberships change: they are dropped from the cache and read again.
 */
import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { JoinEventAsExhibitorFromInviteDocument } from "../../../__generated__/graphql";
import { inviteErrorText } from "../lib/inviteErrors";
import type { EventLinkDestination } from "../lib/eventLinks";

export function useFollowEventLink() {
  const { t } = useTranslation();
  const [join] = useMutation(JoinEventAsExhibitorFromInviteDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "myExhibitorMemberships" });
      cache.gc();
    },
  });
  return useCallback(
    async (to: EventLinkDestination): Promise<{ path: string; problem: string | null }> => {
      if (!to.exhibitorCode) return { path: to.path, problem: null };
      try {
        await join({ variables: { code: to.exhibitorCode, eventId: to.eventId } });
        return { path: to.path, problem: null };
      } catch (e) {
        return { path: `/events/${encodeURIComponent(to.eventId)}`, problem: inviteErrorText(e, t, "code") ?? t("invite.joinFailed") };
      }
    },
    [join, t],
  );
}
