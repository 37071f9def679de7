import type { ForumPostResolvers } from "../__generated__/resolvers-types.js";
import { totalVoteCount, viewerVoteFlags } from "../rules/votes.js";
import { authorOf, findPost, idSlugOf, tagsOf } from "../services/posts.js";
import { viewerBookmarked, viewerFollowsPost, voteTallyOf } from "../services/reactions.js";

export const ForumPost: ForumPostResolvers = {
  __resolveReference: (ref, ctx) => findPost(ctx, ref.id),
  id: (post) => idSlugOf(post),
  author: (post) => authorOf(post),
  tags: (post, _, ctx) => tagsOf(ctx, post),
  createdDate: (post) => post.createdAt.toISOString(),
  modifiedDate: (post) => post.modifiedDate.toISOString(),
  upvoteCount: async (post, _, ctx) => (await voteTallyOf(ctx, post)).up,
  downvoteCount: async (post, _, ctx) => (await voteTallyOf(ctx, post)).down,
  totalVoteCount: async (post, _, ctx) => totalVoteCount(await voteTallyOf(ctx, post)),
  voteValue: async (post, _, ctx) => (await voteTallyOf(ctx, post)).mine,
  viewerUpvoted: async (post, _, ctx) => viewerVoteFlags((await voteTallyOf(ctx, post)).mine).upvoted,
  viewerDownvoted: async (post, _, ctx) => viewerVoteFlags((await voteTallyOf(ctx, post)).mine).downvoted,
  viewerFollows: (post, _, ctx) => viewerFollowsPost(ctx, post),
  isBookmarked: (post, _, ctx) => viewerBookmarked(ctx, post),
};
