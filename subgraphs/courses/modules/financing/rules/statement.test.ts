import { describe, expect, it } from "vitest";
import { ISA_COUNTRIES, isIsaCountry, isaSchedule } from "./isa.js";
import {
  addMonths,
  dueMonths,
  firstCollectionMonth,
  isaMonthStep,
  monthNumber,
  monthStart,
  statementReference,
  statementStatus,
  type StatementState,
} from "./statement.js";

const CAP = 19_900;
const fresh: StatementState = { cumulativeCents: 0, paymentMonthsCounted: 0 };
const employed = (salaryCents: number) => ({ employed: true, salaryCents });
const unemployed = { employed: false, salaryCents: 0 };

describe("isaMonthStep: what one month bills", () => {
  it("no verified income by the 1st → UNVERIFIED, nothing billed, not counted", () => {
    expect(isaMonthStep(CAP, { cumulativeCents: 9_000, paymentMonthsCounted: 1 }, null)).toEqual({
      employed: false,
      salaryCents: 0,
      amountCents: 0,
      rule: "UNVERIFIED",
      cumulativeCents: 9_000,
      paymentMonthsCounted: 1,
      endReason: null,
    });
  });
  it("verified unemployed → NONE, nothing billed, not counted (the salary is recorded as 0)", () => {
    expect(isaMonthStep(CAP, fresh, { employed: false, salaryCents: 120_000 })).toMatchObject({
      employed: false,
      salaryCents: 0,
      amountCents: 0,
      rule: "NONE",
      paymentMonthsCounted: 0,
      endReason: null,
    });
  });
  it("salary just below 1,500 → FIXED (1,499.99 → 100; 1,200 → 90)", () => {
    expect(isaMonthStep(1_000_000, fresh, employed(149_999))).toMatchObject({
      amountCents: 10_000,
      rule: "FIXED",
      paymentMonthsCounted: 1,
    });
    expect(isaMonthStep(1_000_000, fresh, employed(120_000))).toMatchObject({ amountCents: 9_000, rule: "FIXED" });
  });
  it("salary at 1,500 → PERCENTAGE (225)", () => {
    expect(isaMonthStep(1_000_000, fresh, employed(150_000))).toMatchObject({
      amountCents: 22_500,
      rule: "PERCENTAGE",
      cumulativeCents: 22_500,
    });
  });
  it("the payment that reaches the cap is cut to what remains (CAPPED) and ends the agreement with CAP", () => {
    expect(isaMonthStep(CAP, { cumulativeCents: 18_000, paymentMonthsCounted: 2 }, employed(120_000))).toEqual({
      employed: true,
      salaryCents: 120_000,
      amountCents: 1_900,
      rule: "CAPPED",
      cumulativeCents: CAP,
      paymentMonthsCounted: 3,
      endReason: "CAP",
    });
  });
  it("a payment landing exactly on the cap is CAPPED, not reduced", () => {
    expect(isaMonthStep(18_000, { cumulativeCents: 9_000, paymentMonthsCounted: 1 }, employed(120_000))).toMatchObject({
      amountCents: 9_000,
      rule: "CAPPED",
      endReason: "CAP",
    });
  });
  it("one cent below the cap stays FIXED and the agreement goes on", () => {
    expect(isaMonthStep(18_001, { cumulativeCents: 9_000, paymentMonthsCounted: 1 }, employed(120_000))).toMatchObject({
      amountCents: 9_000,
      rule: "FIXED",
      cumulativeCents: 18_000,
      endReason: null,
    });
  });
  it("the 120th payment month ends the agreement with MONTH_LIMIT; the 119th does not", () => {
    const at119 = { cumulativeCents: 119 * 9_000, paymentMonthsCounted: 119 };
    expect(isaMonthStep(10_000_000, at119, employed(120_000))).toMatchObject({ paymentMonthsCounted: 120, endReason: "MONTH_LIMIT" });
    const at118 = { cumulativeCents: 118 * 9_000, paymentMonthsCounted: 118 };
    expect(isaMonthStep(10_000_000, at118, employed(120_000))).toMatchObject({ paymentMonthsCounted: 119, endReason: null });
  });
  it("an unpaid month after 119 payment months does not reach the limit", () => {
    const at119 = { cumulativeCents: 119 * 9_000, paymentMonthsCounted: 119 };
    expect(isaMonthStep(10_000_000, at119, unemployed)).toMatchObject({ paymentMonthsCounted: 119, endReason: null });
    expect(isaMonthStep(10_000_000, at119, null)).toMatchObject({ paymentMonthsCounted: 119, endReason: null });
  });
  it("the cap wins when it falls on the 120th payment month", () => {
    const at119 = { cumulativeCents: 119 * 9_000, paymentMonthsCounted: 119 };
    expect(isaMonthStep(120 * 9_000, at119, employed(120_000))).toMatchObject({
      rule: "CAPPED",
      endReason: "CAP",
      paymentMonthsCounted: 120,
    });
  });
  it("is the calculator's step: the schedule's months are the steps in sequence", () => {
    const schedule = isaSchedule({ tuition: 199, startMonth: "2026-09", periods: [{ months: 5, employed: true, salary: 1200 }] });
    let state = fresh;
    const steps = [];
    for (let i = 0; i < 3; i++) steps.push((state = isaMonthStep(CAP, state, employed(120_000))));
    expect(schedule.months.map((m) => [m.amount, m.rule, m.cumulative])).toEqual(
      steps.map((s) => [s.amountCents / 100, s.rule, s.cumulativeCents / 100]),
    );
    expect(schedule.endReason).toBe("CAP");
  });
});

describe("firstCollectionMonth: the first 1st (UTC) on or after access ends", () => {
  it("access ending mid-month → the next month", () => {
    expect(firstCollectionMonth(new Date("2026-08-08T00:00:00Z"))).toBe("2026-09");
    expect(firstCollectionMonth(new Date("2026-12-31T23:59:59.999Z"))).toBe("2027-01");
  });
  it("access ending exactly at a 1st 00:00 UTC → that month", () => {
    expect(firstCollectionMonth(new Date("2026-09-01T00:00:00.000Z"))).toBe("2026-09");
  });
  it("one millisecond after a 1st → the next month", () => {
    expect(firstCollectionMonth(new Date("2026-09-01T00:00:00.001Z"))).toBe("2026-10");
  });
  it("works in UTC whatever the local offset would say (31 Jan 20:00 UTC is 1 Feb in Kuala Lumpur)", () => {
    expect(firstCollectionMonth(new Date("2026-01-31T20:00:00Z"))).toBe("2026-02");
  });
});

describe("due months: every 1st that has come, from the first collection month", () => {
  it("none before the first 1st; the first exactly at its 1st 00:00 UTC", () => {
    expect(dueMonths("2026-09", new Date("2026-08-31T23:59:59.999Z"))).toEqual([]);
    expect(dueMonths("2026-09", new Date("2026-09-01T00:00:00.000Z"))).toEqual(["2026-09"]);
  });
  it("runs across a year end", () => {
    expect(dueMonths("2026-11", new Date("2027-02-15T00:00:00Z"))).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
  it("month numbers, month starts and additions", () => {
    expect(monthNumber("2026-11", "2027-02")).toBe(4);
    expect(monthStart("2027-02").toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-09", 119)).toBe("2036-08");
    expect(() => monthStart("2026-13")).toThrow(RangeError);
  });
});

describe("statement reference and status", () => {
  it("reference is the order's reference and YYYYMM", () => {
    expect(statementReference("TF-ABCDEFG7", "2026-09")).toBe("TF-ABCDEFG7-202609");
  });
  it("NOTHING_DUE at 0, DUE otherwise", () => {
    expect(statementStatus(0)).toBe("NOTHING_DUE");
    expect(statementStatus(1)).toBe("DUE");
  });
});

describe("ISA countries", () => {
  it("Malaysia, Singapore and Hong Kong only", () => {
    expect([...ISA_COUNTRIES]).toEqual(["Malaysia", "Singapore", "Hong Kong"]);
    expect(["Malaysia", "Singapore", "Hong Kong"].every(isIsaCountry)).toBe(true);
    expect([null, undefined, "", "Japan", "malaysia"].some(isIsaCountry)).toBe(false);
  });
});
