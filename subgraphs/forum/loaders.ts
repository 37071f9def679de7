/**
 * Per-request DataLoaders of the forum subgraph. What depends on the viewer (their vote, follows, bookmarks) is
 * loaded with the viewer's id fixed at creation; for visitors those loaders answer without a statement.
 */
import DataLoader from "dataloader";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  forumCategories,
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
    /**
     * Each post's up and down votes and the viewer's own, counted from the vote rows in one grouped statement for
     * every post of the request: exact however many people vote at once (no counter to keep in step).
     */
    voteTally: new DataLoader<string, VoteTally>(async (postIds) => {
      const mine = viewerId ? sql<number>`coalesce(max(${forumPostVotes.value}) filter (where ${forumPostVotes.userId} = ${viewerId}), 0)` : sql<number>`0`;
      const rows = await db
        .select({
          postId: forumPostVotes.postId,
          up: sql<number>`count(*) filter (where ${forumPostVotes.value} = 1)`.mapWith(Number),
          down: sql<number>`count(*) filter (where ${forumPostVotes.value} = -1)`.mapWith(Number),
          mine: mine.mapWith(Number),
        })
        .from(forumPostVotes)
        .where(inArray(forumPostVotes.postId, [...postIds]))
        .groupBy(forumPostVotes.postId);
      const byPost = new Map(rows.map((r) => [r.postId, { up: r.up, down: r.down, mine: r.mine as VoteValue }]));
      return postIds.map((id) => byPost.get(id) ?? NO_VOTES);
    }),
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
  };
}
export type ForumLoaders = ReturnType<typeof createForumLoaders>;
