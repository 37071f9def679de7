import type { ForumNotificationResolvers } from "../../../__generated__/resolvers-types.js";
import { notificationPostOf, notificationViewerIsPostAuthor } from "../services/notifications.js";

/** The posts module's fields of a notification (the notifications module owns the type). */
export const ForumNotification: ForumNotificationResolvers = {
  post: (n, _, ctx) => notificationPostOf(ctx, n),
  viewerIsPostAuthor: (n, _, ctx) => notificationViewerIsPostAuthor(ctx, n),
};
