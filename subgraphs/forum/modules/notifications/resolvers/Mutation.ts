import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { markAllNotificationsRead, markNotificationRead } from "../services/notifications.js";

export const Mutation: MutationResolvers = {
  markForumNotificationRead: (_, { id }, ctx) => markNotificationRead(ctx, id),
  markAllForumNotificationsRead: (_, __, ctx) => markAllNotificationsRead(ctx),
};
