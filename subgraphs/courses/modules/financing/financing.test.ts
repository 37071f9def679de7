/** The financing resolvers, called directly: zod validation → pure rule → GraphQL shape. */
import type { GraphQLResolveInfo } from "graphql";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../shared/errors.js";
import type { CoursesContext } from "../../context.js";
import { Query as FinancingQuery } from "./resolvers/Query.js";

/** Calls a resolver given as a plain function with a dummy parent, context and info. */
async function call<R>(resolver: R, args: unknown): Promise<unknown> {
  if (typeof resolver !== "function") throw new Error("expected a plain resolver function");
  const fn = resolver as unknown as (parent: unknown, args: unknown, ctx: CoursesContext, info: GraphQLResolveInfo) => unknown;
  return fn({}, args, {} as CoursesContext, {} as GraphQLResolveInfo);
}

const isaQuote = (input: unknown) => call(FinancingQuery.isaQuote, { input });
const upfrontQuote = (price: number) => call(FinancingQuery.upfrontQuote, { price });
const withdrawalQuote = (args: Record<string, number>) => call(FinancingQuery.withdrawalQuote, args);

/** The BAD_USER_INPUT field map a failing call rejects with. */
async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => {
      throw new Error("expected BAD_USER_INPUT");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).extensions.code).toBe("BAD_USER_INPUT");
  return (error as AppError).extensions.fields as Record<string, string>;
}

const validIsa = { tuition: 1000, startMonth: "2026-01", periods: [{ months: 12, employed: true, salary: 2000 }] };

describe("isaQuote", () => {
  it("returns the schedule for a valid timeline", async () => {
    await expect(isaQuote(validIsa)).resolves.toMatchObject({
      cap: 1000,
      totalPaid: 1000,
      endReason: "CAP",
      monthsCounted: 4,
      threshold: 1500,
      rate: 0.15,
      months: [
        { month: 1, collectedOn: "2026-01-01", employed: true, salary: 2000, amount: 300, rule: "PERCENTAGE", cumulative: 300 },
        {},
        {},
        { month: 4, collectedOn: "2026-04-01", amount: 100, rule: "CAPPED", cumulative: 1000 },
      ],
    });
  });
  it("rule: tuition must be above 0 and at most 1,000,000", async () => {
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, tuition: 0 })))).toEqual(["tuition"]);
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, tuition: 1_000_000.01 })))).toEqual(["tuition"]);
    await expect(isaQuote({ ...validIsa, tuition: 1_000_000 })).resolves.toMatchObject({ cap: 1_000_000 });
  });
  it("rule: startMonth is YYYY-MM", async () => {
    for (const startMonth of ["2026-13", "2026-1", "2026-01-01", "Jan 2026", "2026-00"]) {
      expect(await fieldErrors(isaQuote({ ...validIsa, startMonth }))).toEqual({ startMonth: "Start month must be YYYY-MM." });
    }
  });
  it("rule: 1 to 60 periods", async () => {
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, periods: [] })))).toEqual(["periods"]);
    const period = { months: 1, employed: true, salary: 0 };
    await expect(isaQuote({ ...validIsa, periods: Array(60).fill(period) })).resolves.toBeDefined();
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, periods: Array(61).fill(period) })))).toEqual(["periods"]);
  });
  it("rule: each period lasts 1 to 240 whole months, with the field path", async () => {
    const periods = (months: number) => [validIsa.periods[0], { months, employed: false, salary: 0 }];
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, periods: periods(0) })))).toEqual(["periods.1.months"]);
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, periods: periods(241) })))).toEqual(["periods.1.months"]);
    expect(Object.keys(await fieldErrors(isaQuote({ ...validIsa, periods: periods(1.5) })))).toEqual(["periods.1.months"]);
    await expect(isaQuote({ ...validIsa, tuition: 1_000_000, periods: periods(240) })).resolves.toBeDefined();
  });
  it("rule: the whole timeline is at most 480 months", async () => {
    const p = { months: 240, employed: false, salary: 0 };
    await expect(isaQuote({ ...validIsa, periods: [p, p] })).resolves.toMatchObject({ endReason: "NOT_REACHED" });
    const errors = await fieldErrors(isaQuote({ ...validIsa, periods: [p, p, { ...p, months: 1 }] }));
    expect(errors).toEqual({ periods: "The timeline covers 481 months; at most 480." });
  });
  it("rule: salary is 0 to 1,000,000, with the field path", async () => {
    const at = (salary: number) => ({
      ...validIsa,
      periods: [validIsa.periods[0], validIsa.periods[0], { months: 1, employed: true, salary }],
    });
    expect(await fieldErrors(isaQuote(at(-1)))).toEqual({ "periods.2.salary": "Salary cannot be negative." });
    expect(Object.keys(await fieldErrors(isaQuote(at(1_000_001))))).toEqual(["periods.2.salary"]);
    await expect(isaQuote(at(1_000_000))).resolves.toBeDefined();
  });
  it("rule: an unemployed period with a salary is refused", async () => {
    const errors = await fieldErrors(isaQuote({ ...validIsa, periods: [{ months: 3, employed: false, salary: 500 }] }));
    expect(errors).toEqual({ "periods.0.salary": "An unemployed period has no salary; set it to 0 or mark the period employed." });
  });
  it("reports several invalid fields at once", async () => {
    const errors = await fieldErrors(isaQuote({ tuition: -5, startMonth: "x", periods: [{ months: 0, employed: true, salary: -1 }] }));
    expect(Object.keys(errors).sort()).toEqual(["periods.0.months", "periods.0.salary", "startMonth", "tuition"]);
  });
});

describe("upfrontQuote", () => {
  it("rule: 20% off", async () => {
    await expect(upfrontQuote(2500)).resolves.toEqual({ price: 2500, discountRate: 0.2, amount: 2000 });
  });
  it("rule: price above 0 and at most 1,000,000", async () => {
    expect(await fieldErrors(upfrontQuote(0))).toEqual({ price: "Price must be greater than 0." });
    expect(await fieldErrors(upfrontQuote(-1))).toEqual({ price: "Price must be greater than 0." });
    expect(Object.keys(await fieldErrors(upfrontQuote(1_000_000.01)))).toEqual(["price"]);
    await expect(upfrontQuote(1_000_000)).resolves.toMatchObject({ amount: 800_000 });
  });
});

describe("withdrawalQuote", () => {
  const base = { tuition: 6000, paidInAdvance: 1000, totalModules: 10 };
  it("module 0, 1, 5, 6", async () => {
    const results = await Promise.all([0, 1, 5, 6].map((completedModules) => withdrawalQuote({ ...base, completedModules })));
    expect(results).toEqual([
      { owed: 0, refund: 1000, rule: "NONE" },
      { owed: 600, refund: 1000, rule: "PRO_RATA" },
      { owed: 3000, refund: 1000, rule: "PRO_RATA" },
      { owed: 6000, refund: 0, rule: "FULL" },
    ]);
  });
  it("completing all 5 of 5 modules is FULL", async () => {
    await expect(withdrawalQuote({ ...base, totalModules: 5, completedModules: 5 })).resolves.toMatchObject({ rule: "FULL", owed: 6000 });
  });
  it("rule: completed modules between 0 and total modules", async () => {
    expect(await fieldErrors(withdrawalQuote({ ...base, completedModules: 11 }))).toEqual({
      completedModules: "Completed modules cannot exceed total modules.",
    });
    expect(Object.keys(await fieldErrors(withdrawalQuote({ ...base, completedModules: -1 })))).toEqual(["completedModules"]);
  });
  it("rule: total modules 1 to 60", async () => {
    expect(Object.keys(await fieldErrors(withdrawalQuote({ ...base, totalModules: 0, completedModules: 0 })))).toEqual(["totalModules"]);
    expect(Object.keys(await fieldErrors(withdrawalQuote({ ...base, totalModules: 61, completedModules: 0 })))).toEqual(["totalModules"]);
    await expect(withdrawalQuote({ ...base, totalModules: 60, completedModules: 60 })).resolves.toMatchObject({ rule: "FULL" });
  });
  it("rule: amounts are not negative and tuition is above 0", async () => {
    expect(Object.keys(await fieldErrors(withdrawalQuote({ ...base, paidInAdvance: -0.01, completedModules: 1 })))).toEqual([
      "paidInAdvance",
    ]);
    expect(Object.keys(await fieldErrors(withdrawalQuote({ ...base, tuition: 0, completedModules: 1 })))).toEqual(["tuition"]);
    await expect(withdrawalQuote({ ...base, paidInAdvance: 0, completedModules: 1 })).resolves.toMatchObject({ refund: 0 });
  });
});
