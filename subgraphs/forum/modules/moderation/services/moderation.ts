/**
 * Moderation (SPEC §4, §6): pin and unpin, hide and show posts and comments, by forum admins everywhere and by a
 * class's instructors in their class forum (the shared module's rules/access.ts); the forum admin dashboard and the
 * support queue. Deleting content (its author's or its moderators' doing) is deletion.ts. What a
 * viewer cannot see is NOT_FOUND (as everywhere in the forum); what they see but do not moderate is FORBIDDEN.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { forumComments, forumPosts, forumReports } from "../../../../../drizzle/schema/forum.js";
import { forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import type { ForumContext } from "../../../context.js";
import { flagsOf, visibleComment, withShownCount, type CommentRow } from "../../comments/index.js";
import { livePost, type PostRow, readablePostsWhere, scopeFor } from "../../posts/index.js";
import { mayModerateForum, moderatedClassSlugs, type ForumScope } from "../../shared/index.js";
import type { ModerationSummaryModel } from "../mappers.js";
import { DASHBOARD_RECENT_ANNOUNCEMENTS, DASHBOARD_RECENT_POSTS, SUPPORT_PAGE_SIZE, isForumModerator } from "../rules/moderation.js";

const FALSE = sql`false`;
const livePosts = isNull(forumPosts.deletedAt);

// ── Scope helpers (shared with reports) ──

/** SQL: class posts of the forums the viewer moderates (every class forum for forum admins). */
export function moderatedClassPostsWhere(scope: ForumScope): SQL {
  if (scope.isForumAdmin) return isNotNull(forumPosts.classSlug);
  const slugs = moderatedClassSlugs(scope);
  return slugs.length ? inArray(forumPosts.classSlug, slugs) : FALSE;
}

/** SQL: reports the viewer may see and review (forum admins all; a class's instructors their class's). */
export function reviewableReportsWhere(scope: ForumScope): SQL {
  if (scope.isForumAdmin) return sql`true`;
  const slugs = moderatedClassSlugs(scope);
  return slugs.length ? inArray(forumReports.classSlug, slugs) : FALSE;
}

/** The viewer's full scope, once they moderate something: FORBIDDEN otherwise. */
export async function requireModeratorScope(ctx: ForumContext): Promise<ForumScope> {
  requireViewer(ctx);
  const scope = await ctx.scope();
  if (!isForumModerator(scope)) throw forbidden("Only forum moderators may do this: forum admins, or a class's instructors.");
  return scope;
}

// ── Posts: pin and hide ──

/** The post a moderation action acts on: NOT_FOUND when the viewer cannot see it, FORBIDDEN unless they moderate it. */
async function postToModerate(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  const post = await livePost(ctx, idSlug);
  if (!mayModerateForum(await scopeFor(ctx, post.classSlug), post.classSlug)) {
    throw forbidden("Only the post's moderators may do this: forum admins, or the class's instructors.");
  }
  return post;
}

/** Sets moderation flags of a live post (not an edit of what its author wrote, so `modifiedDate` stays). */
async function setPostFlags(
  ctx: ForumContext,
  idSlug: string,
  set: Partial<Pick<PostRow, "isHidden" | "isPinned">> & { pinnedAt?: Date | SQL | null },
): Promise<PostRow> {
  const post = await postToModerate(ctx, idSlug);
  const [row] = await ctx.db
    .update(forumPosts)
    .set(set)
    .where(and(eq(forumPosts.id, post.id), livePosts))
    .returning();
  if (!row) throw notFound("Forum post", idSlug); // deleted in the meantime
  ctx.loaders.post.clear(row.id).prime(row.id, row);
  return row;
}

/**
 * Pins a post (its Pinned tab orders by `pinnedAt`, most recent first). Pinning a pinned post keeps the moment it was
 * first pinned, so pinning twice changes nothing.
 */
export async function pinPost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  const at = sql`coalesce(${forumPosts.pinnedAt}, cast(${ctx.now.toISOString()} as timestamptz))`;
  return setPostFlags(ctx, idSlug, { isPinned: true, pinnedAt: at });
}
export async function unpinPost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  return setPostFlags(ctx, idSlug, { isPinned: false, pinnedAt: null });
}
export async function hidePost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  return setPostFlags(ctx, idSlug, { isHidden: true });
}
export async function unhidePost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  return setPostFlags(ctx, idSlug, { isHidden: false });
}

// ── Comments: hide ──

async function setCommentHidden(ctx: ForumContext, idSlug: string, isHidden: boolean): Promise<CommentRow> {
  const { comment, post, scope } = await visibleComment(ctx, idSlug);
  if (!mayModerateForum(scope, post.classSlug))
    throw forbidden("Only the post's moderators may do this: forum admins, or the class's instructors.");
  // Its post's shown comment count moves with it (comments/services/shown-count.ts).
  const row = await ctx.db.transaction((tx) =>
    withShownCount(tx, comment, async () => {
      const [updated] = await tx
        .update(forumComments)
        .set({ isHidden })
        .where(and(eq(forumComments.id, comment.id), isNull(forumComments.deletedAt)))
        .returning();
      return { result: updated, after: updated ? flagsOf(updated) : null };
    }),
  );
  if (!row) throw notFound("Forum comment", idSlug); // deleted in the meantime
  ctx.loaders.comment.clear(row.id).prime(row.id, row);
  return row;
}

export const hideComment = (ctx: ForumContext, idSlug: string) => setCommentHidden(ctx, idSlug, true);
export const unhideComment = (ctx: ForumContext, idSlug: string) => setCommentHidden(ctx, idSlug, false);

// ── Who moderates ──

/** Whether the viewer moderates anything: a forum admin, or an instructor of some class (the forum admin menu). */
export async function viewerIsForumModerator(ctx: ForumContext): Promise<boolean> {
  requireViewer(ctx);
  return isForumModerator(await ctx.scope());
}

export async function postViewerIsModerator(ctx: ForumContext, post: PostRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  return mayModerateForum(await scopeFor(ctx, post.classSlug), post.classSlug);
}

export async function commentViewerIsModerator(ctx: ForumContext, comment: CommentRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  const post = await ctx.loaders.post.load(comment.postId);
  if (!post) return false;
  return mayModerateForum(await scopeFor(ctx, post.classSlug), post.classSlug);
}

// ── The dashboard and the support queue ──

/** The forum admin dashboard (`/forum/admin/`): FORBIDDEN unless the viewer moderates something. */
export async function moderationSummary(ctx: ForumContext): Promise<ModerationSummaryModel> {
  const viewer = requireViewer(ctx);
  await requireModeratorScope(ctx);
  return { viewerId: viewer.id };
}

/** Pending reports the viewer may review, counted in one statement. */
export async function summaryPendingReportCount(ctx: ForumContext, _s: ModerationSummaryModel): Promise<number> {
  const scope = await requireModeratorScope(ctx);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(forumReports)
    .where(and(eq(forumReports.status, "PENDING"), reviewableReportsWhere(scope)));
  return row?.n ?? 0;
}

/** The support questions of the moderated classes (every class for forum admins) that are live. */
const supportWhere = (scope: ForumScope) => and(livePosts, eq(forumPosts.isSupport, true), moderatedClassPostsWhere(scope));

/** Unresolved support questions in the classes the viewer moderates (every class for forum admins). */
export async function summaryOpenSupportCount(ctx: ForumContext, _s: ModerationSummaryModel): Promise<number> {
  const scope = await requireModeratorScope(ctx);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(supportWhere(scope), eq(forumPosts.isResolved, false)));
  return row?.n ?? 0;
}

async function newestPosts(ctx: ForumContext, where: SQL | undefined, limit: number): Promise<PostRow[]> {
  const rows = await ctx.db.select().from(forumPosts).where(where).orderBy(desc(forumPosts.createdAt), desc(forumPosts.id)).limit(limit);
  for (const row of rows) ctx.loaders.post.prime(row.id, row);
  return rows;
}

/** The 3 newest posts the viewer may read (any forum they read, as they may see them). */
export async function summaryRecentPosts(ctx: ForumContext, _s: ModerationSummaryModel): Promise<PostRow[]> {
  const scope = await requireModeratorScope(ctx);
  return newestPosts(ctx, and(livePosts, readablePostsWhere(scope)), DASHBOARD_RECENT_POSTS);
}

/** The 3 newest announcements of the classes the viewer moderates (every class for forum admins). */
export async function summaryRecentAnnouncements(ctx: ForumContext, _s: ModerationSummaryModel): Promise<PostRow[]> {
  const scope = await requireModeratorScope(ctx);
  return newestPosts(
    ctx,
    and(livePosts, eq(forumPosts.isAnnouncement, true), moderatedClassPostsWhere(scope)),
    DASHBOARD_RECENT_ANNOUNCEMENTS,
  );
}

/**
 * The support queue (`/forum/support`): support questions of the classes the viewer moderates (every class for
 * forum admins), unresolved first, then newest, 6 a page. FORBIDDEN for others.
 */
export async function supportPosts(ctx: ForumContext, args: PageArgs): Promise<Page<PostRow>> {
  const window = pageWindow(args, SUPPORT_PAGE_SIZE);
  const scope = await requireModeratorScope(ctx);
  const page = await pageOfTable(ctx.db, forumPosts, window, {
    where: supportWhere(scope),
    orderBy: [forumPosts.isResolved, desc(forumPosts.createdAt), desc(forumPosts.id)],
  });
  for (const row of page.items) ctx.loaders.post.prime(row.id, row);
  return page;
}
