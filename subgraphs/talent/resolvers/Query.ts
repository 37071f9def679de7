import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findUser, viewerProfile, visitorNavigation } from "../services/profiles.js";
import { listTools } from "../services/vocabulary.js";

export const Query: QueryResolvers = {
  viewer: (_, __, ctx) => viewerProfile(ctx),
  user: (_, { id }, ctx) => findUser(ctx, id),
  tools: (_, args, ctx) => listTools(ctx, args),
  visitorNavigation: () => visitorNavigation(),
};
