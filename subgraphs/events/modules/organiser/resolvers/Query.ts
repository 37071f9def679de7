import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { eventRegistrationsCsv, eventRegistrationsForOrganiser } from "../services/registrations.js";
import { eventAdminSummary } from "../services/summary.js";

export const Query: QueryResolvers = {
  eventRegistrations: (_, { eventId, ...args }, ctx) => eventRegistrationsForOrganiser(ctx, eventId, args),
  eventRegistrationsCsv: (_, { eventId }, ctx) => eventRegistrationsCsv(ctx, eventId),
  eventAdminSummary: (_, __, ctx) => eventAdminSummary(ctx),
};
