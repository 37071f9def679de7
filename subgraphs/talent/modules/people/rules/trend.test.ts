import { describe, expect, it } from "vitest";
import { fillDays, trendStart } from "./trend.js";

describe("rule: the sign-ups trend has every one of the last 30 days, oldest first, today last", () => {
  const now = new Date("2026-03-01T18:30:00Z");
  it("starts at midnight UTC 29 days before today", () => {
    expect(trendStart(now).toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
  it("30 days, across a month end, ending today", () => {
    const days = fillDays(now, new Map());
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe("2026-01-31");
    expect(days.at(-1)!.day).toBe("2026-03-01");
  });
  it("a quiet day reads as 0; counted days keep their count; days outside the window are dropped", () => {
    const days = fillDays(
      now,
      new Map([
        ["2026-02-14", 5],
        ["2026-01-01", 9],
      ]),
    );
    expect(days.find((d) => d.day === "2026-02-14")!.count).toBe(5);
    expect(days.reduce((n, d) => n + d.count, 0)).toBe(5);
  });
});
