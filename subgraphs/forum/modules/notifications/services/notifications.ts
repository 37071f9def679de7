/**
 * Forum notifications (SPEC §3, §4, §9; DESIGN.md): written by the other modules in the same transaction as what
 * caused them (comments, edits, answers, class posts, reports and deletions), one INSERT … SELECT per event over the
 * post's follower rows. A notification is for one person or, stored once, for a group (forum admins; later a class's
 * moderators) and shown to whoever holds that role; whether it is read is each viewer's own mark. Lists put unread
 * first, then newest. Logged-in people only (UNAUTHENTICATED otherwise); a notification that is not the viewer's is
 * NOT_FOUND.
 */
import { and, count, desc, eq, exists, getTableColumns, inArray, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { forumNotificationReads, forumNotifications, forumPostFollows, forumPosts } from "../../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../../shared/db.js";
import { notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { isUuid } from "../../../../shared/ids.js";
import { KNOWN_COUNT_LIMIT, pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
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
        recipientReadAt: sql`cast(null as timestamptz)`.as("recipient_read_at"),
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
        recipientReadAt: sql`cast(null as timestamptz)`.as("recipient_read_at"),
      })
      .from(sql`(values ${values}) as v(type, recipient_id, recipient_group, actor_id, comment_id, report_id, class_title)`)
      .innerJoin(forumPosts, eq(forumPosts.id, postId)),
  );
}

// ── Whose notifications ──
//
// A personal notification (recipient_id) carries its read mark on its row (recipient_read_at), so a person's unread
// ones and read ones are each a range of an index (notifications_recipient_unread_idx, _read_idx), newest first. A
// group notification's read marks are rows of notification_reads, one per reader. Lists and counts read the parts
// separately, each no further than it needs.

type Notifications = typeof forumNotifications;
const n: Notifications = forumNotifications;

/** The viewer's personal notifications, unread or read (each part an index's range). */
const personalWhere = (viewer: Viewer, read: boolean) =>
  and(eq(n.recipientId, viewer.id), read ? isNotNull(n.recipientReadAt) : isNull(n.recipientReadAt))!;

/** The viewer's read mark on the group notification of the outer row. */
const readBy = (viewer: Viewer) => and(eq(forumNotificationReads.notificationId, n.id), eq(forumNotificationReads.userId, viewer.id));

/**
 * The group notifications addressed to the viewer (of the groups they belong to, rules/access.ts
 * `notificationGroupsOfScope`: forum admins, their classes' members and moderators, and not caused by them), read or
 * unread or both; null when they belong to no group.
 */
async function groupWhere(ctx: ForumContext, viewer: Viewer): Promise<((read?: boolean) => SQL) | null> {
  const groups = notificationGroupsOfScope(await ctx.scope());
  if (!groups.length) return null;
  const ofGroups = and(inArray(n.recipientGroup, groups), sql`${n.actorId} is distinct from ${viewer.id}`)!;
  const marked = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(forumNotificationReads)
      .where(readBy(viewer)),
  );
  return (read) => (read === undefined ? ofGroups : and(ofGroups, read ? marked : not(marked))!);
}

/** Every notification addressed to the viewer, personal or of their groups (a single one's look-up). */
async function addressedTo(ctx: ForumContext, viewer: Viewer): Promise<SQL> {
  const groups = await groupWhere(ctx, viewer);
  return or(eq(n.recipientId, viewer.id), groups?.())!;
}

/** How many rows match each of `parts`, each counted no further than `limit` when given, summed (one statement). */
async function countParts(ctx: ForumContext, parts: SQL[], limit?: number): Promise<number> {
  const counted = parts.map((where) => {
    const q = ctx.db
      .select({ one: sql`1`.as("one") })
      .from(n)
      .where(where);
    return limit === undefined ? q : q.limit(limit);
  });
  const [first, ...rest] = counted as [(typeof counted)[number], ...typeof counted];
  const all = rest.length ? unionAll(first, ...(rest as [typeof first])) : first;
  const [row] = await ctx.db.select({ n: count() }).from(all.as("parts"));
  return row?.n ?? 0;
}

const toView = (r: { notification: NotificationRow; readAt: Date | null }): NotificationView => ({
  ...r.notification,
  isRead: r.readAt !== null,
});

// ── Reading ──

/**
 * The viewer's notifications: unread first, then newest first (created_at, id), 7 a page (SPEC §9). In one statement:
 * the first offset + limit + 1 of each part (personal unread, group unread, personal read, group read), each read from
 * its index newest first, then ordered and cut to the page; so a page costs the same whatever the inbox holds. Its
 * total counts the personal and group parts, each no further than the count asks.
 */
export async function listNotifications(ctx: ForumContext, args: PageArgs): Promise<Page<NotificationView>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, NOTIFICATION_PAGE_SIZE);
  const groups = await groupWhere(ctx, viewer);
  const reach = window.offset + window.limit + 1;
  const part = (where: SQL, isRead: boolean) =>
    ctx.db
      .select({ ...getTableColumns(n), isRead: sql<boolean>`${isRead ? sql`true` : sql`false`}`.as("is_read") })
      .from(n)
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(reach);
  const parts = [
    part(personalWhere(viewer, false), false),
    ...(groups ? [part(groups(false), false)] : []),
    part(personalWhere(viewer, true), true),
    ...(groups ? [part(groups(true), true)] : []),
  ];
  const [first, second, ...more] = parts as [(typeof parts)[number], (typeof parts)[number], ...typeof parts];
  const rows = await unionAll(first, second, ...more)
    .orderBy(sql`"is_read"`, sql`"created_at" desc`, sql`"id" desc`)
    .limit(window.limit + 1)
    .offset(window.offset);
  const views = rows.map(({ isRead, ...notification }): NotificationView => ({ ...notification, isRead }));
  const totalParts = [personalWhere(viewer, false), personalWhere(viewer, true), ...(groups ? [groups()] : [])];
  return toPage(views, window, (limit) => countParts(ctx, totalParts, limit));
}

/**
 * How many of the viewer's notifications they have not read (the badge), in one statement: their personal unread ones
 * (an index's range) and their groups' without their read mark, each counted no further than KNOWN_COUNT_LIMIT + 1,
 * and at most KNOWN_COUNT_LIMIT given (the badge shows "99+" past 99; the count is exact up to the limit).
 */
export async function unreadNotificationCount(ctx: ForumContext): Promise<number> {
  const viewer = requireViewer(ctx);
  const groups = await groupWhere(ctx, viewer);
  const unread = await countParts(ctx, [personalWhere(viewer, false), ...(groups ? [groups(false)] : [])], KNOWN_COUNT_LIMIT + 1);
  return Math.min(unread, KNOWN_COUNT_LIMIT);
}

/** A notification addressed to the viewer (or a group of theirs) by id, with the viewer's read mark; null otherwise. */
export async function findNotification(ctx: ForumContext, id: string): Promise<NotificationView | null> {
  const viewer = requireViewer(ctx);
  // An id that cannot be a notification's must not reach the uuid column.
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select({ notification: n, readAt: sql<Date | null>`coalesce(${n.recipientReadAt}, ${forumNotificationReads.readAt})` })
    .from(n)
    .leftJoin(forumNotificationReads, readBy(viewer))
    .where(and(await addressedTo(ctx, viewer), eq(n.id, id)));
  return row ? toView(row) : null;
}

/** Marks one of the viewer's notifications read (twice is fine); NOT_FOUND when it is not addressed to them. */
export async function markNotificationRead(ctx: ForumContext, id: string): Promise<NotificationView> {
  const viewer = requireViewer(ctx);
  const view = await findNotification(ctx, id);
  if (!view) throw notFound("Forum notification", id);
  if (!view.isRead) {
    if (view.recipientId !== null) {
      // A mark made at the same moment by another request is left alone.
      await ctx.db
        .update(n)
        .set({ recipientReadAt: ctx.now })
        .where(and(eq(n.id, view.id), isNull(n.recipientReadAt)));
    } else {
      await ctx.db
        .insert(forumNotificationReads)
        .values({ notificationId: view.id, userId: viewer.id, readAt: ctx.now })
        .onConflictDoNothing();
    }
  }
  return { ...view, isRead: true };
}

/**
 * Marks every notification addressed to the viewer read, in one statement (the personal ones' marks set, the groups'
 * inserted, together when the viewer belongs to a group); returns how many this call marked (the ones that were unread:
 * a mark already there, or made at the same moment by another request, is left alone).
 */
export async function markAllNotificationsRead(ctx: ForumContext): Promise<number> {
  const viewer = requireViewer(ctx);
  const groups = await groupWhere(ctx, viewer);
  const at = sql`cast(${ctx.now.toISOString()} as timestamptz)`;
  const personal = ctx.db.update(n).set({ recipientReadAt: ctx.now }).where(personalWhere(viewer, false)).returning({ id: n.id });
  if (!groups) return (await personal).length;
  const ofGroups = ctx.db
    .insert(forumNotificationReads)
    .select((qb) =>
      qb
        .select({ notificationId: n.id, userId: sql`cast(${viewer.id} as uuid)`.as("user_id"), readAt: at.as("read_at") })
        .from(n)
        .where(groups(false)),
    )
    .onConflictDoNothing()
    .returning({ id: forumNotificationReads.notificationId });
  // Both drivers answer raw SQL with `rows`.
  const result = (await ctx.db.execute(
    sql`with personal as ${personal}, of_groups as ${ofGroups}
        select (select count(*) from personal)::int + (select count(*) from of_groups)::int as marked`,
  )) as unknown as { rows: { marked: number }[] };
  return Number(result.rows[0]?.marked ?? 0);
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
