/** Pure event rules (SPEC §4: "Events accept registration within registrationPeriod"). */

/** SPEC gives no page size for /events; 8 matches the other card lists (docs/decisions.md). */
export const EVENT_PAGE_SIZE = 8;

export interface Period {
  from: Date;
  to: Date;
}

/**
 * Registration is open from `from` inclusive until `to` exclusive: a period that ends at midnight is closed at
 * midnight, and back-to-back periods never overlap.
 */
export function registrationIsOpen(period: Period, now: Date): boolean {
  const t = now.getTime();
  return period.from.getTime() <= t && t < period.to.getTime();
}

/** The event's first start: the earliest `from` of its dates (the "soonest first" sort key). */
export function firstStart(dates: readonly { from: string }[]): Date {
  if (dates.length === 0) throw new Error("An event has at least one date");
  return new Date(Math.min(...dates.map((d) => Date.parse(d.from))));
}
