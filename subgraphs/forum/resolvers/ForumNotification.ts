import type { ForumNotificationResolvers } from "../__generated__/resolvers-types.js";
import {
  findNotification,
  notificationActorOf,
  notificationClassTitle,
  notificationCommentOf,
  notificationCreatedDate,
  notificationIsRead,
  notificationLink,
  notificationModifiedDate,
  notificationPostOf,
  notificationPostTitle,
  notificationType,
  notificationViewerIsPostAuthor,
} from "../services/notifications.js";
import { notificationReportOf } from "../services/reports.js";

export const ForumNotification: ForumNotificationResolvers = {
  __resolveReference: (ref, ctx) => findNotification(ctx, ref.id),
  type: (n) => notificationType(n),
  createdDate: (n) => notificationCreatedDate(n),
  modifiedDate: (n) => notificationModifiedDate(n),
  isRead: (n) => notificationIsRead(n),
  actor: (n) => notificationActorOf(n),
  post: (n, _, ctx) => notificationPostOf(ctx, n),
  comment: (n, _, ctx) => notificationCommentOf(ctx, n),
  postTitle: (n) => notificationPostTitle(n),
  viewerIsPostAuthor: (n, _, ctx) => notificationViewerIsPostAuthor(ctx, n),
  classTitle: (n) => notificationClassTitle(n),
  link: (n, _, ctx) => notificationLink(ctx, n),
  report: (n, _, ctx) => notificationReportOf(ctx, n),
};
