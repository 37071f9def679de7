/**
 * Per-request DataLoaders of the posts module. What depends on the viewer (their vote, follows, bookmarks) is loaded
 * with the viewer's id fixed at creation; for visitors those loaders answer without a statement.
 */
import DataLoader from "dataloader";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  forumComments,
  forumCommentVotes,
  forumPostBookmarks,
  forumPostFollows,
  forumPosts,
  forumPostVotes,
} from "../../../../drizzle/schema/forum.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildPages, childPageRows } from "../../../shared/loaders.js";
import type { Viewer } from "../../../shared/viewer.js";
import { countsBy, viewerHas } from "../../dataloaders.js";
import { rolesOnlyScope } from "./services/scope.js";
import { generalForumWhere, visiblePostsWhere } from "./services/visibility.js";
import type { PostRow } from "./mappers.js";
import { NO_VOTES, type VoteTally, type VoteValue } from "./rules/votes.js";

/**
 * Each target's up and down votes (its counters, kept with the vote rows: services/reactions.ts castVote) and the
 * viewer's own vote, in one statement for every target of the request: the target's row and, for a logged-in
 * viewer, their vote row by primary key. It reads the same however many people voted.
 */
export function voteTallies(db: Db, viewerId: string | null, on: "post" | "comment") {
  // The tables differ only in the target column's name, so one statement shape serves both.
  const targets = (on === "post" ? forumPosts : forumComments) as typeof forumPosts;
  const votes = (on === "post" ? forumPostVotes : forumCommentVotes) as typeof forumPostVotes;
  const target = on === "post" ? forumPostVotes.postId : (forumCommentVotes.commentId as unknown as typeof forumPostVotes.postId);
  return new DataLoader<string, VoteTally>(async (ids) => {
    const counted = { id: targets.id, up: targets.upvoteCount, down: targets.downvoteCount };
    const rows = viewerId
      ? await db
          .select({ ...counted, mine: votes.value })
          .from(targets)
          .leftJoin(votes, and(eq(target, targets.id), eq(votes.userId, viewerId)))
          .where(inArray(targets.id, [...ids]))
      : (
          await db
            .select(counted)
            .from(targets)
            .where(inArray(targets.id, [...ids]))
        ).map((r) => ({ ...r, mine: 0 }));
    const byTarget = new Map(rows.map((r) => [r.id, { up: r.up, down: r.down, mine: (r.mine ?? 0) as VoteValue }]));
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
    voteTally: voteTallies(db, viewerId, "post"),
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
