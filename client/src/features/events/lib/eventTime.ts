/**
 * An event's times as its attendees read them: in the event's own time zone (Event.timeZone), whatever the viewer's,
 * with the zone named ("Malaysia Time (GMT+8)"), in the interface language.
 */
import { dateTimeFormat } from "../../../lib/format";

interface Range {
  from: string;
  to: string;
}

const format = (iso: string, language: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, options).format(new Date(iso));

/** "Thu, Mar 12, 2026" in the event's zone. */
export function eventDay(iso: string, timeZone: string, language: string): string {
  return format(iso, language, { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" });
}

/** "10:00" (24-hour) in the event's zone. */
export function eventTime(iso: string, timeZone: string, language: string): string {
  return format(iso, language, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/** "Mar 12, 2026, 10:00" in the event's zone. */
export function eventDateTime(iso: string, timeZone: string, language: string): string {
  return format(iso, language, { timeZone, dateStyle: "medium", timeStyle: "short", hourCycle: "h23" });
}

/** "10:00–17:00" in the event's zone (a range past midnight keeps its end's time only: days are listed apart). */
export function eventTimeRange(range: Range, timeZone: string, language: string): string {
  return `${eventTime(range.from, timeZone, language)}–${eventTime(range.to, timeZone, language)}`;
}

/** One day of the event: "Thu, Mar 12, 2026 · 10:00–17:00". */
export function eventDayRange(range: Range, timeZone: string, language: string): string {
  return `${eventDay(range.from, timeZone, language)} · ${eventTimeRange(range, timeZone, language)}`;
}

/** A schedule day's local date (YYYY-MM-DD, already in the event's zone) as "Thursday, March 12, 2026". */
export function scheduleDay(date: string, language: string): string {
  return format(`${date}T12:00:00Z`, language, { timeZone: "UTC", dateStyle: "full" });
}

const zonePart = (timeZone: string, language: string, at: string, timeZoneName: "long" | "shortOffset") =>
  dateTimeFormat(language, { timeZone, timeZoneName })
    .formatToParts(new Date(at))
    .find((p) => p.type === "timeZoneName")?.value ?? timeZone;

/** The zone's name at an instant, with its offset: "Malaysia Time (GMT+8)". */
export function zoneName(timeZone: string, language: string, at: string = new Date().toISOString()): string {
  return `${zonePart(timeZone, language, at, "long")} (${zonePart(timeZone, language, at, "shortOffset")})`;
}

/** An instant with the zone's offset: "Mar 17, 2026, 00:00 GMT+8". */
export function eventDateTimeWithZone(iso: string, timeZone: string, language: string): string {
  return `${eventDateTime(iso, timeZone, language)} ${zonePart(timeZone, language, iso, "shortOffset")}`;
}
