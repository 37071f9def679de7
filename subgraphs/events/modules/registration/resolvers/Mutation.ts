import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { cancelEventRegistration, registerForEvent } from "../services/registrations.js";
import { disbandEventTeam, joinEventTeam, registerEventTeam } from "../services/teams.js";

export const Mutation: MutationResolvers = {
  registerForEvent: (_, { input }, ctx) => registerForEvent(ctx, input),
  cancelEventRegistration: (_, { id }, ctx) => cancelEventRegistration(ctx, id),
  registerEventTeam: (_, { input }, ctx) => registerEventTeam(ctx, input),
  joinEventTeam: (_, { input }, ctx) => joinEventTeam(ctx, input),
  disbandEventTeam: (_, { id }, ctx) => disbandEventTeam(ctx, id),
};
