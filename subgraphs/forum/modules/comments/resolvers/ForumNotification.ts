import type { ForumNotificationResolvers } from "../../../__generated__/resolvers-types.js";
import { notificationCommentOf, notificationLink } from "../services/notifications.js";

/** The comments module's fields of a notification (the notifications module owns the type). */
export const ForumNotification: ForumNotificationResolvers = {
  comment: (n, _, ctx) => notificationCommentOf(ctx, n),
  link: (n, _, ctx) => notificationLink(ctx, n),
};
