/** Date helpers for the staff classroom pages: calendar days (YYYY-MM-DD, shown as written) and instants (ISO 8601). */
import { dateTimeFormat } from "../../../../lib/format";

/** A calendar day as a medium date in the UI language; read in UTC so it never shifts by a day. */
export function formatDay(day: string, language: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(d);
}

/** An instant as date and time in the viewer's time zone (one helper for the whole client). */
export { formatDateTime } from "../../../../lib/format";

/** A `datetime-local` input's value (local time) as ISO 8601; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Today as YYYY-MM-DD in the viewer's time zone (the default for date inputs). */
export function todayDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
