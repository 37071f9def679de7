import type { ForumCommentResolvers } from "../../../__generated__/resolvers-types.js";
import { editableMarkdownOf, mayVote, totalVoteCount, viewerVoteFlags } from "../../posts/index.js";
import {
  commentAuthorOf,
  commentIdSlugOf,
  commentPageInPost,
  commentVoteTallyOf,
  findComment,
  parentCommentOf,
  postOfComment,
  repliesOf,
  replyCountOf,
  viewerBookmarkedComment,
  viewerMayEditComment,
} from "../services/comments.js";

/** The comment's own fields; its moderation and report flags come from the moderation and reports modules. */
export const ForumComment: ForumCommentResolvers = {
  __resolveReference: (ref, ctx) => findComment(ctx, ref.id),
  id: (comment) => commentIdSlugOf(comment),
  post: (comment, _, ctx) => postOfComment(ctx, comment),
  parentComment: (comment, _, ctx) => parentCommentOf(ctx, comment),
  author: (comment) => commentAuthorOf(comment),
  markdown: (comment) => editableMarkdownOf(comment),
  createdDate: (comment) => comment.createdAt.toISOString(),
  modifiedDate: (comment) => comment.modifiedDate.toISOString(),
  replyCount: (comment, _, ctx) => replyCountOf(ctx, comment),
  replies: (comment, args, ctx) => repliesOf(ctx, comment, args),
  pageInPost: (comment, args, ctx) => commentPageInPost(ctx, comment, args),
  upvoteCount: async (comment, _, ctx) => (await commentVoteTallyOf(ctx, comment)).up,
  downvoteCount: async (comment, _, ctx) => (await commentVoteTallyOf(ctx, comment)).down,
  totalVoteCount: async (comment, _, ctx) => totalVoteCount(await commentVoteTallyOf(ctx, comment)),
  voteValue: async (comment, _, ctx) => (await commentVoteTallyOf(ctx, comment)).mine,
  viewerUpvoted: async (comment, _, ctx) => viewerVoteFlags((await commentVoteTallyOf(ctx, comment)).mine).upvoted,
  viewerDownvoted: async (comment, _, ctx) => viewerVoteFlags((await commentVoteTallyOf(ctx, comment)).mine).downvoted,
  isBookmarked: (comment, _, ctx) => viewerBookmarkedComment(ctx, comment),
  viewerMayEdit: (comment, _, ctx) => viewerMayEditComment(ctx, comment),
  viewerMayVote: (comment, _, ctx) => !!ctx.viewer && mayVote(ctx.viewer.id, comment),
  isUnderReview: (comment) => comment.underReview,
};
