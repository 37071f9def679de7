/**
 * MarkForumNotificationRead, for an unread notification: optimistic (with its __typename, so the answer lands on the
 * cached notification), and the unread count loses one (lib/forumCache afterNotificationRead) — in the optimistic layer
 * at once, then for real; a refused mark puts the badge back with the layer.
 */
import { useMutation } from "@apollo/client/react";
import { MarkForumNotificationReadDocument } from "../../../__generated__/graphql";
import { afterNotificationRead } from "../lib/forumCache";

export function useMarkForumNotificationRead() {
  return useMutation(MarkForumNotificationReadDocument, {
    optimisticResponse: ({ id }) => ({
      markForumNotificationRead: { __typename: "ForumNotification" as const, id: String(id), isRead: true },
    }),
    update: (cache) => afterNotificationRead(cache),
  });
}
