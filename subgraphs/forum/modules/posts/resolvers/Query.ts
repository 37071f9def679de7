import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { dashboardPosts, findPost, listPosts } from "../services/posts.js";

export const Query: QueryResolvers = {
  forumPosts: (_, args, ctx) => listPosts(ctx, args),
  forumPost: (_, { id }, ctx) => findPost(ctx, id),
  dashboardForumPosts: (_, __, ctx) => dashboardPosts(ctx),
};
