/**
 * The text of a forum notification (SPEC §9): which i18n message a notification gets, and with which values. The
 * server sends the parts (type, actor, the post's title already truncated to 50 characters plus "…", the class's
 * title, whether the viewer wrote the post); the words are the client's, so they follow the UI language.
 *
 * Rules:
 * - the 'your' wording when the viewer wrote the post ("… commented on your post “…”");
 * - report-type notifications (REPORT_SUBMITED, CONTENT_REPORTED_HIDDEN, CONTENT_DELETED) never name an author, even
 *   when one is sent: the person who reported or moderated stays anonymous. They say whether a post or a comment was
 *   reported, hidden or deleted ("Your comment on “…” was deleted for breaking a community rule"): it is a comment when
 *   the notification names one, or its link points at one (`#comment`, which stays when the comment is deleted);
 * - class notifications (an announcement, a support question) name the class;
 * - NEW_ANNOUNCEMENT (the SPEC's other name) reads as NEW_CLASSROOM_ANNOUNCEMENT_POST; a type this client does not
 *   know yet still gets a sentence (about the post) rather than a blank.
 */
import type { ForumNotificationType } from "../../../__generated__/graphql";

export interface NotificationParts {
  type: ForumNotificationType | "NEW_ANNOUNCEMENT" | (string & {});
  /** The actor's display name; null when the server sends none. */
  actorName: string | null;
  postTitle: string;
  classTitle: string | null;
  viewerIsPostAuthor: boolean;
  /** Whether it is about a comment (or reply) of the post rather than the post itself. */
  aboutComment?: boolean;
}

/** A translate function (i18next's `t`), passed in so this module stays pure. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** Report-type notifications: they show no author (SPEC §9). */
export const REPORT_NOTIFICATION_TYPES: readonly string[] = ["REPORT_SUBMITED", "CONTENT_REPORTED_HIDDEN", "CONTENT_DELETED"];
const CLASS_TYPES: readonly string[] = ["NEW_CLASSROOM_ANNOUNCEMENT_POST", "NEW_SUPPORT_POST"];
const KNOWN_TYPES: readonly string[] = [
  "NEW_COMMENT",
  "NEW_REPLY",
  "POST_UPDATED",
  "POST_HAVE_ANSWER",
  ...CLASS_TYPES,
  ...REPORT_NOTIFICATION_TYPES,
];

export const isReportNotification = (type: string) => REPORT_NOTIFICATION_TYPES.includes(type);

/**
 * The i18n key and its values for a notification: `forumNotifications.message.{TYPE}.{your|other}`, and for a report
 * type about a comment `….{commentYour|commentOther}`. A missing actor reads "Someone" and a missing class "your class"
 * rather than leaving a gap.
 */
export function notificationMessageKey(t: Translate, n: NotificationParts): { key: string; values: Record<string, string> } {
  const type = n.type === "NEW_ANNOUNCEMENT" ? "NEW_CLASSROOM_ANNOUNCEMENT_POST" : n.type;
  const known = KNOWN_TYPES.includes(type);
  const values: Record<string, string> = { title: n.postTitle };
  if (known && !isReportNotification(type)) values.actor = n.actorName?.trim() || t("forumNotifications.someone");
  if (CLASS_TYPES.includes(type)) values.className = n.classTitle?.trim() || t("forumNotifications.aClass");
  const whose = n.viewerIsPostAuthor ? "your" : "other";
  const variant = n.aboutComment && isReportNotification(type) ? `comment${whose === "your" ? "Your" : "Other"}` : whose;
  return { key: `forumNotifications.message.${known ? type : "OTHER"}.${variant}`, values };
}

/** The notification's sentence in the UI language. */
export function notificationMessage(t: Translate, n: NotificationParts): string {
  const { key, values } = notificationMessageKey(t, n);
  return t(key, values);
}

/** A notification from the API as the message's parts. */
export function notificationParts(n: {
  type: string;
  actor: { displayName: string } | null;
  postTitle: string;
  classTitle: string | null;
  viewerIsPostAuthor: boolean;
  link?: string;
  comment?: { id: string } | null;
}): NotificationParts {
  return {
    type: n.type,
    actorName: n.actor?.displayName ?? null,
    postTitle: n.postTitle,
    classTitle: n.classTitle,
    viewerIsPostAuthor: n.viewerIsPostAuthor,
    aboutComment: n.comment != null || /#./.test(n.link ?? ""),
  };
}
