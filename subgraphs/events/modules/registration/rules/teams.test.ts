import { describe, expect, it } from "vitest";
import { hasRoom, isComplete, membersNeeded, yearAllowed } from "./teams.js";

const rules = { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 };

describe("rule: team members are students in years 1–4", () => {
  it("years 1 and 4 are in; 0 and 5 are out", () => {
    expect([0, 1, 4, 5].map((y) => yearAllowed(rules, y))).toEqual([false, true, true, false]);
  });
  it("a fractional year is out", () => expect(yearAllowed(rules, 2.5)).toBe(false));
});

describe("rule: teams have 3–4 members", () => {
  it("a team of 3 has room for a fourth; a team of 4 is full", () => {
    expect(hasRoom(rules, 3)).toBe(true);
    expect(hasRoom(rules, 4)).toBe(false);
  });
  it("2 members is incomplete, 3 and 4 complete", () => {
    expect([2, 3, 4].map((n) => isComplete(rules, n))).toEqual([false, true, true]);
  });
  it("a lead alone needs 2 more members", () => {
    expect(membersNeeded(rules, 1)).toBe(2);
    expect(membersNeeded(rules, 4)).toBe(0);
  });
});
