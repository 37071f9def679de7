import type { ForumNotificationResolvers } from "../../../__generated__/resolvers-types.js";
import {
  findNotification,
  notificationActorOf,
  notificationClassTitle,
  notificationCreatedDate,
  notificationIsRead,
  notificationModifiedDate,
  notificationPostTitle,
  notificationType,
} from "../services/notifications.js";

/** The notification's own fields; its post, comment, link and report come from the posts, comments and reports modules. */
export const ForumNotification: ForumNotificationResolvers = {
  __resolveReference: (ref, ctx) => findNotification(ctx, ref.id),
  type: (n) => notificationType(n),
  createdDate: (n) => notificationCreatedDate(n),
  modifiedDate: (n) => notificationModifiedDate(n),
  isRead: (n) => notificationIsRead(n),
  actor: (n) => notificationActorOf(n),
  postTitle: (n) => notificationPostTitle(n),
  classTitle: (n) => notificationClassTitle(n),
};
