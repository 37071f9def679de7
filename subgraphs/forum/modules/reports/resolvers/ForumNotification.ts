import type { ForumNotificationResolvers } from "../../../__generated__/resolvers-types.js";
import { notificationReportOf } from "../services/reports.js";

/** The reports module's field of a notification (the notifications module owns the type). */
export const ForumNotification: ForumNotificationResolvers = {
  report: (n, _, ctx) => notificationReportOf(ctx, n),
};
