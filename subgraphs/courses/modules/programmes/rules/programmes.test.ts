import { describe, expect, it } from "vitest";
import { PROGRAMMES } from "../seed-data.js";
import { cohortEndsOn, durationAllowed } from "./programmes.js";

describe("durationAllowed: the programme is 6 months; sponsored programmes 3 to 9", () => {
  it("a programme that is not sponsored lasts exactly 6 months", () => {
    expect(durationAllowed(false, 6)).toBe(true);
    expect(durationAllowed(false, 5)).toBe(false);
    expect(durationAllowed(false, 7)).toBe(false);
  });
  it("a sponsored programme lasts 3 to 9 months, whole months", () => {
    expect([2, 3, 9, 10].map((m) => durationAllowed(true, m))).toEqual([false, true, true, false]);
    expect(durationAllowed(true, 4.5)).toBe(false);
  });
});

describe("cohortEndsOn: the day before the same date `months` later", () => {
  it("plain, year-crossing and month-end starts", () => {
    expect(cohortEndsOn("2026-01-12", 9)).toBe("2026-10-11");
    expect(cohortEndsOn("2025-11-03", 3)).toBe("2026-02-02");
    expect(cohortEndsOn("2026-03-01", 6)).toBe("2026-08-31");
  });
});

describe("seeded programmes", () => {
  it("every intake's duration is allowed; information sessions have none", () => {
    for (const p of PROGRAMMES) {
      if (p.kind === "INFO_SESSION") expect(p.durationMonths, p.id).toBeNull();
      else expect(durationAllowed(p.sponsored ?? false, p.durationMonths!), p.id).toBe(true);
    }
  });
});
