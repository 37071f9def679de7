/** Model types of the notifications module (codegen maps GraphQL types to them: schema/mappers.ts). */
import type { forumNotifications } from "../../../../drizzle/schema/forum.js";

export type NotificationRow = typeof forumNotifications.$inferSelect;
/** A notification as one viewer sees it: the row and whether that viewer has read it (the GraphQL mapper type). */
export interface NotificationView extends NotificationRow {
  isRead: boolean;
}
