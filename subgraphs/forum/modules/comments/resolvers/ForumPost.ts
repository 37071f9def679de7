import type { ForumPostResolvers } from "../../../__generated__/resolvers-types.js";
import { answerCountOf, answerOf, commentCountOf, commentsOfPost } from "../services/comments.js";

/** The comments module's fields of a post (the posts module owns the type). */
export const ForumPost: ForumPostResolvers = {
  commentCount: (post, _, ctx) => commentCountOf(ctx, post),
  answerCount: (post, _, ctx) => answerCountOf(ctx, post),
  answer: (post, _, ctx) => answerOf(ctx, post),
  comments: (post, args, ctx) => commentsOfPost(ctx, post, args),
};
