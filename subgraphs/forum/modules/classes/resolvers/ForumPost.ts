import type { ForumPostResolvers } from "../../../__generated__/resolvers-types.js";
import { classForumOfPost } from "../services/classes.js";

/** The classes module's field of a post (the posts module owns the type). */
export const ForumPost: ForumPostResolvers = {
  classForum: (post, _, ctx) => classForumOfPost(ctx, post),
};
