import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findTag, listCategories, listTags, viewerIsForumAdmin } from "../services/tags.js";

export const Query: QueryResolvers = {
  forumTags: (_, args, ctx) => listTags(ctx, args),
  forumTag: (_, { id }, ctx) => findTag(ctx, id),
  forumCategories: (_, args, ctx) => listCategories(ctx, args),
  forumViewerIsAdmin: (_, __, ctx) => viewerIsForumAdmin(ctx),
};
