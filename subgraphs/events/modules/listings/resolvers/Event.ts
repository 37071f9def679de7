import type { EventResolvers } from "../../../__generated__/resolvers-types.js";
import { publicOrigin } from "../../../../shared/env.js";
import { placesLeft } from "../../registration/rules/registration.js";
import { eventCalendarFile } from "../services/calendar-file.js";
import { findEvent, isEventPast, registrationPeriodOf, registrationWindowOf } from "../services/events.js";
import { toSections } from "../sections.js";

export const Event: EventResolvers = {
  __resolveReference: (ref, ctx) => findEvent(ctx, ref.id),
  location: (event) =>
    event.location
      ? {
          country: event.location.country,
          short: event.location.short,
          full: event.location.full,
          mapSrc: event.location.mapSrc ?? null,
          mapLink: event.location.mapLink ?? null,
        }
      : null,
  dates: (event) => event.dates.map((d) => ({ from: d.from, to: d.to })),
  registrationPeriod: (event) => registrationPeriodOf(event),
  registrationOpen: (event, _, ctx) => registrationWindowOf(ctx, event) === "OPEN",
  registrationWindow: (event, _, ctx) => registrationWindowOf(ctx, event),
  past: (event, _, ctx) => isEventPast(ctx, event),
  banner: (event) => event.banner ?? null,
  links: (event) => event.links,
  sections: (event) => toSections(event),
  exhibitors: (event, _, ctx) => ctx.loaders.exhibitorsOfEvent.load(event.id),
  team: (event) =>
    event.teamMinSize !== null
      ? { minSize: event.teamMinSize, maxSize: event.teamMaxSize!, minYear: event.minYear!, maxYear: event.maxYear! }
      : null,
  placesLeft: (event) => placesLeft(event.capacity, event.placesTaken),
  calendarFile: (event) => eventCalendarFile(event, { origin: publicOrigin() }),
};
