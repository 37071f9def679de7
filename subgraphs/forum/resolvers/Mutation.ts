import type { MutationResolvers } from "../__generated__/resolvers-types.js";
import { createPost, deletePost, updatePost } from "../services/posts.js";
import { bookmarkPost, followPost, unbookmarkPost, unfollowPost, votePost } from "../services/reactions.js";
import { followTag, unfollowTag } from "../services/tags.js";

export const Mutation: MutationResolvers = {
  createForumPost: (_, { input }, ctx) => createPost(ctx, input),
  updateForumPost: (_, { id, input }, ctx) => updatePost(ctx, id, input),
  deleteForumPost: (_, { id }, ctx) => deletePost(ctx, id),
  voteForumPost: (_, { id, value }, ctx) => votePost(ctx, id, value),
  followForumPost: (_, { id }, ctx) => followPost(ctx, id),
  unfollowForumPost: (_, { id }, ctx) => unfollowPost(ctx, id),
  bookmarkForumPost: (_, { id }, ctx) => bookmarkPost(ctx, id),
  unbookmarkForumPost: (_, { id }, ctx) => unbookmarkPost(ctx, id),
  followForumTag: (_, { id }, ctx) => followTag(ctx, id),
  unfollowForumTag: (_, { id }, ctx) => unfollowTag(ctx, id),
};
