import type { ForumPostResolvers } from "../__generated__/resolvers-types.js";
import { totalVoteCount, viewerVoteFlags } from "../rules/votes.js";
import { answerCountOf, answerOf, commentCountOf, commentsOfPost } from "../services/comments.js";
import { postImageUrl } from "../services/images.js";
import { authorOf, categoriesOf, findPost, idSlugOf, tagsOf, viewerMayEditPost, viewerMayModeratePost } from "../services/posts.js";
import { classForumOfPost } from "../services/classes.js";
import { postViewerIsModerator } from "../services/moderation.js";
import { postViewerMayReport } from "../services/reports.js";
import { viewerBookmarked, viewerFollowsPost, voteTallyOf } from "../services/reactions.js";

export const ForumPost: ForumPostResolvers = {
  __resolveReference: (ref, ctx) => findPost(ctx, ref.id),
  id: (post) => idSlugOf(post),
  author: (post) => authorOf(post),
  tags: (post, _, ctx) => tagsOf(ctx, post),
  categories: (post, _, ctx) => categoriesOf(ctx, post),
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
  commentCount: (post, _, ctx) => commentCountOf(ctx, post),
  answerCount: (post, _, ctx) => answerCountOf(ctx, post),
  answer: (post, _, ctx) => answerOf(ctx, post),
  comments: (post, args, ctx) => commentsOfPost(ctx, post, args),
  viewerMayEdit: (post, _, ctx) => viewerMayEditPost(ctx, post),
  viewerMayModerate: (post, _, ctx) => viewerMayModeratePost(ctx, post),
  isUnderReview: (post) => post.underReview,
  classForum: (post, _, ctx) => classForumOfPost(ctx, post),
  viewerIsModerator: (post, _, ctx) => postViewerIsModerator(ctx, post),
  viewerMayReport: (post, _, ctx) => postViewerMayReport(ctx, post),
};
