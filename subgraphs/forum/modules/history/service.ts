/**
 * The viewer's own lists (SPEC §2 forum tabs): history — their posts (`/forum/history`), their announcements
 * (`/forum/history/announcements`) and their comments and replies (`/forum/history/comments`) — and bookmarks
 * (`/forum/bookmark`, `/forum/bookmark/comments`). Each is 6 a page (SPEC §9 forum posts), holds live items only
 * (deleted posts and comments, and comments of deleted posts, are gone from every list), and is one `limit + 1`
 * select served by an index on the viewer's rows, with the count run only when a client asks for totals.
 * Logged-in people only: these lists are the viewer's by definition.
 */
import { and, count, desc, eq, exists, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { forumCommentBookmarks, forumComments, forumPostBookmarks, forumPosts } from "../../../../drizzle/schema/forum.js";
import type { Db } from "../../../shared/db.js";
import { requireViewer } from "../../../shared/guards.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../../shared/pagination.js";
import type { ForumContext } from "../../context.js";
import type { CommentRow } from "../comments/index.js";
import { FORUM_POST_PAGE_SIZE, type ForumScope } from "../shared/index.js";
import { type PostRow, readablePostsWhere, visibleCommentsWhere } from "../posts/index.js";

const livePost = isNull(forumPosts.deletedAt);
const parentComment = alias(forumComments, "parent_comment");

/**
 * A live comment on a live post and, for a reply, under a live top-level comment: deleting a post or a comment takes
 * what hangs under it out of every list, whether or not the rows under it were marked deleted too. With `readable`,
 * only on a post the viewer may still read (readablePostsWhere: their forums, not hidden from them).
 */
function liveComment(db: Db, readable?: SQL): SQL {
  const postIsLive = db
    .select({ one: sql`1` })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, forumComments.postId), livePost, readable));
  const parentIsLive = db
    .select({ one: sql`1` })
    .from(parentComment)
    .where(and(eq(parentComment.id, forumComments.parentId), isNull(parentComment.deletedAt)));
  return and(isNull(forumComments.deletedAt), exists(postIsLive), or(isNull(forumComments.parentId), exists(parentIsLive)))!;
}

/** The viewer's live posts, newest first: announcements only (`announcements: true`) or every other post. */
export async function myPosts(ctx: ForumContext, args: PageArgs & { announcements?: boolean | null }): Promise<Page<PostRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const where = and(eq(forumPosts.authorId, viewer.id), livePost, eq(forumPosts.isAnnouncement, args.announcements ?? false));
  const page = await pageOfTable(ctx.db, forumPosts, window, { where, orderBy: [desc(forumPosts.createdAt), desc(forumPosts.id)] });
  for (const row of page.items) ctx.loaders.post.prime(row.id, row);
  return page;
}

/** The viewer's live comments and replies on live posts, newest first. */
export async function myComments(ctx: ForumContext, args: PageArgs): Promise<Page<CommentRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const where = and(eq(forumComments.authorId, viewer.id), liveComment(ctx.db));
  const page = await pageOfTable(ctx.db, forumComments, window, {
    where,
    orderBy: [desc(forumComments.createdAt), desc(forumComments.id)],
  });
  for (const row of page.items) ctx.loaders.comment.prime(row.id, row);
  return page;
}

/**
 * The viewer's bookmarked live posts, most recently bookmarked first (index post_bookmarks_user_created_idx): only
 * those they may still see (a bookmark outlives leaving a class, and a post may be hidden or reported since).
 */
export async function bookmarkedPosts(ctx: ForumContext, args: PageArgs): Promise<Page<PostRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const scope = await ctx.scope();
  const where = and(eq(forumPostBookmarks.userId, viewer.id), livePost, readablePostsWhere(scope));
  const onPost = eq(forumPosts.id, forumPostBookmarks.postId);
  const rows = await ctx.db
    .select({ post: forumPosts })
    .from(forumPostBookmarks)
    .innerJoin(forumPosts, onPost)
    .where(where)
    .orderBy(desc(forumPostBookmarks.createdAt), desc(forumPostBookmarks.postId))
    .limit(window.limit + 1)
    .offset(window.offset);
  const total = async () =>
    (await ctx.db.select({ n: count() }).from(forumPostBookmarks).innerJoin(forumPosts, onPost).where(where))[0]?.n ?? 0;
  const page = toPage(
    rows.map((r) => r.post),
    window,
    total,
  );
  for (const row of page.items) {
    ctx.loaders.post.prime(row.id, row);
    ctx.loaders.viewerBookmarked.prime(row.id, true);
  }
  return page;
}

/**
 * The viewer's bookmarked live comments (on live posts), most recently bookmarked first: only those they may still
 * see, on posts they may still read.
 */
export async function bookmarkedComments(ctx: ForumContext, args: PageArgs): Promise<Page<CommentRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const scope: ForumScope = await ctx.scope();
  const where = and(
    eq(forumCommentBookmarks.userId, viewer.id),
    liveComment(ctx.db, readablePostsWhere(scope)),
    visibleCommentsWhere(scope),
  );
  const onComment = eq(forumComments.id, forumCommentBookmarks.commentId);
  const rows = await ctx.db
    .select({ comment: forumComments })
    .from(forumCommentBookmarks)
    .innerJoin(forumComments, onComment)
    .where(where)
    .orderBy(desc(forumCommentBookmarks.createdAt), desc(forumCommentBookmarks.commentId))
    .limit(window.limit + 1)
    .offset(window.offset);
  const total = async () =>
    (await ctx.db.select({ n: count() }).from(forumCommentBookmarks).innerJoin(forumComments, onComment).where(where))[0]?.n ?? 0;
  const page = toPage(
    rows.map((r) => r.comment),
    window,
    total,
  );
  for (const row of page.items) {
    ctx.loaders.comment.prime(row.id, row);
    ctx.loaders.viewerBookmarkedComment.prime(row.id, true);
  }
  return page;
}
