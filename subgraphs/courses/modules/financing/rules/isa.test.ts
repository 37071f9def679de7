import { describe, expect, it } from "vitest";
import {
  ISA_MAX_PAYMENT_MONTHS,
  ISA_RATE,
  ISA_SALARY_THRESHOLD,
  collectionDate,
  isaMonthlyPaymentCents,
  isaSchedule,
  type IsaPeriod,
} from "./isa.js";

const employed = (months: number, salary: number): IsaPeriod => ({ months, employed: true, salary });
const unemployed = (months: number): IsaPeriod => ({ months, employed: false, salary: 0 });
const quote = (tuition: number, ...periods: IsaPeriod[]) => isaSchedule({ tuition, startMonth: "2026-01", periods });
const payment = (salary: number) => isaMonthlyPaymentCents(true, salary);

describe("rule: 15% of salary at or above the 1,500 USD threshold", () => {
  it("uses a 1,500 USD threshold and a 15% rate", () => {
    expect(ISA_SALARY_THRESHOLD).toBe(1500);
    expect(ISA_RATE).toBe(0.15);
  });
  it("salary exactly at the threshold pays 15% (225)", () => {
    expect(payment(1500)).toEqual({ cents: 22_500, rule: "PERCENTAGE" });
  });
  it("salary just above the threshold pays 15%, rounded to cents (1500.01 → 225.00)", () => {
    expect(payment(1500.01)).toEqual({ cents: 22_500, rule: "PERCENTAGE" });
  });
  it("15% of 3333.33 = 499.9995 → 500.00", () => {
    expect(payment(3333.33)).toEqual({ cents: 50_000, rule: "PERCENTAGE" });
  });
  it("rounds half a cent up (15% of 1666.70 = 250.005 → 250.01)", () => {
    expect(payment(1666.7)).toEqual({ cents: 25_001, rule: "PERCENTAGE" });
  });
});

describe("rule: below the threshold a fixed 50–100 USD, linear in salary, rounded to the dollar", () => {
  it("salary just below the threshold pays the top of the band (1499.99 → 100)", () => {
    expect(payment(1499.99)).toEqual({ cents: 10_000, rule: "FIXED" });
  });
  it("steps up at the threshold: 100 just below, 225 at it", () => {
    expect(payment(1499.99).cents).toBe(10_000);
    expect(payment(1500).cents).toBe(22_500);
  });
  it("salary 0 while employed pays the bottom of the band (50)", () => {
    expect(payment(0)).toEqual({ cents: 5_000, rule: "FIXED" });
  });
  it("halfway (750) pays 75", () => {
    expect(payment(750).cents).toBe(7_500);
  });
  it("rounds to the dollar, half up (14.99 → 50, 15 → 51, 1484.99 → 99, 1485 → 100)", () => {
    expect([14.99, 15, 1484.99, 1485].map((s) => payment(s).cents)).toEqual([5_000, 5_100, 9_900, 10_000]);
  });
});

describe("rule: nothing is collected while unemployed, and those months do not count", () => {
  it("an unemployed month is NONE with amount 0", () => {
    expect(isaMonthlyPaymentCents(false, 0)).toEqual({ cents: 0, rule: "NONE" });
  });
  it("keeps unemployment gaps in the schedule with amount 0, not counted", () => {
    const s = quote(100_000, employed(2, 2000), unemployed(3), employed(1, 2000));
    expect(s.months.map((m) => [m.month, m.rule, m.amount, m.cumulative])).toEqual([
      [1, "PERCENTAGE", 300, 300],
      [2, "PERCENTAGE", 300, 600],
      [3, "NONE", 0, 600],
      [4, "NONE", 0, 600],
      [5, "NONE", 0, 600],
      [6, "PERCENTAGE", 300, 900],
    ]);
    expect(s.months[2]).toMatchObject({ employed: false, salary: 0 });
    expect(s.monthsCounted).toBe(3);
    expect(s.endReason).toBe("NOT_REACHED");
  });
});

describe("rule: collection on the 1st of each month from the start month", () => {
  it("dates run from the start month, across a year end", () => {
    const s = isaSchedule({ tuition: 100_000, startMonth: "2026-11", periods: [employed(3, 2000)] });
    expect(s.months.map((m) => m.collectedOn)).toEqual(["2026-11-01", "2026-12-01", "2027-01-01"]);
  });
  it("collectionDate adds months", () => {
    expect(collectionDate("2026-01", 0)).toBe("2026-01-01");
    expect(collectionDate("2026-01", 119)).toBe("2035-12-01");
    expect(collectionDate("2026-12", 1)).toBe("2027-01-01");
  });
});

describe("rule: payments stop after 120 payment months", () => {
  it("month 120 is collected, the 121st is not (MONTH_LIMIT)", () => {
    const s = quote(1_000_000, employed(130, 2000));
    expect(ISA_MAX_PAYMENT_MONTHS).toBe(120);
    expect(s.months).toHaveLength(120);
    expect(s.months.at(-1)).toMatchObject({ month: 120, collectedOn: "2035-12-01", amount: 300, cumulative: 36_000 });
    expect(s).toMatchObject({ endReason: "MONTH_LIMIT", monthsCounted: 120, totalPaid: 36_000, cap: 1_000_000 });
  });
  it("a timeline of exactly 120 payment months ends on the limit", () => {
    expect(quote(1_000_000, employed(120, 2000))).toMatchObject({ endReason: "MONTH_LIMIT", monthsCounted: 120 });
  });
  it("unemployed months do not use up the limit: 10 gap months + 120 paid months", () => {
    const s = quote(1_000_000, unemployed(10), employed(130, 2000));
    expect(s.months).toHaveLength(130);
    expect(s.months.at(-1)?.month).toBe(130);
    expect(s).toMatchObject({ endReason: "MONTH_LIMIT", monthsCounted: 120, totalPaid: 36_000 });
  });
  it("119 payment months is not the limit", () => {
    expect(quote(1_000_000, employed(119, 2000))).toMatchObject({ endReason: "NOT_REACHED", monthsCounted: 119 });
  });
});

describe("rule: payments stop at the cap (full tuition), with the last payment reduced", () => {
  it("reaching the cap mid-schedule reduces the last payment to what remains (CAPPED)", () => {
    const s = quote(1000, employed(12, 2000));
    expect(s.months.map((m) => [m.rule, m.amount, m.cumulative])).toEqual([
      ["PERCENTAGE", 300, 300],
      ["PERCENTAGE", 300, 600],
      ["PERCENTAGE", 300, 900],
      ["CAPPED", 100, 1000],
    ]);
    expect(s).toMatchObject({ endReason: "CAP", totalPaid: 1000, cap: 1000, monthsCounted: 4 });
  });
  it("a payment landing exactly on the cap is CAPPED and not reduced", () => {
    const s = quote(900, employed(12, 2000));
    expect(s.months.at(-1)).toMatchObject({ rule: "CAPPED", amount: 300, cumulative: 900 });
    expect(s.endReason).toBe("CAP");
  });
  it("the cumulative equals the cap exactly, in cents, with no floating drift", () => {
    // 250.01 a month; naive float sums drift (0.1 + 0.2 style); cents do not.
    const s = quote(1000.03, employed(12, 1666.7));
    expect(s.months.map((m) => m.cumulative)).toEqual([250.01, 500.02, 750.03, 1000.03]);
    expect(s.months.at(-1)).toMatchObject({ rule: "CAPPED", amount: 250 });
    expect(s.totalPaid).toBe(1000.03);
    expect(s.totalPaid).toBe(s.cap);
  });
  it("a fixed payment can be capped too", () => {
    const s = quote(120, employed(5, 0));
    expect(s.months.map((m) => [m.rule, m.amount])).toEqual([
      ["FIXED", 50],
      ["FIXED", 50],
      ["CAPPED", 20],
    ]);
  });
  it("the cap wins when it falls on the 120th payment month", () => {
    const s = quote(36_000, employed(130, 2000));
    expect(s).toMatchObject({ endReason: "CAP", monthsCounted: 120, totalPaid: 36_000 });
    expect(s.months.at(-1)?.rule).toBe("CAPPED");
  });
  it("nothing after the cap is listed, even unemployment", () => {
    expect(quote(300, employed(1, 2000), unemployed(5)).months).toHaveLength(1);
  });
});

describe("rule: when the timeline ends first the schedule is NOT_REACHED", () => {
  it("12 months at 300 against a 10,000 cap", () => {
    const s = quote(10_000, employed(12, 2000));
    expect(s).toMatchObject({ endReason: "NOT_REACHED", totalPaid: 3600, monthsCounted: 12, threshold: 1500, rate: 0.15 });
    expect(s.months).toHaveLength(12);
  });
  it("a timeline of unemployment only pays nothing", () => {
    const s = quote(10_000, unemployed(6));
    expect(s).toMatchObject({ endReason: "NOT_REACHED", totalPaid: 0, monthsCounted: 0 });
    expect(s.months.every((m) => m.amount === 0 && m.rule === "NONE")).toBe(true);
  });
  it("mixes fixed and percentage months with a running cumulative", () => {
    const s = quote(10_000, employed(1, 750), employed(1, 1500));
    expect(s.months.map((m) => [m.rule, m.amount, m.cumulative])).toEqual([
      ["FIXED", 75, 75],
      ["PERCENTAGE", 225, 300],
    ]);
  });
});
