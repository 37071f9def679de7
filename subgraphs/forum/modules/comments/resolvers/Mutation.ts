import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import {
  bookmarkComment,
  createComment,
  markAnswer,
  resolvePost,
  unbookmarkComment,
  unmarkAnswer,
  unresolvePost,
  updateComment,
  voteComment,
} from "../services/comments.js";

export const Mutation: MutationResolvers = {
  createForumComment: (_, args, ctx) => createComment(ctx, args),
  updateForumComment: (_, { id, description }, ctx) => updateComment(ctx, id, description),
  voteForumComment: (_, { id, value }, ctx) => voteComment(ctx, id, value),
  bookmarkForumComment: (_, { id }, ctx) => bookmarkComment(ctx, id),
  unbookmarkForumComment: (_, { id }, ctx) => unbookmarkComment(ctx, id),
  markForumCommentAnswer: (_, { id }, ctx) => markAnswer(ctx, id),
  unmarkForumCommentAnswer: (_, { id }, ctx) => unmarkAnswer(ctx, id),
  resolveForumPost: (_, { id }, ctx) => resolvePost(ctx, id),
  unresolveForumPost: (_, { id }, ctx) => unresolvePost(ctx, id),
};
