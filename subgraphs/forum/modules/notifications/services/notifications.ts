/**
 * Forum notifications (SPEC §3, §4, §9; DESIGN.md): written by the other modules in the same transaction as what
 * caused them (comments, edits, answers, class posts, reports and deletions), one INSERT … SELECT per event over the
 * post's follower rows. A notification is for one person or, stored once, for a group (forum admins; later a class's
 * moderators) and shown to whoever holds that role; whether it is read is each viewer's own mark. Lists put unread
 * first, then newest. Logged-in people only (UNAUTHENTICATED otherwise); a notification that is not the viewer's is
 * NOT_FOUND.
 */
import { and, count, desc, eq, exists, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { forumNotificationReads, forumNotifications, forumPostFollows, forumPosts } from "../../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../../shared/db.js";
import { notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { isUuid } from "../../../../shared/ids.js";
import { countRows, pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import type { Viewer } from "../../../../shared/viewer.js";
import {
  NOTIFICATION_PAGE_SIZE,
  audienceOf,
  shownActorOf,
  truncatePostTitle,
  type NotificationEvent,
  type NotificationType,
} from "../rules/notifications.js";
import type { ForumContext } from "../../../context.js";
import { notificationGroupsOfScope } from "../../shared/index.js";
import type { UserRef } from "../../../mappers.js";
import type { NotificationRow, NotificationView } from "../mappers.js";

// ── Writing ──

/** What an event is about: the post (its title is read in the statement, as it is in the transaction) and comment. */
export interface NotificationSubject {
  postId: string;
  commentId: string | null;
  now: Date;
}

/** A notification type as the statement's value of the forum.notification_type enum. */
const asType = (type: NotificationType) => sql`cast(${type} as "forum"."notification_type")`;

/**
 * Writes the notifications of `event` inside the caller's transaction `tx` (so none is written if the cause fails),
 * in one INSERT … SELECT: the people the event addresses directly and the post's followers (read in the statement,
 * so as they are in the transaction), each once with the directly addressed type winning, never the actor
 * (rules/notifications.ts `audienceOf`/`recipientsOf`). Nothing to write costs no statement.
 */
export async function writeNotifications(tx: Tx, event: NotificationEvent, subject: NotificationSubject): Promise<void> {
  const audience = audienceOf(event);
  const candidates: SQL[] = audience.direct.map(
    (d) => sql`select cast(${d.userId} as uuid) as user_id, ${asType(d.type)} as type, 1 as rank`,
  );
  if (audience.followers) {
    candidates.push(
      sql`select ${forumPostFollows.userId} as user_id, ${asType(audience.followers)} as type, 2 as rank from ${forumPostFollows} where ${forumPostFollows.postId} = ${subject.postId}`,
    );
  }
  if (!candidates.length) return;
  // One row per person (DISTINCT ON keeps the lowest rank: a direct address over following), the actor left out.
  const recipients = sql`(select distinct on (user_id) user_id, type from (${sql.join(candidates, sql` union all `)}) as candidates
    where user_id <> cast(${audience.actorId} as uuid) order by user_id, rank) as recipients`;
  const at = sql`cast(${subject.now.toISOString()} as timestamptz)`;
  await tx.insert(forumNotifications).select((qb) =>
    qb
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        type: sql`recipients.type`.as("type"),
        recipientId: sql`recipients.user_id`.as("recipient_id"),
        recipientGroup: sql`cast(null as text)`.as("recipient_group"),
        actorId: sql`cast(${event.actorId} as uuid)`.as("actor_id"),
        postId: forumPosts.id,
        commentId: sql`cast(${subject.commentId} as text)`.as("comment_id"),
        reportId: sql`cast(null as uuid)`.as("report_id"),
        postTitle: forumPosts.title,
        classTitle: sql`cast(null as text)`.as("class_title"),
        createdAt: at.as("created_at"),
        modifiedDate: at.as("modified_date"),
      })
      .from(recipients)
      .innerJoin(forumPosts, eq(forumPosts.id, subject.postId)),
  );
}

/** A notification addressed to one person or, stored once, to a group (rules/access.ts names the groups). */
export interface AddressedNotification {
  type: NotificationType;
  to: { userId: string } | { group: string };
  /** Who caused it (stored for every type; report-type ones do not show it, SPEC §9). */
  actorId: string;
  commentId?: string | null;
  reportId?: string | null;
  classTitle?: string | null;
}

/**
 * Writes notifications addressed to named people or groups, inside the caller's transaction, with the post's title as
 * it is in the transaction (one INSERT … SELECT). A person who is the actor gets nothing (never to the actor); a group
 * notification's actor is left out when the group's members read it (`addressedTo`).
 */
export async function writeAddressedNotifications(
  tx: Tx,
  postId: string,
  now: Date,
  items: readonly AddressedNotification[],
): Promise<void> {
  const rows = items.filter((n) => !("userId" in n.to) || n.to.userId !== n.actorId);
  if (!rows.length) return;
  const at = sql`cast(${now.toISOString()} as timestamptz)`;
  const values = sql.join(
    rows.map(
      (
        n,
      ) => sql`(${asType(n.type)}, cast(${"userId" in n.to ? n.to.userId : null} as uuid), cast(${"group" in n.to ? n.to.group : null} as text),
        cast(${n.actorId} as uuid), cast(${n.commentId ?? null} as text), cast(${n.reportId ?? null} as uuid), cast(${n.classTitle ?? null} as text))`,
    ),
    sql`, `,
  );
  await tx.insert(forumNotifications).select((qb) =>
    qb
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        type: sql`v.type`.as("type"),
        recipientId: sql`v.recipient_id`.as("recipient_id"),
        recipientGroup: sql`v.recipient_group`.as("recipient_group"),
        actorId: sql`v.actor_id`.as("actor_id"),
        postId: forumPosts.id,
        commentId: sql`v.comment_id`.as("comment_id"),
        reportId: sql`v.report_id`.as("report_id"),
        postTitle: forumPosts.title,
        classTitle: sql`v.class_title`.as("class_title"),
        createdAt: at.as("created_at"),
        modifiedDate: at.as("modified_date"),
      })
      .from(sql`(values ${values}) as v(type, recipient_id, recipient_group, actor_id, comment_id, report_id, class_title)`)
      .innerJoin(forumPosts, eq(forumPosts.id, postId)),
  );
}

// ── Whose notifications ──

/**
 * The notifications addressed to the viewer: their own, and those of the groups they belong to (rules/access.ts
 * `notificationGroupsOfScope`: forum admins, their classes' members and moderators) that they did not cause.
 */
async function addressedTo(ctx: ForumContext, viewer: Viewer): Promise<SQL> {
  const groups = notificationGroupsOfScope(await ctx.scope());
  const ofGroups = groups.length
    ? and(inArray(forumNotifications.recipientGroup, groups), sql`${forumNotifications.actorId} is distinct from ${viewer.id}`)
    : undefined;
  return or(eq(forumNotifications.recipientId, viewer.id), ofGroups)!;
}

/** The viewer's read mark on the notification of the outer row. */
const readBy = (viewer: Viewer) =>
  and(eq(forumNotificationReads.notificationId, forumNotifications.id), eq(forumNotificationReads.userId, viewer.id));

/** The notifications addressed to the viewer matching `where`, each with the viewer's read mark (one statement). */
function viewsOf(ctx: ForumContext, viewer: Viewer, addressed: SQL, where?: SQL) {
  return ctx.db
    .select({ notification: forumNotifications, readAt: forumNotificationReads.readAt })
    .from(forumNotifications)
    .leftJoin(forumNotificationReads, readBy(viewer))
    .where(and(addressed, where));
}

const toView = (r: { notification: NotificationRow; readAt: Date | null }): NotificationView => ({
  ...r.notification,
  isRead: r.readAt !== null,
});

// ── Reading ──

/** The viewer's notifications: unread first, then newest first (created_at, id), 7 a page (SPEC §9). */
export async function listNotifications(ctx: ForumContext, args: PageArgs): Promise<Page<NotificationView>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, NOTIFICATION_PAGE_SIZE);
  const addressed = await addressedTo(ctx, viewer);
  const rows = await viewsOf(ctx, viewer, addressed)
    .orderBy(sql`${forumNotificationReads.readAt} is not null`, desc(forumNotifications.createdAt), desc(forumNotifications.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  return toPage(rows.map(toView), window, (limit) => countRows(ctx.db, forumNotifications, addressed, limit));
}

/** How many of the viewer's notifications they have not read (the badge), in one statement. */
export async function unreadNotificationCount(ctx: ForumContext): Promise<number> {
  const viewer = requireViewer(ctx);
  const read = ctx.db
    .select({ one: sql`1` })
    .from(forumNotificationReads)
    .where(readBy(viewer));
  const addressed = await addressedTo(ctx, viewer);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(forumNotifications)
    .where(and(addressed, not(exists(read))));
  return row?.n ?? 0;
}

/** A notification addressed to the viewer (or a group of theirs) by id; null otherwise. */
export async function findNotification(ctx: ForumContext, id: string): Promise<NotificationView | null> {
  const viewer = requireViewer(ctx);
  // An id that cannot be a notification's must not reach the uuid column.
  if (!isUuid(id)) return null;
  const [row] = await viewsOf(ctx, viewer, await addressedTo(ctx, viewer), eq(forumNotifications.id, id));
  return row ? toView(row) : null;
}

/** Marks one of the viewer's notifications read (twice is fine); NOT_FOUND when it is not addressed to them. */
export async function markNotificationRead(ctx: ForumContext, id: string): Promise<NotificationView> {
  const viewer = requireViewer(ctx);
  const view = await findNotification(ctx, id);
  if (!view) throw notFound("Forum notification", id);
  if (!view.isRead) {
    await ctx.db
      .insert(forumNotificationReads)
      .values({ notificationId: view.id, userId: viewer.id, readAt: ctx.now })
      .onConflictDoNothing();
  }
  return { ...view, isRead: true };
}

/**
 * Marks every notification addressed to the viewer read, in one INSERT … SELECT; returns how many this call marked
 * (the ones that were unread: a mark already there, or made at the same moment by another request, is left alone).
 */
export async function markAllNotificationsRead(ctx: ForumContext): Promise<number> {
  const viewer = requireViewer(ctx);
  const read = ctx.db
    .select({ one: sql`1` })
    .from(forumNotificationReads)
    .where(readBy(viewer));
  const addressed = await addressedTo(ctx, viewer);
  const marked = await ctx.db
    .insert(forumNotificationReads)
    .select((qb) =>
      qb
        .select({
          notificationId: forumNotifications.id,
          userId: sql`cast(${viewer.id} as uuid)`.as("user_id"),
          readAt: sql`cast(${ctx.now.toISOString()} as timestamptz)`.as("read_at"),
        })
        .from(forumNotifications)
        .where(and(addressed, not(exists(read)))),
    )
    .onConflictDoNothing()
    .returning({ id: forumNotificationReads.notificationId });
  return marked.length;
}

// ── Fields (the post, the comment and the link are the posts and comments modules' fields of ForumNotification) ──

export function notificationActorOf(n: NotificationView): (UserRef & { __typename: "User" }) | null {
  const actorId = shownActorOf(n.type, n.actorId);
  return actorId ? { __typename: "User", id: actorId } : null;
}

/** The post's title as it was when the notification was written, at most 50 characters and "…" (SPEC §9). */
export function notificationPostTitle(n: NotificationView): string {
  return truncatePostTitle(n.postTitle);
}

export function notificationClassTitle(n: NotificationView): string | null {
  return n.classTitle;
}

export function notificationCreatedDate(n: NotificationView): string {
  return n.createdAt.toISOString();
}

export function notificationModifiedDate(n: NotificationView): string {
  return n.modifiedDate.toISOString();
}

export function notificationIsRead(n: NotificationView): boolean {
  return n.isRead;
}

export function notificationType(n: NotificationView): NotificationType {
  return n.type;
}
