/**
 * The notifications module: the viewer's notifications (lists, the unread badge, read marks), the writers the other
 * modules call inside their transactions, and the notification rules. Depends on the shared module only.
 */
export * from "./rules/notifications.js";
export {
  writeAddressedNotifications,
  writeNotifications,
  type AddressedNotification,
  type NotificationSubject,
} from "./services/notifications.js";
export { DIGEST_EVERY_MS, DIGEST_HOUR_UTC, digestPeriodAt } from "./rules/digest.js";
export { writeDailyDigests } from "./services/digest.js";
export type { NotificationRow, NotificationView } from "./mappers.js";
export { resolvers } from "./resolvers/index.js";
