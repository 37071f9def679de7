/**
 * What people do to posts besides writing them: vote (one vote per person and post, a primary key; NONE deletes
 * it), follow and bookmark (a row per person and post; doing it twice is fine). Each returns the post, whose
 * counts and flags then read the new state. Deleted or unknown posts are NOT_FOUND.
 */
import { and, eq } from "drizzle-orm";
import { forumPostBookmarks, forumPostFollows, forumPostVotes } from "../../../drizzle/schema/forum.js";
import { requireViewer } from "../../shared/guards.js";
import { voteValueOf, type ForumVoteChoice, type VoteTally } from "../rules/votes.js";
import type { ForumContext } from "../context.js";
import { livePost, type PostRow } from "./posts.js";

/** Records the viewer's vote on a post, replacing an earlier one; NONE takes it back. */
export async function votePost(ctx: ForumContext, idSlug: string, choice: ForumVoteChoice): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  const value = voteValueOf(choice);
  if (value === 0) {
    await ctx.db.delete(forumPostVotes).where(and(eq(forumPostVotes.postId, post.id), eq(forumPostVotes.userId, viewer.id)));
  } else {
    await ctx.db
      .insert(forumPostVotes)
      .values({ postId: post.id, userId: viewer.id, value, votedAt: ctx.now })
      .onConflictDoUpdate({ target: [forumPostVotes.postId, forumPostVotes.userId], set: { value, votedAt: ctx.now } });
  }
  ctx.loaders.voteTally.clear(post.id);
  return post;
}

/** The two per-person marks on a post; both tables have the same columns (post, person, when). */
const MARKS = {
  follow: { table: forumPostFollows, loader: "viewerFollowsPost" },
  bookmark: { table: forumPostBookmarks, loader: "viewerBookmarked" },
} as const;

async function setMark(ctx: ForumContext, idSlug: string, mark: keyof typeof MARKS, on: boolean): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  // The tables' columns are alike, so one statement shape serves both.
  const table = MARKS[mark].table as typeof forumPostFollows;
  if (on) await ctx.db.insert(table).values({ postId: post.id, userId: viewer.id, createdAt: ctx.now }).onConflictDoNothing();
  else await ctx.db.delete(table).where(and(eq(table.postId, post.id), eq(table.userId, viewer.id)));
  ctx.loaders[MARKS[mark].loader].clear(post.id).prime(post.id, on);
  return post;
}

export const followPost = (ctx: ForumContext, idSlug: string) => setMark(ctx, idSlug, "follow", true);
export const unfollowPost = (ctx: ForumContext, idSlug: string) => setMark(ctx, idSlug, "follow", false);
export const bookmarkPost = (ctx: ForumContext, idSlug: string) => setMark(ctx, idSlug, "bookmark", true);
export const unbookmarkPost = (ctx: ForumContext, idSlug: string) => setMark(ctx, idSlug, "bookmark", false);

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
