/**
 * Per-request DataLoaders of the comments module: comments by id, the pages and counts a post page shows, the post's
 * answer, a comment's position in its post's list, votes and the viewer's bookmarks (for visitors without a
 * statement).
 */
import { and, count, eq, inArray, isNull, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { forumCommentBookmarks, forumComments, forumPosts } from "../../../../drizzle/schema/forum.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildPages, childPageRows } from "../../../shared/loaders.js";
import type { Viewer } from "../../../shared/viewer.js";
import { voteTallies, type PostLoaders, rolesOnlyScope, visibleCommentsWhere, type CommentColumns } from "../posts/index.js";
import { countsBy, viewerHas } from "../../dataloaders.js";
import type { ForumScope } from "../shared/index.js";
import type { CommentRow } from "./mappers.js";

/**
 * `scope` is the viewer's access scope (context.ts) and `post` the posts module's loader of this request: comment
 * lists and counts hold only the comments the viewer may see (the posts module's visibleCommentsWhere), so pages
 * stay full and counts match what is shown. Courses is asked for the viewer's classes only when a class forum's post
 * is involved; the general forum needs only the viewer's roles.
 */
export function createCommentLoaders(db: Db, viewer: Viewer | null, scope: () => Promise<ForumScope>, post: PostLoaders["post"]) {
  const viewerId = viewer?.id ?? null;
  const comment = loaderByKey(
    (ids: readonly string[]) =>
      db
        .select()
        .from(forumComments)
        .where(inArray(forumComments.id, [...ids])),
    (r) => r.id,
  );
  const rolesOnly = () => rolesOnlyScope(viewer);
  /** The comments the viewer may see under these posts (`comments`: the table or an alias of it). */
  const visibleUnder = async (postIds: readonly string[], comments: CommentColumns = forumComments) => {
    const posts = await post.loadMany([...postIds]);
    const inClass = posts.some((p) => p && !(p instanceof Error) && p.classSlug !== null);
    return visibleCommentsWhere(inClass ? await scope() : rolesOnly(), comments);
  };
  /** The same for comments known by id (replies under them, positions among them). */
  const visibleAround = async (commentIds: readonly string[], comments: CommentColumns = forumComments) => {
    const rows = await comment.loadMany([...commentIds]);
    return visibleUnder([...new Set(rows.flatMap((c) => (c && !(c instanceof Error) ? [c.postId] : [])))], comments);
  };
  return {
    /** Comments and replies by short id, deleted ones too (the services decide what a deleted comment means). */
    comment,
    /** Pages of the live top-level comments of many posts at once, each post's oldest first. */
    commentPageOfPost: loaderOfChildPages<string, CommentRow>(
      async (postIds, window) =>
        childPageRows(
          db,
          forumComments,
          {
            key: forumComments.id,
            parentColumn: forumComments.postId,
            parents: postIds,
            orderBy: sql`${forumComments.createdAt}, ${forumComments.id}`,
            where: and(isNull(forumComments.parentId), isNull(forumComments.deletedAt), await visibleUnder(postIds)),
          },
          window,
        ),
      (r) => r.postId,
    ),
    /** How many live top-level comments each post has (the total of `ForumPost.comments`). */
    topLevelCommentCountOfPost: countsBy(async (postIds: string[]) =>
      db
        .select({ key: forumComments.postId, n: count() })
        .from(forumComments)
        .where(
          and(
            inArray(forumComments.postId, postIds),
            isNull(forumComments.parentId),
            isNull(forumComments.deletedAt),
            await visibleUnder(postIds),
          ),
        )
        .groupBy(forumComments.postId),
    ),
    /**
     * How many live comments each post has that the viewer sees, replies included (`ForumPost.commentCount`): the
     * post's counter of those everyone sees (posts.shown_comment_count) plus what only the viewer sees, read from the
     * post's few comments that are hidden or under review (comments_post_unshown_idx): those the viewer may see (their
     * own; all for its moderators) when top-level or under a public comment, and a top-level one's replies the viewer
     * sees. A reply under a comment the viewer does not see is not listed, so it does not count. One statement, the
     * same whatever the post's size.
     */
    commentCountOfPost: countsBy(async (postIds: string[]) => {
      const unshown = alias(forumComments, "unshown");
      const parent = alias(forumComments, "parent");
      const reply = alias(forumComments, "reply");
      const [seenUnshown, seenReply] = [await visibleUnder(postIds, unshown), await visibleUnder(postIds, reply)];
      const unshownOfPost = and(
        eq(unshown.postId, forumPosts.id),
        isNull(unshown.deletedAt),
        sql`(${unshown.isHidden} or ${unshown.underReview})`,
        seenUnshown,
      );
      const ownUnshown = db
        .select({ n: sql<number>`count(*)::int` })
        .from(unshown)
        .leftJoin(parent, eq(parent.id, unshown.parentId))
        .where(and(unshownOfPost, or(isNull(unshown.parentId), and(not(parent.isHidden), not(parent.underReview)))));
      const repliesUnderUnshown = db
        .select({ n: sql<number>`count(*)::int` })
        .from(unshown)
        .innerJoin(reply, and(eq(reply.parentId, unshown.id), isNull(reply.deletedAt), seenReply))
        .where(and(unshownOfPost, isNull(unshown.parentId)));
      return db
        .select({ key: forumPosts.id, n: sql<number>`${forumPosts.shownCommentCount} + (${ownUnshown}) + (${repliesUnderUnshown})` })
        .from(forumPosts)
        .where(inArray(forumPosts.id, postIds));
    }),
    /** Pages of the live replies of many comments at once, each comment's oldest first. */
    replyPageOfComment: loaderOfChildPages<string, CommentRow>(
      async (commentIds, window) =>
        childPageRows(
          db,
          forumComments,
          {
            key: forumComments.id,
            parentColumn: forumComments.parentId,
            parents: commentIds,
            orderBy: sql`${forumComments.createdAt}, ${forumComments.id}`,
            where: and(isNull(forumComments.deletedAt), await visibleAround(commentIds)),
          },
          window,
        ),
      (r) => r.parentId!,
    ),
    /** How many live replies each comment has. */
    replyCountOfComment: countsBy(async (commentIds: string[]) =>
      db
        .select({ key: sql<string>`${forumComments.parentId}`, n: count() })
        .from(forumComments)
        .where(and(inArray(forumComments.parentId, commentIds), isNull(forumComments.deletedAt), await visibleAround(commentIds)))
        .groupBy(forumComments.parentId),
    ),
    /** Each post's live answer, if any (at most one: comments_one_answer_per_post_idx). */
    answerOfPost: loaderByKey(
      (postIds: readonly string[]) =>
        db
          .select()
          .from(forumComments)
          .where(and(inArray(forumComments.postId, [...postIds]), eq(forumComments.isAnswer, true), isNull(forumComments.deletedAt))),
      (r) => r.postId,
    ),
    /**
     * Where each top-level comment stands in its post's list (1-based, oldest first; `ForumComment.pageInPost`): the
     * live top-level comments of the same post up to it in (created_at, id) order, counted in one statement.
     */
    commentPositionInPost: countsBy(async (commentIds: string[]) => {
      const before = alias(forumComments, "before");
      const seen = await visibleAround(commentIds, before);
      return db
        .select({ key: forumComments.id, n: count(before.id) })
        .from(forumComments)
        .innerJoin(
          before,
          and(
            eq(before.postId, forumComments.postId),
            isNull(before.parentId),
            isNull(before.deletedAt),
            seen,
            sql`(${before.createdAt}, ${before.id}) <= (${forumComments.createdAt}, ${forumComments.id})`,
          ),
        )
        .where(inArray(forumComments.id, commentIds))
        .groupBy(forumComments.id);
    }),
    /** Each comment's vote counts and the viewer's vote (see voteTallies). */
    commentVoteTally: voteTallies(db, viewerId, "comment"),
    /** Whether the viewer bookmarked each comment. */
    viewerBookmarkedComment: viewerHas<string>(viewerId, (userId, commentIds) =>
      db
        .select({ key: forumCommentBookmarks.commentId })
        .from(forumCommentBookmarks)
        .where(and(eq(forumCommentBookmarks.userId, userId), inArray(forumCommentBookmarks.commentId, commentIds))),
    ),
  };
}
export type CommentLoaders = ReturnType<typeof createCommentLoaders>;
