import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findPost, listPosts } from "../services/posts.js";
import { listCategories, listTags } from "../services/tags.js";

export const Query: QueryResolvers = {
  forumTags: (_, args, ctx) => listTags(ctx, args),
  forumPosts: (_, args, ctx) => listPosts(ctx, args),
  forumPost: (_, { id }, ctx) => findPost(ctx, id),
  forumCategories: (_, args, ctx) => listCategories(ctx, args),
};
