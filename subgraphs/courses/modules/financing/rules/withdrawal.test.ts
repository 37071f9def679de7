import { describe, expect, it } from "vitest";
import { withdrawalQuote, withdrawalRule } from "./withdrawal.js";

const base = { tuition: 6000, paidInAdvance: 1000, totalModules: 10 };

describe("rule: withdrawing before module 1 is finished costs nothing", () => {
  it("module 0: NONE, nothing owed, every advance payment refunded", () => {
    expect(withdrawalQuote({ ...base, completedModules: 0 })).toEqual({ owed: 0, refund: 1000, rule: "NONE" });
  });
  it("module 0 with nothing paid refunds nothing", () => {
    expect(withdrawalQuote({ ...base, paidInAdvance: 0, completedModules: 0 })).toEqual({ owed: 0, refund: 0, rule: "NONE" });
  });
});

describe("rule: withdrawing between module 1 and the end of module 5 is pro-rata with advance payments refunded", () => {
  it("module 1 of 10: owes 1/10 of tuition, refunds all advance payments", () => {
    expect(withdrawalQuote({ ...base, completedModules: 1 })).toEqual({ owed: 600, refund: 1000, rule: "PRO_RATA" });
  });
  it("module 5 of 10 (last pro-rata module): owes half", () => {
    expect(withdrawalQuote({ ...base, completedModules: 5 })).toEqual({ owed: 3000, refund: 1000, rule: "PRO_RATA" });
  });
  it("module 4 of 5: still pro-rata (4/5)", () => {
    expect(withdrawalQuote({ ...base, totalModules: 5, completedModules: 4 })).toEqual({ owed: 4800, refund: 1000, rule: "PRO_RATA" });
  });
  it("rounds the pro-rata share to cents (1/3 of 1000 = 333.33, 2/3 = 666.67)", () => {
    expect(withdrawalQuote({ tuition: 1000, paidInAdvance: 0, totalModules: 3, completedModules: 1 }).owed).toBe(333.33);
    expect(withdrawalQuote({ tuition: 1000, paidInAdvance: 0, totalModules: 6, completedModules: 4 }).owed).toBe(666.67);
  });
  it("refunds advance payments even when they exceed what is owed", () => {
    expect(withdrawalQuote({ ...base, paidInAdvance: 6000, completedModules: 2 })).toEqual({ owed: 1200, refund: 6000, rule: "PRO_RATA" });
  });
});

describe("rule: withdrawing after module 5 costs 100% of tuition", () => {
  it("module 6 of 10: FULL, advance payments count toward tuition, nothing refunded", () => {
    expect(withdrawalQuote({ ...base, completedModules: 6 })).toEqual({ owed: 6000, refund: 0, rule: "FULL" });
  });
  it("module 6: only what was paid beyond tuition is refunded", () => {
    expect(withdrawalQuote({ ...base, paidInAdvance: 7000.5, completedModules: 6 })).toEqual({ owed: 6000, refund: 1000.5, rule: "FULL" });
  });
  it("advance exactly equal to tuition refunds 0", () => {
    expect(withdrawalQuote({ ...base, paidInAdvance: 6000, completedModules: 10 })).toEqual({ owed: 6000, refund: 0, rule: "FULL" });
  });
});

describe("rule: finishing every module of the programme counts as FULL", () => {
  it("5 of 5 is FULL, not pro-rata", () => {
    expect(withdrawalRule(5, 5)).toBe("FULL");
    expect(withdrawalQuote({ ...base, totalModules: 5, completedModules: 5 })).toEqual({ owed: 6000, refund: 0, rule: "FULL" });
  });
  it("1 of 1 is FULL", () => {
    expect(withdrawalRule(1, 1)).toBe("FULL");
  });
  it("the boundary table for a 10-module programme", () => {
    expect([0, 1, 5, 6, 10].map((m) => withdrawalRule(m, 10))).toEqual(["NONE", "PRO_RATA", "PRO_RATA", "FULL", "FULL"]);
  });
});
