import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { removePostImage, uploadPostImage } from "../services/images.js";
import { createPost, updatePost } from "../services/posts.js";
import { bookmarkPost, followPost, unbookmarkPost, unfollowPost, votePost } from "../services/reactions.js";

export const Mutation: MutationResolvers = {
  createForumPost: (_, { input }, ctx) => createPost(ctx, input),
  updateForumPost: (_, { id, input }, ctx) => updatePost(ctx, id, input),
  voteForumPost: (_, { id, value }, ctx) => votePost(ctx, id, value),
  followForumPost: (_, { id }, ctx) => followPost(ctx, id),
  unfollowForumPost: (_, { id }, ctx) => unfollowPost(ctx, id),
  bookmarkForumPost: (_, { id }, ctx) => bookmarkPost(ctx, id),
  unbookmarkForumPost: (_, { id }, ctx) => unbookmarkPost(ctx, id),
  uploadForumPostImage: (_, { id, input }, ctx) => uploadPostImage(ctx, id, input),
  removeForumPostImage: (_, { id }, ctx) => removePostImage(ctx, id),
};
