import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { dashboardEvents, featuredEvents, findEvent, listEvents } from "../services/events.js";

export const Query: QueryResolvers = {
  events: (_, args, ctx) => listEvents(ctx, args),
  event: (_, { id }, ctx) => findEvent(ctx, id),
  dashboardEvents: (_, __, ctx) => dashboardEvents(ctx),
  featuredEvents: (_, __, ctx) => featuredEvents(ctx),
};
