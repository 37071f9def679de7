/**
 * iCalendar files (RFC 5545) for an event and for a registration, written by the `ics` library: one VEVENT per day of
 * the event, with stable UIDs so a calendar that imports the file twice updates rather than duplicates.
 */
import { createEvents, type EventAttributes } from "ics";
import type { EventRow } from "../mappers.js";

const PRODUCT_ID = "-//TalentForge//Events//EN";
const UID_DOMAIN = "events.talentforge.test";

export interface CalendarOptions {
  /** The site's origin, for the event page's URL in each entry. */
  origin: string;
  /** A registration's id: its entries get their own UIDs and say the person is registered. */
  registrationId?: string;
}

function whereOf(event: EventRow): string {
  return event.location ? event.location.full : "Online";
}

export function eventCalendarFile(event: EventRow, opts: CalendarOptions): string {
  const url = `${opts.origin}/events/${encodeURIComponent(event.id)}`;
  const days = event.dates.length;
  const entries: EventAttributes[] = event.dates.map((d, i) => ({
    uid: `${opts.registrationId ? `${opts.registrationId}-` : ""}${event.id}-${i + 1}@${UID_DOMAIN}`,
    productId: PRODUCT_ID,
    title: days > 1 ? `${event.title} (day ${i + 1} of ${days})` : event.title,
    description: [event.description, opts.registrationId ? "You are registered for this event." : null, url].filter(Boolean).join("\n\n"),
    location: whereOf(event),
    url,
    start: Date.parse(d.from),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(d.to),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    calName: event.title,
  }));
  const { error, value } = createEvents(entries, { productId: PRODUCT_ID, method: "PUBLISH", calName: event.title });
  if (error || !value) throw error ?? new Error("The calendar file could not be written.");
  return value;
}
