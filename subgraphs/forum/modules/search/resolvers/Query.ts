import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { forumSearch } from "../service.js";

export const Query: QueryResolvers = {
  forumSearch: (_, args, ctx) => forumSearch(ctx, args),
};
