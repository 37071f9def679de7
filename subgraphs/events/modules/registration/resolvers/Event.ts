import type { EventResolvers } from "../../../__generated__/resolvers-types.js";
import { viewerRegistration } from "../services/registrations.js";

/** The registration module's fields of Event. */
export const Event: EventResolvers = {
  viewerRegistration: (event, _, ctx) => viewerRegistration(ctx, event.id),
};
