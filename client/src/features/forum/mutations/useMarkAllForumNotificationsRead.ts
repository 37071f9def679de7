/**
 * MarkAllForumNotificationsRead, optimistic: the badge goes to 0 and every cached notification reads as read at once
 * (lib/forumCache afterAllNotificationsRead). The optimistic answer (how many were marked) is the cached unread count,
 * the one the badge shows.
 */
import { useApolloClient, useMutation } from "@apollo/client/react";
import { ForumUnreadNotificationCountDocument, MarkAllForumNotificationsReadDocument } from "../../../__generated__/graphql";
import { afterAllNotificationsRead } from "../lib/forumCache";

export function useMarkAllForumNotificationsRead() {
  const client = useApolloClient();
  return useMutation(MarkAllForumNotificationsReadDocument, {
    optimisticResponse: () => ({
      markAllForumNotificationsRead:
        client.cache.readQuery({ query: ForumUnreadNotificationCountDocument, optimistic: true })?.forumUnreadNotificationCount ?? 0,
    }),
    update: (cache) => afterAllNotificationsRead(cache),
  });
}
