import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findComment } from "../services/comments.js";

export const Query: QueryResolvers = {
  forumComment: (_, { id }, ctx) => findComment(ctx, id),
};
