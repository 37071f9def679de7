import type { ForumCategoryResolvers } from "../../../__generated__/resolvers-types.js";
import { findCategory, tagCountOf, tagsOfCategory } from "../services/tags.js";

export const ForumCategory: ForumCategoryResolvers = {
  __resolveReference: (ref, ctx) => findCategory(ctx, ref.id),
  tagCount: (category, _, ctx) => tagCountOf(ctx, category),
  tags: (category, args, ctx) => tagsOfCategory(ctx, category, args),
};
