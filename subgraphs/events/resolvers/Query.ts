import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findEvent, listEvents } from "../services/calendar.js";

export const Query: QueryResolvers = {
  events: (_, args, ctx) => listEvents(ctx, args),
  event: (_, { id }, ctx) => findEvent(ctx, id),
};
