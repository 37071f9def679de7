import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { bookmarkedComments, bookmarkedPosts, myComments, myPosts } from "../service.js";

export const Query: QueryResolvers = {
  myForumPosts: (_, args, ctx) => myPosts(ctx, args),
  myForumComments: (_, args, ctx) => myComments(ctx, args),
  forumBookmarkedPosts: (_, args, ctx) => bookmarkedPosts(ctx, args),
  forumBookmarkedComments: (_, args, ctx) => bookmarkedComments(ctx, args),
};
