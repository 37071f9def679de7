import { describe, expect, it } from "vitest";
import { shareOfCents, toCents, toUsd } from "./money.js";

describe("rule: money is rounded to cents once, half up", () => {
  it("rounds half a cent up despite binary noise (1.005 → 100.5 cents → 101)", () => {
    expect(toCents(1.005)).toBe(101);
  });
  it("keeps whole cents as they are", () => {
    expect(toCents(3333.33)).toBe(333_333);
  });
  it("rounds below half a cent down", () => {
    expect(toCents(0.004)).toBe(0);
  });
  it("converts cents back to USD exactly", () => {
    expect(toUsd(75_003)).toBe(750.03);
  });
  it("takes a share of cents rounding half up", () => {
    expect(shareOfCents(166_670, 1_500, 10_000)).toBe(25_001);
    expect(shareOfCents(100_000, 1, 3)).toBe(33_333);
    expect(shareOfCents(100_000, 2, 3)).toBe(66_667);
  });
});
