/** Pure rules of the events list and an event's days (SPEC §2 /events, §3 Event). */
import type { EventDateRange, EventScheduleSlot } from "./content.js";

/** SPEC gives no page size for /events; 8 matches the other card lists (docs/decisions.md). */
export const EVENT_PAGE_SIZE = 8;
/** How many showAtDashboard events the learner dashboard shows. */
export const DASHBOARD_EVENT_COUNT = 3;
/** How many featured events the public home page shows. */
export const FEATURED_EVENT_COUNT = 3;

/** Upcoming: not over yet (an event running now is upcoming); past: its last day has ended. */
export const EVENT_WHEN = ["UPCOMING", "PAST"] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** The event's first start: the earliest `from` of its dates (the "soonest first" sort key). */
export function firstStart(dates: readonly Pick<EventDateRange, "from">[]): Date {
  if (dates.length === 0) throw new Error("An event has at least one date");
  return new Date(Math.min(...dates.map((d) => Date.parse(d.from))));
}

/** The event's last end: the latest `to` of its dates (when it becomes past). */
export function lastEnd(dates: readonly Pick<EventDateRange, "to">[]): Date {
  if (dates.length === 0) throw new Error("An event has at least one date");
  return new Date(Math.max(...dates.map((d) => Date.parse(d.to))));
}

export function isPast(endsAt: Date, now: Date): boolean {
  return endsAt.getTime() <= now.getTime();
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(iso: string, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

export interface ScheduleDay<S> {
  date: string;
  slots: S[];
}

/**
 * SPEC §2 "schedule by date and time slots": the slots grouped by their local date in the event's time zone, days in
 * order and slots by start (then end, so a short talk inside a long block comes first).
 */
export function scheduleByDate<S extends Pick<EventScheduleSlot, "from" | "to">>(slots: readonly S[], timeZone: string): ScheduleDay<S>[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.from) - Date.parse(b.from) || Date.parse(a.to) - Date.parse(b.to));
  const days: ScheduleDay<S>[] = [];
  for (const slot of sorted) {
    const date = localDate(slot.from, timeZone);
    const day = days.at(-1);
    if (day?.date === date) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
