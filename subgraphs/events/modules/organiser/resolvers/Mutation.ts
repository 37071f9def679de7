import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { createEvent, updateEvent } from "../services/editing.js";

export const Mutation: MutationResolvers = {
  createEvent: (_, { id, input }, ctx) => createEvent(ctx, id, input),
  updateEvent: (_, { id, input }, ctx) => updateEvent(ctx, id, input),
};
