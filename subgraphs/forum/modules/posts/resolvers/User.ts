import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import { postsOfAuthor } from "../services/posts.js";

/** User is talent's entity; forum only contributes `forumPosts`, so a reference resolves to its id alone. */
export const User: UserResolvers = {
  __resolveReference: (ref) => ({ id: ref.id }),
  forumPosts: (user, args, ctx) => postsOfAuthor(ctx, user, args),
};
