import { describe, expect, it } from "vitest";
import { UPFRONT_DISCOUNT, upfrontQuote } from "./upfront.js";

describe("rule: paying upfront gives a 20% discount", () => {
  it("charges 80% of the price", () => {
    expect(upfrontQuote(1000)).toEqual({ price: 1000, discountRate: 0.2, amount: 800 });
  });
  it("exposes the discount rate 0.2", () => {
    expect(UPFRONT_DISCOUNT).toBe(0.2);
  });
  it("rounds the amount to cents (999.99 × 0.8 = 799.992 → 799.99)", () => {
    expect(upfrontQuote(999.99).amount).toBe(799.99);
  });
  it("rounds the smallest price up to a cent (0.01 × 0.8 = 0.008 → 0.01)", () => {
    expect(upfrontQuote(0.01).amount).toBe(0.01);
  });
  it("handles the largest price exactly", () => {
    expect(upfrontQuote(1_000_000).amount).toBe(800_000);
  });
});
