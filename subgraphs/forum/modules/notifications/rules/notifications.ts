/**
 * Forum notifications as pure rules (SPEC §3 notification, §4 read state, §9 types, truncation and page size): who
 * gets what for each event, which groups a viewer reads, where each notification leads, and how its post title shows.
 */

import { NOTIFICATION_TYPES, type NotificationType } from "../../shared/index.js";

// The types are the database's enum too, so the shared module holds the list; they are part of these rules.
export { NOTIFICATION_TYPES, type NotificationType };

/** SPEC §9: notifications 7 a page. */
export const NOTIFICATION_PAGE_SIZE = 7;

/** SPEC §9: a notification shows at most 50 characters of the post's title, then an ellipsis. */
export const NOTIFICATION_TITLE_MAX = 50;

/**
 * The post title as a notification shows it: the title when it has at most 50 characters, else its first 50 and
 * "…". Characters are code points, so an emoji (two UTF-16 units) is never cut in half.
 */
export function truncatePostTitle(title: string): string {
  const chars = [...title];
  return chars.length <= NOTIFICATION_TITLE_MAX ? title : `${chars.slice(0, NOTIFICATION_TITLE_MAX).join("")}…`;
}

/** SPEC §9: report-type notifications show no author, so none is stored. */
const REPORT_TYPES: ReadonlySet<NotificationType> = new Set(["REPORT_SUBMITED", "CONTENT_REPORTED_HIDDEN", "CONTENT_DELETED"]);
export function isReportType(type: NotificationType): boolean {
  return REPORT_TYPES.has(type);
}
/** Who a notification names as its author: the actor, except for report-type ones (SPEC §9). */
export function shownActorOf(type: NotificationType, actorId: string | null): string | null {
  return isReportType(type) ? null : actorId;
}

// ── Who gets what ──

/**
 * What happened to a post or comment, as the recipient rules see it (class forum and report notifications are
 * addressed by services/classes.ts and rules/moderation.ts).
 */
export type NotificationEvent =
  /** A comment on a post; `repliedToAuthorId` is the author of the comment replied to, for a reply. */
  | { kind: "COMMENT"; actorId: string; repliedToAuthorId: string | null }
  /** The post's author edited it. */
  | { kind: "POST_UPDATED"; actorId: string }
  /** A comment was marked as the post's answer; `answerAuthorId` wrote it. */
  | { kind: "ANSWER"; actorId: string; answerAuthorId: string };

/**
 * Who an event reaches: the post's followers get `followers` (when not null), the people in `direct` get their own
 * type whether or not they follow (it is about their own comment) and only that one, and `actorId` gets nothing.
 */
export interface Audience {
  followers: NotificationType | null;
  direct: { userId: string; type: NotificationType }[];
  actorId: string;
}

export function audienceOf(event: NotificationEvent): Audience {
  const direct = (userId: string | null, type: NotificationType) => (userId && userId !== event.actorId ? [{ userId, type }] : []);
  switch (event.kind) {
    case "COMMENT":
      return { followers: "NEW_COMMENT", direct: direct(event.repliedToAuthorId, "NEW_REPLY"), actorId: event.actorId };
    case "POST_UPDATED":
      return { followers: "POST_UPDATED", direct: [], actorId: event.actorId };
    case "ANSWER":
      return { followers: "POST_HAVE_ANSWER", direct: direct(event.answerAuthorId, "POST_HAVE_ANSWER"), actorId: event.actorId };
  }
}

/**
 * The recipients of an event given the post's followers, one notification each: the directly addressed with their
 * type, the other followers with the followers' type, never the actor. (The services apply the same audience in one
 * INSERT … SELECT over the follower rows; this is the rule it implements.)
 */
export function recipientsOf(event: NotificationEvent, followerIds: readonly string[]): { userId: string; type: NotificationType }[] {
  const audience = audienceOf(event);
  const out = new Map(audience.direct.map((d) => [d.userId, d.type]));
  if (audience.followers) {
    for (const id of followerIds) if (id !== audience.actorId && !out.has(id)) out.set(id, audience.followers);
  }
  return [...out].map(([userId, type]) => ({ userId, type }));
}

// ── Groups ── (rules/access.ts: `notificationGroupsOfScope` and the group names)

// ── Links ──

/** What a notification's link is made of: its type and the id slugs of what it is about. */
export interface LinkTarget {
  type: NotificationType;
  postIdSlug: string;
  /** The comment's id slug (the comment, the reply or the answer), when it is about one. */
  commentIdSlug: string | null;
  /** The slug of the post's first tag (a class announcement's class forum). */
  firstTagSlug: string | null;
}

/**
 * Where a notification leads in the web client (SPEC §2): a comment, reply or answer → the post with the comment's
 * anchor; an edit or a support question → the post; a class announcement → its class forum (the first tag's slug);
 * a report → the reports list for REPORT_SUBMITED (admins act there), else the post (with the comment's anchor when
 * the reported content is a comment).
 */
export function notificationLink(target: LinkTarget): string {
  const post = `/forum/post/${target.postIdSlug}`;
  const anchored = target.commentIdSlug ? `${post}#${target.commentIdSlug}` : post;
  switch (target.type) {
    case "NEW_CLASSROOM_ANNOUNCEMENT_POST":
      return target.firstTagSlug ? `/forum/class-forum/${target.firstTagSlug}` : post;
    case "REPORT_SUBMITED":
      return "/forum/report/all";
    case "POST_UPDATED":
    case "NEW_SUPPORT_POST":
      return post;
    case "NEW_COMMENT":
    case "NEW_REPLY":
    case "POST_HAVE_ANSWER":
    case "CONTENT_REPORTED_HIDDEN":
    case "CONTENT_DELETED":
      return anchored;
  }
}
