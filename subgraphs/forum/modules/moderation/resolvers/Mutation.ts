import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { deleteComment, deletePost } from "../services/deletion.js";
import { hideComment, hidePost, pinPost, unhideComment, unhidePost, unpinPost } from "../services/moderation.js";

export const Mutation: MutationResolvers = {
  deleteForumPost: (_, { id }, ctx) => deletePost(ctx, id),
  deleteForumComment: (_, { id }, ctx) => deleteComment(ctx, id),
  pinForumPost: (_, { id }, ctx) => pinPost(ctx, id),
  unpinForumPost: (_, { id }, ctx) => unpinPost(ctx, id),
  hideForumPost: (_, { id }, ctx) => hidePost(ctx, id),
  unhideForumPost: (_, { id }, ctx) => unhidePost(ctx, id),
  hideForumComment: (_, { id }, ctx) => hideComment(ctx, id),
  unhideForumComment: (_, { id }, ctx) => unhideComment(ctx, id),
};
