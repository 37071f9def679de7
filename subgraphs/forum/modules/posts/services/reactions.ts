/**
 * What people do to posts and comments besides writing them: vote (one vote per person and post or comment, a
 * primary key; NONE deletes it), follow posts and bookmark posts and comments (a row per person and target; doing
 * it twice is fine, as is undoing what was not done). Posts and comments share one implementation: their vote
 * tables, and their follow and bookmark tables, have the same columns but for the one naming the target. Each
 * mutation returns the post or comment, whose counts and flags then read the new state. Deleted or unknown targets
 * are NOT_FOUND (the caller looks the target up first).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  forumCommentBookmarks,
  forumComments,
  forumCommentVotes,
  forumPostBookmarks,
  forumPostFollows,
  forumPosts,
  forumPostVotes,
} from "../../../../../drizzle/schema/forum.js";
import { forbidden } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { mayVote } from "../rules/posts.js";
import type { Viewer } from "../../../../shared/viewer.js";
import { voteCountChange, voteValueOf, type ForumVoteChoice, type VoteTally, type VoteValue } from "../rules/votes.js";
import type { Tx } from "../../../../shared/db.js";
import type { ForumContext } from "../../../context.js";
import type { PostRow } from "../mappers.js";
import { livePost } from "./posts.js";

/** The vote tables (one row per person and target) and their targets (with the counters), and the tallying loader. */
const VOTES = {
  post: { table: forumPostVotes, target: forumPostVotes.postId, key: "postId", of: forumPosts, loader: "voteTally" },
  comment: {
    table: forumCommentVotes,
    target: forumCommentVotes.commentId,
    key: "commentId",
    of: forumComments,
    loader: "commentVoteTally",
  },
} as const;

/**
 * Records the viewer's vote on a post or comment (`targetId`, its short id), replacing an earlier one; NONE takes it
 * back. In one transaction with the target's row locked, so votes on one target take turns and its counters move
 * exactly with the vote rows, however many people vote at once (the primary key keeps one row per person).
 */
export async function castVote(
  ctx: ForumContext,
  viewer: Viewer,
  on: keyof typeof VOTES,
  targetId: string,
  choice: ForumVoteChoice,
): Promise<void> {
  const { table, target, key, of, loader } = VOTES[on];
  // The tables differ only in the target column's name, so one statement shape serves both.
  const votes = table as typeof forumPostVotes;
  const targets = of as typeof forumPosts;
  const value = voteValueOf(choice);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: targets.id }).from(targets).where(eq(targets.id, targetId)).for("update");
    const [earlier] = await tx
      .select({ value: votes.value })
      .from(votes)
      .where(and(eq(target, targetId), eq(votes.userId, viewer.id)));
    const before = (earlier?.value ?? 0) as VoteValue;
    if (before === value) return;
    if (value === 0) {
      await tx.delete(votes).where(and(eq(target, targetId), eq(votes.userId, viewer.id)));
    } else {
      const row = { [key]: targetId, userId: viewer.id, value, votedAt: ctx.now } as typeof forumPostVotes.$inferInsert;
      await tx
        .insert(votes)
        .values(row)
        .onConflictDoUpdate({ target: [target as typeof forumPostVotes.postId, votes.userId], set: { value, votedAt: ctx.now } });
    }
    const change = voteCountChange(before, value);
    await tx
      .update(targets)
      .set({ upvoteCount: sql`${targets.upvoteCount} + ${change.up}`, downvoteCount: sql`${targets.downvoteCount} + ${change.down}` })
      .where(eq(targets.id, targetId));
  });
  ctx.loaders[loader].clear(targetId);
}

/**
 * Sets the vote counters of these posts or comments from their vote rows (for rows written in bulk, as the seeds
 * write them); in one statement.
 */
export async function recountVotes(tx: Tx, on: keyof typeof VOTES, targetIds: string[]): Promise<void> {
  if (targetIds.length === 0) return;
  const { table, target, of } = VOTES[on];
  const votes = table as typeof forumPostVotes;
  const targets = of as typeof forumPosts;
  const count = (value: number) => sql`(select count(*)::int from ${votes} where ${target} = ${targets.id} and ${votes.value} = ${value})`;
  await tx
    .update(targets)
    .set({ upvoteCount: count(1), downvoteCount: count(-1) })
    .where(inArray(targets.id, targetIds));
}

/** The per-person marks: a row per person and target, with the loader that reads the viewer's marks. */
const MARKS = {
  postFollow: { table: forumPostFollows, target: forumPostFollows.postId, key: "postId", loader: "viewerFollowsPost" },
  postBookmark: { table: forumPostBookmarks, target: forumPostBookmarks.postId, key: "postId", loader: "viewerBookmarked" },
  commentBookmark: {
    table: forumCommentBookmarks,
    target: forumCommentBookmarks.commentId,
    key: "commentId",
    loader: "viewerBookmarkedComment",
  },
} as const;

/** Sets (`on`) or clears the viewer's mark on a post or comment (`targetId`, its short id); either twice is fine. */
export async function setMark(ctx: ForumContext, viewer: Viewer, mark: keyof typeof MARKS, targetId: string, on: boolean): Promise<void> {
  const { table, target, key, loader } = MARKS[mark];
  // The tables differ only in the target column's name, so one statement shape serves all three.
  const marks = table as typeof forumPostFollows;
  if (on) {
    const row = { [key]: targetId, userId: viewer.id, createdAt: ctx.now } as typeof forumPostFollows.$inferInsert;
    await ctx.db.insert(marks).values(row).onConflictDoNothing();
  } else {
    await ctx.db.delete(marks).where(and(eq(target, targetId), eq(marks.userId, viewer.id)));
  }
  ctx.loaders[loader].clear(targetId).prime(targetId, on);
}

/** Records the viewer's vote on a post, replacing an earlier one; NONE takes it back. */
export async function votePost(ctx: ForumContext, idSlug: string, choice: ForumVoteChoice): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  if (choice !== "NONE" && !mayVote(viewer.id, post)) throw forbidden("You cannot vote on your own post.");
  await castVote(ctx, viewer, "post", post.id, choice);
  return post;
}

async function markPost(ctx: ForumContext, idSlug: string, mark: "postFollow" | "postBookmark", on: boolean): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  await setMark(ctx, viewer, mark, post.id, on);
  return post;
}

export const followPost = (ctx: ForumContext, idSlug: string) => markPost(ctx, idSlug, "postFollow", true);
export const unfollowPost = (ctx: ForumContext, idSlug: string) => markPost(ctx, idSlug, "postFollow", false);
export const bookmarkPost = (ctx: ForumContext, idSlug: string) => markPost(ctx, idSlug, "postBookmark", true);
export const unbookmarkPost = (ctx: ForumContext, idSlug: string) => markPost(ctx, idSlug, "postBookmark", false);

/** The post's vote counts and the viewer's vote, batched for every post of the request. */
export function voteTallyOf(ctx: ForumContext, post: PostRow): Promise<VoteTally> {
  return ctx.loaders.voteTally.load(post.id);
}

export async function viewerFollowsPost(ctx: ForumContext, post: PostRow): Promise<boolean> {
  return ctx.viewer ? ctx.loaders.viewerFollowsPost.load(post.id) : false;
}

export async function viewerBookmarked(ctx: ForumContext, post: PostRow): Promise<boolean> {
  return ctx.viewer ? ctx.loaders.viewerBookmarked.load(post.id) : false;
}
