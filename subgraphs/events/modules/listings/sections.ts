/** An event's stored sections as the API serves them: the schedule grouped by the event's local date. */
import type { EventRow } from "./mappers.js";
import { scheduleByDate } from "./rules/listings.js";

export function toSections(event: EventRow) {
  const s = event.sections;
  return {
    overview: s.overview,
    employers: s.employers,
    partners: s.partners,
    speakers: s.speakers,
    offers: s.offers,
    schedule: scheduleByDate(s.schedule, event.timeZone),
    locationDetails: s.locationDetails,
    attendee: s.attendee,
    sectors: s.sectors,
  };
}
