import { describe, expect, it } from "vitest";
import { firstStart, registrationIsOpen } from "./registration.js";

const period = { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-03-31T16:00:00Z") };
const at = (iso: string) => new Date(iso);

describe("rule: registration is open from the period's start (inclusive) to its end (exclusive)", () => {
  it("closed one millisecond before it opens", () => expect(registrationIsOpen(period, at("2026-02-28T23:59:59.999Z"))).toBe(false));
  it("open at the very instant it opens", () => expect(registrationIsOpen(period, at("2026-03-01T00:00:00.000Z"))).toBe(true));
  it("open inside the period", () => expect(registrationIsOpen(period, at("2026-03-15T12:00:00Z"))).toBe(true));
  it("open one millisecond before it closes", () => expect(registrationIsOpen(period, at("2026-03-31T15:59:59.999Z"))).toBe(true));
  it("closed at the very instant it closes", () => expect(registrationIsOpen(period, at("2026-03-31T16:00:00.000Z"))).toBe(false));
  it("closed afterwards", () => expect(registrationIsOpen(period, at("2027-01-01T00:00:00Z"))).toBe(false));
});

describe("rule: an event starts at its earliest date", () => {
  it("takes the earliest from, whatever the order", () => {
    expect(firstStart([{ from: "2026-05-02T01:00:00Z" }, { from: "2026-05-01T01:00:00Z" }]).toISOString()).toBe("2026-05-01T01:00:00.000Z");
  });
  it("an event without dates is a programming error", () => expect(() => firstStart([])).toThrow());
});
