import type { ForumPostResolvers } from "../../../__generated__/resolvers-types.js";
import { editableMarkdownOf } from "../rules/markdown.js";
import { mayVote } from "../rules/posts.js";
import { totalVoteCount, viewerVoteFlags } from "../rules/votes.js";
import { postImageUrl } from "../services/images.js";
import { authorOf, findPost, idSlugOf, viewerMayEditPost, viewerMayModeratePost } from "../services/posts.js";
import { viewerBookmarked, viewerFollowsPost, voteTallyOf } from "../services/reactions.js";

/** The post's own fields; its tags, comments, class forum and moderation flags come from those modules. */
export const ForumPost: ForumPostResolvers = {
  __resolveReference: (ref, ctx) => findPost(ctx, ref.id),
  id: (post) => idSlugOf(post),
  author: (post) => authorOf(post),
  markdown: (post) => editableMarkdownOf(post),
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
  imageUrl: (post, _, ctx) => postImageUrl(ctx, post),
  viewerMayEdit: (post, _, ctx) => viewerMayEditPost(ctx, post),
  viewerMayVote: (post, _, ctx) => !!ctx.viewer && mayVote(ctx.viewer.id, post),
  viewerMayModerate: (post, _, ctx) => viewerMayModeratePost(ctx, post),
  isUnderReview: (post) => post.underReview,
};
