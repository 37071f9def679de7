import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { eventAttendees } from "../services/attendees.js";
import { myEventRegistrations } from "../services/registrations.js";

export const Query: QueryResolvers = {
  myEventRegistrations: (_, args, ctx) => myEventRegistrations(ctx, args),
  eventAttendees: (_, { eventId, ...args }, ctx) => eventAttendees(ctx, eventId, args),
};
