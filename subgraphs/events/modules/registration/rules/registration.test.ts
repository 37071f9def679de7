import { describe, expect, it } from "vitest";
import { freesAPlace, placeFor, placesLeft, registrationIsOpen, registrationWindow } from "./registration.js";

const period = { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-03-31T16:00:00Z") };
const at = (iso: string) => new Date(iso);

describe("rule: registration is open from the period's start (inclusive) to its end (exclusive)", () => {
  it("not yet open one millisecond before it opens", () =>
    expect(registrationWindow(period, at("2026-02-28T23:59:59.999Z"))).toBe("NOT_YET_OPEN"));
  it("open at the very instant it opens", () => expect(registrationIsOpen(period, at("2026-03-01T00:00:00.000Z"))).toBe(true));
  it("open inside the period", () => expect(registrationIsOpen(period, at("2026-03-15T12:00:00Z"))).toBe(true));
  it("open one millisecond before it closes", () => expect(registrationIsOpen(period, at("2026-03-31T15:59:59.999Z"))).toBe(true));
  it("closed at the very instant it closes", () => expect(registrationWindow(period, at("2026-03-31T16:00:00.000Z"))).toBe("CLOSED"));
  it("closed afterwards", () => expect(registrationWindow(period, at("2027-01-01T00:00:00Z"))).toBe("CLOSED"));
});

describe("rule: a registration takes a place while one is left, and joins the waitlist otherwise", () => {
  it("an event without a limit always has a place", () => expect(placeFor(null, 10_000)).toBe("Registered"));
  it("the last place is taken", () => expect(placeFor(5, 4)).toBe("Registered"));
  it("a full event waitlists", () => expect(placeFor(5, 5)).toBe("Waitlisted"));
  it("places left never go below zero", () => {
    expect(placesLeft(5, 2)).toBe(3);
    expect(placesLeft(5, 7)).toBe(0);
    expect(placesLeft(null, 7)).toBeNull();
  });
});

describe("rule: only a cancelled registered place goes to the waitlist", () => {
  it("registered frees a place", () => expect(freesAPlace("Registered")).toBe(true));
  it("waitlisted frees none", () => expect(freesAPlace("Waitlisted")).toBe(false));
});
