import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { listNotifications, unreadNotificationCount } from "../services/notifications.js";

export const Query: QueryResolvers = {
  forumNotifications: (_, args, ctx) => listNotifications(ctx, args),
  forumUnreadNotificationCount: (_, __, ctx) => unreadNotificationCount(ctx),
};
