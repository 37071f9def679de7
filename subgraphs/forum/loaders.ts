/**
 * Per-request DataLoaders of the forum subgraph. What depends on the viewer (their vote, follows, bookmarks) is
 * loaded with the viewer's id fixed at creation; for visitors those loaders answer without a statement.
 */
import DataLoader from "dataloader";
import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
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
  forumReports,
  forumTagFollows,
  forumTags,
} from "../../drizzle/schema/forum.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildPages, loaderOfChildren, rankedChildRows } from "../shared/loaders.js";
import type { Viewer } from "../shared/viewer.js";
import { rolesScopeOf, type ForumScope } from "./rules/access.js";
import { NO_VOTES, type VoteTally, type VoteValue } from "./rules/votes.js";
import { generalForumWhere, visibleCommentsWhere, visiblePostsWhere, type CommentColumns } from "./services/access.js";

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

/**
 * `scope` is the viewer's access scope (context.ts): comment lists and counts hold only the comments the viewer may
 * see (services/access.ts), so pages stay full and counts match what is shown. Courses is asked for the viewer's
 * classes only when a class forum's post is involved; the general forum needs only the viewer's roles.
 */
export function createForumLoaders(db: Db, viewer: Viewer | null, scope: () => Promise<ForumScope>) {
  const viewerId = viewer?.id ?? null;
  const post = loaderByKey(
    (ids: readonly string[]) =>
      db
        .select()
        .from(forumPosts)
        .where(inArray(forumPosts.id, [...ids])),
    (r) => r.id,
  );
  const comment = loaderByKey(
    (ids: readonly string[]) =>
      db
        .select()
        .from(forumComments)
        .where(inArray(forumComments.id, [...ids])),
    (r) => r.id,
  );
  // A visitor reaches no list (the services require a viewer); the nil UUID keeps the condition valid regardless.
  const rolesOnly = (): ForumScope => rolesScopeOf(viewer ?? { id: "00000000-0000-0000-0000-000000000000", roles: [] });
  /** The comments the viewer may see under these posts (`comments`: the table or an alias of it). */
  const visibleUnder = async (postIds: readonly string[], comments: CommentColumns = forumComments) => {
    const posts = await post.loadMany([...postIds]);
    const inClass = posts.some((p) => p && !(p instanceof Error) && p.classSlug !== null);
    return visibleCommentsWhere(inClass ? await scope() : rolesOnly(), comments);
  };
  /**
   * The live top-level comments the viewer sees under these posts, as a subquery of ids (wrapped: awaiting a query
   * builder would run it).
   */
  const visibleParents = async (postIds: readonly string[]) => {
    const parent = alias(forumComments, "parent");
    const seen = await visibleUnder(postIds, parent);
    return {
      ids: db
        .select({ id: parent.id })
        .from(parent)
        .where(and(inArray(parent.postId, [...postIds]), isNull(parent.parentId), isNull(parent.deletedAt), seen)),
    };
  };
  /** The same for comments known by id (replies under them, positions among them). */
  const visibleAround = async (commentIds: readonly string[], comments: CommentColumns = forumComments) => {
    const rows = await comment.loadMany([...commentIds]);
    return visibleUnder([...new Set(rows.flatMap((c) => (c && !(c instanceof Error) ? [c.postId] : [])))], comments);
  };
  return {
    post,
    tag: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumTags)
          .where(inArray(forumTags.id, [...ids])),
      (r) => r.id,
    ),
    category: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumCategories)
          .where(inArray(forumCategories.id, [...ids])),
      (r) => r.id,
    ),
    tagCountOfCategory: countsBy((ids: string[]) =>
      db
        .select({ key: forumTags.categoryId, n: count() })
        .from(forumTags)
        .where(inArray(forumTags.categoryId, ids))
        .groupBy(forumTags.categoryId),
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
            // A person's posts as others see them: the general forum's, shown ones (their own and forum admins see all).
            where: and(
              inArray(forumPosts.authorId, authorIds),
              isNull(forumPosts.deletedAt),
              generalForumWhere,
              visiblePostsWhere(rolesOnly()),
            ),
          },
          window,
        ),
      (r) => r.authorId,
    ),
    postCountOfAuthor: countsBy((ids: string[]) =>
      db
        .select({ key: forumPosts.authorId, n: count() })
        .from(forumPosts)
        .where(and(inArray(forumPosts.authorId, ids), isNull(forumPosts.deletedAt), generalForumWhere, visiblePostsWhere(rolesOnly())))
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
    tagsOfCategory: loaderOfChildPages<string, TagRow>(
      (categoryIds, window) => {
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
      },
      (r) => r.categoryId,
    ),
    // ── Comments and replies (services/comments.ts) ──
    /** Comments and replies by short id, deleted ones too (the services decide what a deleted comment means). */
    comment,
    /** Pages of the live top-level comments of many posts at once, each post's oldest first. */
    commentPageOfPost: loaderOfChildPages<string, CommentRow>(
      async (postIds, window) =>
        rankedChildRows(
          db,
          forumComments,
          {
            partitionBy: forumComments.postId,
            orderBy: sql`${forumComments.createdAt}, ${forumComments.id}`,
            where: and(
              inArray(forumComments.postId, postIds),
              isNull(forumComments.parentId),
              isNull(forumComments.deletedAt),
              await visibleUnder(postIds),
            ),
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
    /** How many live comments each post has, replies included (`ForumPost.commentCount`). */
    commentCountOfPost: countsBy(async (postIds: string[]) =>
      db
        .select({ key: forumComments.postId, n: count() })
        .from(forumComments)
        .where(
          and(
            inArray(forumComments.postId, postIds),
            isNull(forumComments.deletedAt),
            await visibleUnder(postIds),
            // A reply counts only under a comment the viewer sees (a hidden comment's replies are not listed).
            or(isNull(forumComments.parentId), inArray(forumComments.parentId, (await visibleParents(postIds)).ids)),
          ),
        )
        .groupBy(forumComments.postId),
    ),
    /** Pages of the live replies of many comments at once, each comment's oldest first. */
    replyPageOfComment: loaderOfChildPages<string, CommentRow>(
      async (commentIds, window) =>
        rankedChildRows(
          db,
          forumComments,
          {
            partitionBy: forumComments.parentId,
            orderBy: sql`${forumComments.createdAt}, ${forumComments.id}`,
            where: and(inArray(forumComments.parentId, commentIds), isNull(forumComments.deletedAt), await visibleAround(commentIds)),
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
    commentVoteTally: voteTallies(db, viewerId, forumCommentVotes, forumCommentVotes.commentId),
    /** Whether the viewer bookmarked each comment. */
    viewerBookmarkedComment: viewerHas<string>(viewerId, (userId, commentIds) =>
      db
        .select({ key: forumCommentBookmarks.commentId })
        .from(forumCommentBookmarks)
        .where(and(eq(forumCommentBookmarks.userId, userId), inArray(forumCommentBookmarks.commentId, commentIds))),
    ),
    // ── Reports (services/reports.ts) ──
    /** Reports by id (the services decide who may see one). */
    report: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumReports)
          .where(inArray(forumReports.id, [...ids])),
      (r) => r.id,
    ),
    /** Whether the viewer has a pending report on each post (the post itself, not its comments): `viewerMayReport`. */
    viewerReportedPost: viewerHas<string>(viewerId, (userId, postIds) =>
      db
        .select({ key: forumReports.postId })
        .from(forumReports)
        .where(
          and(
            eq(forumReports.reporterId, userId),
            eq(forumReports.status, "PENDING"),
            isNull(forumReports.commentId),
            inArray(forumReports.postId, postIds),
          ),
        ),
    ),
    /** Whether the viewer has a pending report on each comment. */
    viewerReportedComment: viewerHas<string>(viewerId, (userId, commentIds) =>
      db
        .select({ key: sql<string>`${forumReports.commentId}` })
        .from(forumReports)
        .where(and(eq(forumReports.reporterId, userId), eq(forumReports.status, "PENDING"), inArray(forumReports.commentId, commentIds))),
    ),
  };
}
export type ForumLoaders = ReturnType<typeof createForumLoaders>;
