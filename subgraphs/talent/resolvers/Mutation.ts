import type { MutationResolvers } from "../__generated__/resolvers-types.js";
import { createUserProfile, updateMyName } from "../services/profiles.js";

// Validation runs inside the services, after the guard: a visitor sending bad input learns only that they must log in.
export const Mutation: MutationResolvers = {
  updateMyName: (_, { input }, ctx) => updateMyName(ctx, input),
  createUserProfile: (_, { input }, ctx) => createUserProfile(ctx, input),
};
