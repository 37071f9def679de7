import { describe, expect, it } from "vitest";
import { digestDedupeKey, digestPeriodAt } from "./digest.js";

describe("rule: the daily digest covers the 24 hours up to the last 01:00 UTC", () => {
  it("after the hour: the day that just ended", () => {
    const p = digestPeriodAt(new Date("2026-11-28T01:00:00Z"));
    expect(p).toEqual({ day: "2026-11-28", from: new Date("2026-11-27T01:00:00Z"), to: new Date("2026-11-28T01:00:00Z") });
    expect(digestPeriodAt(new Date("2026-11-28T23:59:00Z")).day).toBe("2026-11-28");
  });
  it("before the hour: still the previous day's period (already written, the key keeps it once)", () => {
    const p = digestPeriodAt(new Date("2026-11-28T00:59:59Z"));
    expect(p).toEqual({ day: "2026-11-27", from: new Date("2026-11-26T01:00:00Z"), to: new Date("2026-11-27T01:00:00Z") });
  });
  it("crosses months and years", () => {
    expect(digestPeriodAt(new Date("2027-01-01T00:30:00Z")).day).toBe("2026-12-31");
    expect(digestPeriodAt(new Date("2026-03-01T00:10:00Z")).from).toEqual(new Date("2026-02-27T01:00:00Z"));
  });
  it("one key per person per day", () => {
    expect(digestDedupeKey("u1", "2026-11-28")).toBe("forum-digest:u1:2026-11-28");
    expect(digestDedupeKey("u1", "2026-11-28")).not.toBe(digestDedupeKey("u1", "2026-11-29"));
  });
});
