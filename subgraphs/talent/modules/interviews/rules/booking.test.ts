import { describe, expect, it } from "vitest";
import { bookingOpen, bookingProblem, bookingStatus, feedbackOpen, isLateCancellation, slotTimeProblem, slotsOverlap } from "./booking.js";
import { BOOKING_LIMITS, SLOT_LIMITS } from "./limits.js";

const NOW = new Date("2026-06-01T09:00:00Z");
const MIN = 60_000;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);
const slot = (startMinutes: number, durationMinutes = 60) => ({ startsAt: later(startMinutes), durationMinutes });

describe("slotTimeProblem", () => {
  it("an hour ahead is the earliest start; a minute less is too soon", () => {
    expect(slotTimeProblem(slot(SLOT_LIMITS.leadMinutes), NOW)).toBeNull();
    expect(slotTimeProblem(slot(SLOT_LIMITS.leadMinutes - 1), NOW)).toBe("TOO_SOON");
  });
  it("90 days ahead is the latest start; a minute more is too far", () => {
    const horizon = SLOT_LIMITS.horizonDays * 24 * 60;
    expect(slotTimeProblem(slot(horizon), NOW)).toBeNull();
    expect(slotTimeProblem(slot(horizon + 1), NOW)).toBe("TOO_FAR");
  });
  it("durations are quarter hours from 15 to 120", () => {
    for (const ok of [15, 30, 45, 120]) expect(slotTimeProblem(slot(120, ok), NOW)).toBeNull();
    for (const bad of [0, 14, 20, 135, 15.5]) expect(slotTimeProblem(slot(120, bad), NOW), String(bad)).toBe("DURATION");
  });
});

describe("slotsOverlap", () => {
  it("back-to-back slots do not overlap; one minute into the other does", () => {
    expect(slotsOverlap(slot(0, 60), slot(60, 30))).toBe(false);
    expect(slotsOverlap(slot(0, 60), slot(59, 30))).toBe(true);
    expect(slotsOverlap(slot(10, 15), slot(0, 60))).toBe(true);
  });
});

describe("bookingProblem", () => {
  const open = { ...slot(24 * 60), hostId: "host", cancelled: false, booked: false };
  const check = (o: Partial<Parameters<typeof bookingProblem>[0]> = {}) =>
    bookingProblem({ slot: open, learnerId: "me", upcoming: [], now: NOW, ...o });
  it("an open slot a day ahead may be booked", () => expect(check()).toBeNull());
  it("cancelled, taken and own slots are refused, in that order", () => {
    expect(check({ slot: { ...open, cancelled: true, booked: true } })).toBe("CANCELLED");
    expect(check({ slot: { ...open, booked: true } })).toBe("TAKEN");
    expect(check({ slot: { ...open, hostId: "me" } })).toBe("OWN_SLOT");
  });
  it("booking closes an hour before the start: exactly an hour is open, a minute less is closed", () => {
    const lead = BOOKING_LIMITS.closesMinutesBefore;
    expect(check({ slot: { ...open, startsAt: later(lead) } })).toBeNull();
    expect(check({ slot: { ...open, startsAt: later(lead - 1) } })).toBe("CLOSED");
    expect(bookingOpen(later(lead), NOW)).toBe(true);
  });
  it("an overlapping booking is refused; the fourth upcoming one is too many", () => {
    expect(check({ upcoming: [slot(24 * 60 + 30)] })).toBe("OVERLAP");
    const others = [slot(0), slot(200), slot(400)].slice(0, BOOKING_LIMITS.maxUpcoming - 1);
    expect(check({ upcoming: others })).toBeNull();
    expect(check({ upcoming: [...others, slot(600)] })).toBe("TOO_MANY");
  });
});

describe("isLateCancellation", () => {
  it("24 hours ahead is on time; a second less is late", () => {
    const start = later(48 * 60);
    expect(isLateCancellation(start, new Date(start.getTime() - 24 * 60 * MIN))).toBe(false);
    expect(isLateCancellation(start, new Date(start.getTime() - 24 * 60 * MIN + 1_000))).toBe(true);
  });
});

describe("feedbackOpen and bookingStatus", () => {
  it("feedback opens at the start, not a second before", () => {
    expect(feedbackOpen(NOW, NOW)).toBe(true);
    expect(feedbackOpen(new Date(NOW.getTime() + 1_000), NOW)).toBe(false);
  });
  it("cancelled wins; then the feedback's attendance; else booked", () => {
    expect(bookingStatus(true, { attended: true })).toBe("CANCELLED");
    expect(bookingStatus(false, { attended: true })).toBe("ATTENDED");
    expect(bookingStatus(false, { attended: false })).toBe("MISSED");
    expect(bookingStatus(false, null)).toBe("BOOKED");
  });
});
