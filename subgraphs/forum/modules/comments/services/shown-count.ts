/**
 * A post's count of comments shown to everyone (posts.shown_comment_count; rules/comments.ts `shownCommentsOf`), kept
 * in the transaction that changes a comment's flags, as the vote counters are kept with the votes. Every such
 * transaction locks the post's row first, then the comment's: changes to one post's comments take turns (a reply being
 * written under a comment being hidden cannot both miss the other), and always in that order, so they cannot deadlock.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { forumComments, forumPosts } from "../../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../../shared/db.js";
import { shownCommentCountChange, type CommentFlags, type CommentShownState } from "../rules/comments.js";

/**
 * Locks the post's row until commit (FOR NO KEY UPDATE: comments and votes, whose foreign keys take a key-share lock,
 * go on; changes to its comments' flags take turns).
 */
export async function lockPostOfComments(tx: Tx, postId: string): Promise<void> {
  await tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, postId)).for("no key update");
}

/** Moves the post's shown-comments counter by `change` (no statement when it is 0). */
export async function moveShownCommentCount(tx: Tx, postId: string, change: number): Promise<void> {
  if (change === 0) return;
  await tx
    .update(forumPosts)
    .set({ shownCommentCount: sql`${forumPosts.shownCommentCount} + ${change}` })
    .where(eq(forumPosts.id, postId));
}

/** Public (live, neither hidden nor under review), of the comments table or an alias of it. */
const publicWhere = (c: { deletedAt: AnyPgColumn; isHidden: AnyPgColumn; underReview: AnyPgColumn }) =>
  and(isNull(c.deletedAt), eq(c.isHidden, false), eq(c.underReview, false));

/** The comment as the counter sees it (with its parent's state and its public replies), in one statement; null when unknown. */
async function shownStateOf(tx: Tx, commentId: string): Promise<CommentShownState | null> {
  const parent = alias(forumComments, "parent");
  const reply = alias(forumComments, "reply");
  const publicReplies = tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reply)
    .where(and(eq(reply.parentId, forumComments.id), publicWhere(reply)));
  const [row] = await tx
    .select({
      deletedAt: forumComments.deletedAt,
      isHidden: forumComments.isHidden,
      underReview: forumComments.underReview,
      parentId: forumComments.parentId,
      parentPublic: sql<boolean | null>`case when ${parent.id} is null then null else ${publicWhere(parent)} end`,
      publicReplies: sql<number>`(${publicReplies})`,
    })
    .from(forumComments)
    .leftJoin(parent, eq(parent.id, forumComments.parentId))
    .where(eq(forumComments.id, commentId));
  if (!row) return null;
  return {
    live: row.deletedAt === null,
    isHidden: row.isHidden,
    underReview: row.underReview,
    parentPublic: row.parentId === null ? null : row.parentPublic === true,
    publicReplies: Number(row.publicReplies),
  };
}

/** A comment row's flags as the counter sees them. */
export const flagsOf = (row: { deletedAt: Date | null; isHidden: boolean; underReview: boolean }): CommentFlags => ({
  live: row.deletedAt === null,
  isHidden: row.isHidden,
  underReview: row.underReview,
});

/**
 * Runs `change` on a comment of the post in `tx` (its flags: deleted, hidden, under review) and moves the post's
 * shown count by what it changed (rules/comments.ts `shownCommentCountChange`): the post locked, the comment's state
 * read, the change made, the counter moved. `change` returns its result and the comment's flags after it (null when it
 * changed nothing).
 */
export async function withShownCount<T>(
  tx: Tx,
  comment: { id: string; postId: string },
  change: () => Promise<{ result: T; after: CommentFlags | null }>,
): Promise<T> {
  await lockPostOfComments(tx, comment.postId);
  const before = await shownStateOf(tx, comment.id);
  const { result, after } = await change();
  if (before && after) await moveShownCommentCount(tx, comment.postId, shownCommentCountChange(before, after));
  return result;
}

/**
 * Sets the shown counters of these posts from their comment rows (for rows written in bulk, as the seeds write them);
 * in one statement. The same rule as `shownCommentsOf`: live, neither hidden nor under review, and a reply under such a
 * comment.
 */
export async function recountShownComments(tx: Tx, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const parent = alias(forumComments, "parent");
  const shown = tx
    .select({ n: sql<number>`count(*)::int` })
    .from(forumComments)
    .leftJoin(parent, eq(parent.id, forumComments.parentId))
    .where(
      and(
        eq(forumComments.postId, forumPosts.id),
        publicWhere(forumComments),
        sql`(${forumComments.parentId} is null or ${publicWhere(parent)})`,
      ),
    );
  await tx
    .update(forumPosts)
    .set({ shownCommentCount: sql`(${shown})` })
    .where(inArray(forumPosts.id, postIds));
}
