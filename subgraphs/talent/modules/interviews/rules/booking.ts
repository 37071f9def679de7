/**
 * Mock-interview slots and bookings (SPEC §1 mock interviews, §5 interview terms): when a slot may be published, booked
 * and cancelled, and where a booking stands. Pure: the services decide with these and the client's mocks reuse them.
 */
import { BOOKING_LIMITS, SLOT_LIMITS } from "./limits.js";

const MINUTE = 60_000;

export interface SlotTimes {
  startsAt: Date;
  durationMinutes: number;
}

export function slotEnd(slot: SlotTimes): Date {
  return new Date(slot.startsAt.getTime() + slot.durationMinutes * MINUTE);
}

/** Two slots overlap when each starts before the other ends (back-to-back slots do not). */
export function slotsOverlap(a: SlotTimes, b: SlotTimes): boolean {
  return a.startsAt < slotEnd(b) && b.startsAt < slotEnd(a);
}

export type SlotTimeProblem = "TOO_SOON" | "TOO_FAR" | "DURATION";

/** Why a slot could not be published at these times, or null. */
export function slotTimeProblem(slot: SlotTimes, now: Date): SlotTimeProblem | null {
  const { min, max, step } = SLOT_LIMITS.durationMinutes;
  const d = slot.durationMinutes;
  if (!Number.isInteger(d) || d < min || d > max || d % step !== 0) return "DURATION";
  const ahead = slot.startsAt.getTime() - now.getTime();
  if (ahead < SLOT_LIMITS.leadMinutes * MINUTE) return "TOO_SOON";
  if (ahead > SLOT_LIMITS.horizonDays * 24 * 60 * MINUTE) return "TOO_FAR";
  return null;
}

/** A slot may be booked until an hour before it starts. */
export function bookingOpen(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= BOOKING_LIMITS.closesMinutesBefore * MINUTE;
}

/** The earliest start a bookable slot may have at `now` (open slot lists filter on it). */
export function earliestBookableStart(now: Date): Date {
  return new Date(now.getTime() + BOOKING_LIMITS.closesMinutesBefore * MINUTE);
}

export type BookingProblem = "CANCELLED" | "TAKEN" | "CLOSED" | "OWN_SLOT" | "TOO_MANY" | "OVERLAP";

export interface BookingCheck {
  slot: SlotTimes & { hostId: string; cancelled: boolean; booked: boolean };
  learnerId: string;
  /** The learner's standing bookings of slots not yet started. */
  upcoming: readonly SlotTimes[];
  now: Date;
}

/** Why this learner may not book this slot now, or null: the first problem in the order a person would fix them. */
export function bookingProblem({ slot, learnerId, upcoming, now }: BookingCheck): BookingProblem | null {
  if (slot.cancelled) return "CANCELLED";
  if (slot.booked) return "TAKEN";
  if (!bookingOpen(slot.startsAt, now)) return "CLOSED";
  if (slot.hostId === learnerId) return "OWN_SLOT";
  if (upcoming.some((u) => slotsOverlap(u, slot))) return "OVERLAP";
  if (upcoming.length >= BOOKING_LIMITS.maxUpcoming) return "TOO_MANY";
  return null;
}

/** A booking may be cancelled until its slot starts. */
export function bookingCancellable(startsAt: Date, now: Date): boolean {
  return now < startsAt;
}

/** A cancellation less than 24 hours before the start is late (recorded, shown to the host). */
export function isLateCancellation(startsAt: Date, cancelledAt: Date): boolean {
  return startsAt.getTime() - cancelledAt.getTime() < BOOKING_LIMITS.lateCancellationHours * 60 * MINUTE;
}

/** Feedback may be written once the slot has started (not before: nothing happened yet). */
export function feedbackOpen(startsAt: Date, now: Date): boolean {
  return now >= startsAt;
}

export type BookingStatus = "BOOKED" | "CANCELLED" | "ATTENDED" | "MISSED";

export function bookingStatus(cancelled: boolean, feedback: { attended: boolean } | null): BookingStatus {
  if (cancelled) return "CANCELLED";
  if (!feedback) return "BOOKED";
  return feedback.attended ? "ATTENDED" : "MISSED";
}
