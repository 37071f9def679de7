/** Pure registration rules (SPEC §4: "Events accept registration within registrationPeriod"; §5 team registration). */

export const REGISTRATION_STATUSES = ["Registered", "Waitlisted"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export interface Period {
  from: Date;
  to: Date;
}

export type RegistrationWindow = "NOT_YET_OPEN" | "OPEN" | "CLOSED";

/**
 * Registration is open from `from` inclusive until `to` exclusive: a period that ends at midnight is closed at
 * midnight, and back-to-back periods never overlap.
 */
export function registrationWindow(period: Period, now: Date): RegistrationWindow {
  const t = now.getTime();
  if (t < period.from.getTime()) return "NOT_YET_OPEN";
  return t < period.to.getTime() ? "OPEN" : "CLOSED";
}

export function registrationIsOpen(period: Period, now: Date): boolean {
  return registrationWindow(period, now) === "OPEN";
}

/** A new registration takes a place while one is left (or the event has no limit), and joins the waitlist otherwise. */
export function placeFor(capacity: number | null, placesTaken: number): RegistrationStatus {
  return capacity === null || placesTaken < capacity ? "Registered" : "Waitlisted";
}

/** A cancelled registered place goes to the first waitlisted person, if any; a waitlisted one frees nothing. */
export function freesAPlace(status: RegistrationStatus): boolean {
  return status === "Registered";
}

/** Places left, or null for an event without a limit. */
export function placesLeft(capacity: number | null, placesTaken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - placesTaken);
}

/** SPEC gives no page size for an event's attendees; 20 like the other admin lists. */
export const ATTENDEE_PAGE_SIZE = 20;
