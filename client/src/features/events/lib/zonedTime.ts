/**
 * The organiser's date-times: a `datetime-local` value is the wall time in the EVENT's time zone (not the viewer's),
 * sent as an ISO 8601 instant with that zone's offset ("2026-03-12T10:00:00+08:00"), and read back the same way. Built
 * on Intl (no date library): the zone's offset at an instant comes from formatting that instant in the zone.
 */
import { dateTimeFormat } from "../../../lib/format";

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, "0");

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall time of an instant in a zone. */
function wallAt(ms: number, timeZone: string): Wall & { second: number } {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in minutes (Kuala Lumpur: +480). */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const w = wallAt(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Whether Intl knows the zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const offsetText = (minutes: number) => `${minutes < 0 ? "-" : "+"}${pad(minutes / 60)}:${pad(minutes % 60)}`;

/**
 * A `datetime-local` value ("2026-03-12T10:00"), read as the wall time in `timeZone`, as ISO 8601 with the zone's
 * offset; null when empty, malformed or the zone is unknown. A wall time the zone skips (a daylight-saving gap) becomes
 * the instant just after the gap, written as the zone then writes it.
 */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m || !isKnownTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(guess)) return null;
  // The offset at the guess, then at the instant it gives: they differ only next to an offset change.
  let ms = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  const second = zoneOffsetMinutes(ms, timeZone);
  ms = guess - second * 60_000;
  const offset = zoneOffsetMinutes(ms, timeZone);
  const w = wallAt(ms, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:00${offsetText(offset)}`;
}

/** An instant as a `datetime-local` value in `timeZone`, to the minute ("" for an unreadable one). */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !isKnownTimeZone(timeZone)) return "";
  const w = wallAt(ms, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The IANA zones the browser knows, with `current` among them even when it is an alias the list leaves out. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(known);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The viewer's own zone: the form's first suggestion for a new event. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
