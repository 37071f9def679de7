import type { EventResolvers } from "../__generated__/resolvers-types.js";
import { findEvent, isRegistrationOpen, registrationPeriodOf } from "../services/calendar.js";

export const Event: EventResolvers = {
  __resolveReference: (ref, ctx) => findEvent(ctx, ref.id),
  location: (event) =>
    event.location ? { country: event.location.country, short: event.location.short, full: event.location.full } : null,
  dates: (event) => event.dates.map((d) => ({ from: d.from, to: d.to })),
  registrationPeriod: (event) => registrationPeriodOf(event),
  registrationOpen: (event, _, ctx) => isRegistrationOpen(ctx, event),
};
