/**
 * Per-request DataLoaders of the forum subgraph. What depends on the viewer (their vote, follows, bookmarks) is
 * loaded with the viewer's id fixed at creation; for visitors those loaders answer without a statement.
 */
import DataLoader from "dataloader";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import {
  forumCategories,
  forumCommentBookmarks,
  forumComments,
  forumCommentVotes,
  forumPostBookmarks,
  forumPostFollows,
  forumPosts,
  forumPostTags,
  forumPostVotes,
  forumTagFollows,
  forumTags,
} from "../../drizzle/schema/forum.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildPages, loaderOfChildren, rankedChildRows } from "../shared/loaders.js";
import { NO_VOTES, type VoteTally, type VoteValue } from "./rules/votes.js";

type PostRow = typeof forumPosts.$inferSelect;
type TagRow = typeof forumTags.$inferSelect;
type CommentRow = typeof forumComments.$inferSelect;

/** Counts rows per key in one grouped statement; a key without rows counts 0. */
function countsBy<K>(fetch: (keys: K[]) => Promise<{ key: K; n: number }[]>) {
  return new DataLoader<K, number>(async (keys) => {
    const byKey = new Map((await fetch([...keys])).map((r) => [r.key, r.n]));
    return keys.map((k) => byKey.get(k) ?? 0);
  });
}

/** Whether the viewer has a row for each key, in one statement (false for every key for visitors). */
function viewerHas<K>(viewerId: string | null, fetch: (viewerId: string, keys: K[]) => Promise<{ key: K }[]>) {
  return new DataLoader<K, boolean>(async (keys) => {
    if (!viewerId) return keys.map(() => false);
    const found = new Set((await fetch(viewerId, [...keys])).map((r) => r.key));
    return keys.map((k) => found.has(k));
  });
}

/**
 * Each target's up and down votes and the viewer's own, counted from the vote rows (`votes`, one row per person and
 * `target`: a post or a comment) in one grouped statement for every target of the request: exact however many
 * people vote at once (no counter to keep in step).
 */
function voteTallies(db: Db, viewerId: string | null, votes: typeof forumPostVotes | typeof forumCommentVotes, target: PgColumn) {
  return new DataLoader<string, VoteTally>(async (ids) => {
    const mine = viewerId ? sql<number>`coalesce(max(${votes.value}) filter (where ${votes.userId} = ${viewerId}), 0)` : sql<number>`0`;
    const rows = await db
      .select({
        target: sql<string>`${target}`,
        up: sql<number>`count(*) filter (where ${votes.value} = 1)`.mapWith(Number),
        down: sql<number>`count(*) filter (where ${votes.value} = -1)`.mapWith(Number),
        mine: mine.mapWith(Number),
      })
      .from(votes)
      .where(inArray(target, [...ids]))
      .groupBy(target);
    const byTarget = new Map(rows.map((r) => [r.target, { up: r.up, down: r.down, mine: r.mine as VoteValue }]));
    return ids.map((id) => byTarget.get(id) ?? NO_VOTES);
  });
}

export function createForumLoaders(db: Db, viewerId: string | null) {
  return {
    post: loaderByKey((ids: readonly string[]) => db.select().from(forumPosts).where(inArray(forumPosts.id, [...ids])), (r) => r.id),
    tag: loaderByKey((ids: readonly string[]) => db.select().from(forumTags).where(inArray(forumTags.id, [...ids])), (r) => r.id),
    category: loaderByKey((ids: readonly string[]) => db.select().from(forumCategories).where(inArray(forumCategories.id, [...ids])), (r) => r.id),
    tagCountOfCategory: countsBy((ids: string[]) =>
      db.select({ key: forumTags.categoryId, n: count() }).from(forumTags).where(inArray(forumTags.categoryId, ids)).groupBy(forumTags.categoryId),
    ),
    /** Tags of many posts in one join, each post's tags by name. */
    tagsOfPost: loaderOfChildren(
      (postIds: readonly string[]) =>
        db
          .select({ postId: forumPostTags.postId, tag: forumTags })
          .from(forumPostTags)
          .innerJoin(forumTags, eq(forumTags.id, forumPostTags.tagId))
          .where(inArray(forumPostTags.postId, [...postIds]))
          .orderBy(asc(forumTags.name), asc(forumTags.id)),
      (r) => r.postId,
    ),
    /** Pages of posts for many authors at once, each author's posts ranked newest first. */
    postPageOfAuthor: loaderOfChildPages<string, PostRow>(
      (authorIds, window) =>
        rankedChildRows(
          db,
          forumPosts,
          {
            partitionBy: forumPosts.authorId,
            orderBy: sql`${forumPosts.createdAt} desc, ${forumPosts.id} desc`,
            where: and(inArray(forumPosts.authorId, authorIds), isNull(forumPosts.deletedAt)),
          },
          window,
        ),
      (r) => r.authorId,
    ),
    postCountOfAuthor: countsBy((ids: string[]) =>
      db
        .select({ key: forumPosts.authorId, n: count() })
        .from(forumPosts)
        .where(and(inArray(forumPosts.authorId, ids), isNull(forumPosts.deletedAt)))
        .groupBy(forumPosts.authorId),
    ),
    /** Each post's vote counts and the viewer's vote (see voteTallies). */
    voteTally: voteTallies(db, viewerId, forumPostVotes, forumPostVotes.postId),
    /** Whether the viewer follows each post. */
    viewerFollowsPost: viewerHas<string>(viewerId, (userId, postIds) =>
      db
        .select({ key: forumPostFollows.postId })
        .from(forumPostFollows)
        .where(and(eq(forumPostFollows.userId, userId), inArray(forumPostFollows.postId, postIds))),
    ),
    /** Whether the viewer bookmarked each post. */
    viewerBookmarked: viewerHas<string>(viewerId, (userId, postIds) =>
      db
        .select({ key: forumPostBookmarks.postId })
        .from(forumPostBookmarks)
        .where(and(eq(forumPostBookmarks.userId, userId), inArray(forumPostBookmarks.postId, postIds))),
    ),
    /** Whether the viewer follows each tag. */
    viewerFollowsTag: viewerHas<string>(viewerId, (userId, tagIds) =>
      db
        .select({ key: forumTagFollows.tagId })
        .from(forumTagFollows)
        .where(and(eq(forumTagFollows.userId, userId), inArray(forumTagFollows.tagId, tagIds))),
    ),
    /**
     * The first tags of many categories at once (the sidebar and tag browser): per category the tags the viewer
     * follows first, then the most followed, then by name; ranked with row_number() in one statement.
     */
    tagsOfCategory: loaderOfChildPages<string, TagRow>((categoryIds, window) => {
      const followed = viewerId
        ? sql`exists (select 1 from ${forumTagFollows} where ${forumTagFollows.tagId} = ${forumTags.id} and ${forumTagFollows.userId} = ${viewerId})`
        : sql`false`;
      return rankedChildRows(
        db,
        forumTags,
        {
          partitionBy: forumTags.categoryId,
          orderBy: sql`${followed} desc, ${forumTags.followersCount} desc, ${forumTags.name}, ${forumTags.id}`,
          where: inArray(forumTags.categoryId, categoryIds),
        },
        window,
      );
    }, (r) => r.categoryId),
    // ── Comments and replies (services/comments.ts) ──
    /** Comments and replies by short id, deleted ones too (the services decide what a deleted comment means). */
    comment: loaderByKey((ids: readonly string[]) => db.select().from(forumComments).where(inArray(forumComments.id, [...ids])), (r) => r.id),
    /** Pages of the live top-level comments of many posts at once, each post's oldest first. */
    commentPageOfPost: loaderOfChildPages<string, CommentRow>(
      (postIds, window) =>
        rankedChildRows(
          db,
          forumComments,
          {
            partitionBy: forumComments.postId,
            orderBy: sql`${forumComments.createdAt}, ${forumComments.id}`,
            where: and(inArray(forumComments.postId, postIds), isNull(forumComments.parentId), isNull(forumComments.deletedAt)),
          },
          window,
        ),
      (r) => r.postId,
    ),
    /** How many live top-level comments each post has (the total of `ForumPost.comments`). */
    topLevelCommentCountOfPost: countsBy((postIds: string[]) =>
      db
        .select({ key: forumComments.postId, n: count() })
        .from(forumComments)
        .where(and(inArray(forumComments.postId, postIds), isNull(forumComments.parentId), isNull(forumComments.deletedAt)))
        .groupBy(forumComments.postId),
    ),
    /** How many live comments each post has, replies included (`ForumPost.commentCount`). */
    commentCountOfPost: countsBy((postIds: string[]) =>
      db
        .select({ key: forumComments.postId, n: count() })
        .from(forumComments)
        .where(and(inArray(forumComments.postId, postIds), isNull(forumComments.deletedAt)))
        .groupBy(forumComments.postId),
    ),
    /** Pages of the live replies of many comments at once, each comment's oldest first. */
    replyPageOfComment: loaderOfChildPages<string, CommentRow>(
      (commentIds, window) =>
        rankedChildRows(
          db,
          forumComments,
          {
            partitionBy: forumComments.parentId,
            orderBy: sql`${forumComments.createdAt}, ${forumComments.id}`,
            where: and(inArray(forumComments.parentId, commentIds), isNull(forumComments.deletedAt)),
          },
          window,
        ),
      (r) => r.parentId!,
    ),
    /** How many live replies each comment has. */
    replyCountOfComment: countsBy((commentIds: string[]) =>
      db
        .select({ key: sql<string>`${forumComments.parentId}`, n: count() })
        .from(forumComments)
        .where(and(inArray(forumComments.parentId, commentIds), isNull(forumComments.deletedAt)))
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
    commentPositionInPost: countsBy((commentIds: string[]) => {
      const before = alias(forumComments, "before");
      return db
        .select({ key: forumComments.id, n: count(before.id) })
        .from(forumComments)
        .innerJoin(
          before,
          and(
            eq(before.postId, forumComments.postId),
            isNull(before.parentId),
            isNull(before.deletedAt),
            sql`(${before.createdAt}, ${before.id}) <= (${forumComments.createdAt}, ${forumComments.id})`,
          ),
        )
        .where(inArray(forumComments.id, commentIds))
        .groupBy(forumComments.id);
    }),
    /** Each comment's vote counts and the viewer's vote (see voteTallies). */
    commentVoteTally: voteTallies(db, viewerId, forumCommentVotes, forumCommentVotes.commentId),
    /** Whether the viewer bookmarked each comment. */
    viewerBookmarkedComment: viewerHas<string>(viewerId, (userId, commentIds) =>
      db
        .select({ key: forumCommentBookmarks.commentId })
        .from(forumCommentBookmarks)
        .where(and(eq(forumCommentBookmarks.userId, userId), inArray(forumCommentBookmarks.commentId, commentIds))),
    ),
  };
}
export type ForumLoaders = ReturnType<typeof createForumLoaders>;
