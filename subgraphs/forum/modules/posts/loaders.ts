/**
 * Per-request DataLoaders of the posts module. What depends on the viewer (their vote, follows, bookmarks) is loaded
 * with the viewer's id fixed at creation; for visitors those loaders answer without a statement.
 */
import DataLoader from "dataloader";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { forumCommentVotes, forumPostBookmarks, forumPostFollows, forumPosts, forumPostVotes } from "../../../../drizzle/schema/forum.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildPages, childPageRows } from "../../../shared/loaders.js";
import type { Viewer } from "../../../shared/viewer.js";
import { countsBy, viewerHas } from "../../dataloaders.js";
import { rolesOnlyScope } from "./services/scope.js";
import { generalForumWhere, visiblePostsWhere } from "./services/visibility.js";
import type { PostRow } from "./mappers.js";
import { NO_VOTES, type VoteTally, type VoteValue } from "./rules/votes.js";

/**
 * Each target's up and down votes and the viewer's own, counted from the vote rows (`votes`, one row per person and
 * `target`: a post or a comment) in one grouped statement for every target of the request: exact however many
 * people vote at once (no counter to keep in step).
 */
export function voteTallies(db: Db, viewerId: string | null, votes: typeof forumPostVotes | typeof forumCommentVotes, target: PgColumn) {
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

export function createPostLoaders(db: Db, viewer: Viewer | null) {
  const viewerId = viewer?.id ?? null;
  const rolesOnly = () => rolesOnlyScope(viewer);
  return {
    post: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(forumPosts)
          .where(inArray(forumPosts.id, [...ids])),
      (r) => r.id,
    ),
    /** Pages of posts for many authors at once, each author's posts ranked newest first. */
    postPageOfAuthor: loaderOfChildPages<string, PostRow>(
      (authorIds, window) =>
        childPageRows(
          db,
          forumPosts,
          {
            key: forumPosts.id,
            parentColumn: forumPosts.authorId,
            parents: authorIds,
            orderBy: sql`${forumPosts.createdAt} desc, ${forumPosts.id} desc`,
            // A person's posts as others see them: the general forum's, shown ones (their own and forum admins see all).
            where: and(isNull(forumPosts.deletedAt), generalForumWhere, visiblePostsWhere(rolesOnly())),
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
  };
}
export type PostLoaders = ReturnType<typeof createPostLoaders>;
