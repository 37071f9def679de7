import type { EventRegistrationResolvers } from "../../../__generated__/resolvers-types.js";
import { hasRole } from "../../../../shared/viewer.js";
import { EVENT_ORGANISER_ROLE } from "../../invites/index.js";

/** The organiser module's fields of EventRegistration. */
export const EventRegistration: EventRegistrationResolvers = {
  contactEmail: (row, _, ctx) => (hasRole(ctx.viewer, EVENT_ORGANISER_ROLE) ? ctx.loaders.contactEmail.load(row.userId) : null),
};
