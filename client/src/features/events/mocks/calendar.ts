/**
 * The mock's iCalendar files (RFC 5545): one VEVENT per day of the event, as the server writes them, built by hand
 * (the server's `ics` library is a Node dependency). Valid, not byte-identical with the server's.
 */
import type { MockEvent } from "./store";

const PRODUCT_ID = "-//TalentForge//Events mock//EN";
const UID_DOMAIN = "events.talentforge.test";

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
const text = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** UTC date-time form: 20260312T020000Z. */
const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Lines are folded at 75 characters (continuations start with a space). The content here is ASCII or close to it. */
function fold(line: string): string {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
  return parts.join("\r\n ");
}

export function mockCalendarFile(event: MockEvent, registrationId?: string): string {
  const url = `${globalThis.location?.origin ?? "http://localhost"}/events/${encodeURIComponent(event.id)}`;
  const days = event.dates.length;
  const where = event.location ? event.location.full : "Online";
  const now = stamp(new Date().toISOString());
  const entries = event.dates.flatMap((d, i) => [
    "BEGIN:VEVENT",
    `UID:${registrationId ? `${registrationId}-` : ""}${event.id}-${i + 1}@${UID_DOMAIN}`,
    `DTSTAMP:${now}`,
    `DTSTART:${stamp(d.from)}`,
    `DTEND:${stamp(d.to)}`,
    `SUMMARY:${text(days > 1 ? `${event.title} (day ${i + 1} of ${days})` : event.title)}`,
    `DESCRIPTION:${text([event.description, registrationId ? "You are registered for this event." : null, url].filter(Boolean).join("\n\n"))}`,
    `LOCATION:${text(where)}`,
    `URL:${url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(event.title)}`,
    ...entries,
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
