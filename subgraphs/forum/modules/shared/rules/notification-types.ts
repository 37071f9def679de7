/**
 * The forum's notification types: the database's enum (drizzle/schema/forum.ts) and the notifications module's rules
 * (which re-export them) read this one list.
 */

/** SPEC §9 notification types, in the SPEC's order (REPORT_SUBMITED spelled as the SPEC spells it). */
export const NOTIFICATION_TYPES = [
  "NEW_COMMENT",
  "NEW_REPLY",
  "POST_UPDATED",
  "POST_HAVE_ANSWER",
  "NEW_CLASSROOM_ANNOUNCEMENT_POST",
  "NEW_SUPPORT_POST",
  "REPORT_SUBMITED",
  "CONTENT_REPORTED_HIDDEN",
  "CONTENT_DELETED",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
