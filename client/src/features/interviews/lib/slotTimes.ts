/**
 * Times of the slot forms: a `datetime-local` value is the host's local wall time, sent as an instant (ISO 8601), and
 * the durations a slot may last, from the server's limits.
 */
import { SLOT_LIMITS } from "@server/talent/modules/interviews/rules/limits";

/** 15, 30, … 120 minutes: the quarter-hour grid a slot is published on. */
export const SLOT_DURATIONS: readonly number[] = (() => {
  const { min, max, step } = SLOT_LIMITS.durationMinutes;
  const choices: number[] = [];
  for (let d = min; d <= max; d += step) choices.push(d);
  return choices;
})();

/** A `datetime-local` value (local time) as ISO 8601; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An instant as a `datetime-local` value in the viewer's time zone, to the minute. */
export function isoToLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's first suggestion: tomorrow at the next whole hour, comfortably inside the publishing window. */
export function suggestedStart(now: Date): string {
  const d = new Date(now.getTime() + 24 * 3_600_000);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return isoToLocalInput(d);
}
