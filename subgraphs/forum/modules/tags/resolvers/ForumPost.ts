import type { ForumPostResolvers } from "../../../__generated__/resolvers-types.js";
import { categoriesOf, tagsOf } from "../services/tags.js";

/** The tags module's fields of a post (the posts module owns the type). */
export const ForumPost: ForumPostResolvers = {
  tags: (post, _, ctx) => tagsOf(ctx, post),
  categories: (post, _, ctx) => categoriesOf(ctx, post),
};
