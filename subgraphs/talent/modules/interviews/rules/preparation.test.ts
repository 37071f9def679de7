import { describe, expect, it } from "vitest";
import { INTERVIEW_PREP_TARGET_HOURS } from "./limits.js";
import { practiceMinutes, preparationMet, preparationOf } from "./preparation.js";

const start = new Date("2026-06-01T09:00:00Z");
const after = (ms: number) => new Date(start.getTime() + ms);

describe("practiceMinutes", () => {
  it("counts whole minutes elapsed", () => {
    expect(practiceMinutes(start, after(25 * 60_000 + 59_000), 45)).toBe(25);
  });
  it("counts at most the planned minutes (a tab left open adds nothing)", () => {
    expect(practiceMinutes(start, after(45 * 60_000), 45)).toBe(45);
    expect(practiceMinutes(start, after(5 * 3_600_000), 45)).toBe(45);
  });
  it("never counts a negative time (a clock that went back)", () => {
    expect(practiceMinutes(start, after(-60_000), 45)).toBe(0);
  });
});

describe("preparationOf", () => {
  const totals = (mockMinutes: number, practice: number) =>
    preparationOf({ mockMinutes, practiceMinutes: practice, attendedMockInterviews: 0, finishedPracticeInterviews: 0 });
  it("adds mock and practice minutes into hours, rounded down to a tenth", () => {
    expect(totals(90, 0).hours).toBe(1.5);
    expect(totals(60, 5).hours).toBe(1);
    expect(totals(60, 6).hours).toBe(1.1);
  });
  it("the goal is 100 hours: met at 6000 minutes, not at 5999", () => {
    expect(totals(0, 0).targetHours).toBe(INTERVIEW_PREP_TARGET_HOURS);
    expect(preparationMet(totals(3000, 3000))).toBe(true);
    expect(preparationMet(totals(3000, 2999))).toBe(false);
  });
});
