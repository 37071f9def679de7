import type { ForumPostResolvers } from "../__generated__/resolvers-types.js";
import { authorOf, findPost, idSlugOf, tagsOf } from "../services/posts.js";

export const ForumPost: ForumPostResolvers = {
  __resolveReference: (ref, ctx) => findPost(ctx, ref.id),
  id: (post) => idSlugOf(post),
  author: (post) => authorOf(post),
  tags: (post, _, ctx) => tagsOf(ctx, post),
  createdDate: (post) => post.createdAt.toISOString(),
};
