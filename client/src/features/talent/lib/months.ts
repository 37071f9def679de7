/** YYYY-MM months as the API sends them, shown in the interface language ("Jun 2024", "2024年6月"). */
import { dateTimeFormat } from "../../../lib/format";

export function formatMonth(value: string, lng: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return dateTimeFormat(lng, { year: "numeric", month: "short", timeZone: "UTC" }).format(date);
}

export function formatMonthRange(start: string, end: string | null, lng: string, present: string): string {
  return `${formatMonth(start, lng)} – ${end ? formatMonth(end, lng) : present}`;
}
