import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { createClassPost } from "../services/classes.js";

export const Mutation: MutationResolvers = {
  createForumClassPost: (_, { slug, input }, ctx) => createClassPost(ctx, slug, input),
};
