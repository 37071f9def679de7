/**
 * The income-share agreement's monthly payment rule (SPEC §1, §9; the decisions are listed in isa.ts): 15% of the
 * salary at or above the 1,500 USD threshold, a fixed 50–100 USD below it, nothing while unemployed. Kept apart from
 * isa.ts so the month step (statement.ts) and the calculator (isa.ts) both build on it without importing each other.
 */
import { shareOfCents, toCents } from "./money.js";

export const ISA_RATE = 0.15;
/** The rate in basis points (15%), so percentage payments are computed in integer cents. */
const ISA_RATE_BP = 1_500;
export const ISA_SALARY_THRESHOLD = 1_500;
export const ISA_FIXED_MIN = 50;
export const ISA_FIXED_MAX = 100;
export const ISA_MAX_PAYMENT_MONTHS = 120;

export type IsaRule = "NONE" | "PERCENTAGE" | "FIXED" | "CAPPED";

/** The monthly payment for one month before the cap is applied, from the salary in cents. */
export function isaPaymentForSalaryCents(employed: boolean, salaryCents: number): { cents: number; rule: Exclude<IsaRule, "CAPPED"> } {
  if (!employed) return { cents: 0, rule: "NONE" };
  const thresholdCents = ISA_SALARY_THRESHOLD * 100;
  if (salaryCents >= thresholdCents) return { cents: shareOfCents(salaryCents, ISA_RATE_BP, 10_000), rule: "PERCENTAGE" };
  const dollars = ISA_FIXED_MIN + Math.round(((ISA_FIXED_MAX - ISA_FIXED_MIN) * salaryCents) / thresholdCents);
  return { cents: Math.min(ISA_FIXED_MAX, Math.max(ISA_FIXED_MIN, dollars)) * 100, rule: "FIXED" };
}

/** The monthly payment for one month before the cap is applied, in cents (salary in USD). */
export function isaMonthlyPaymentCents(employed: boolean, salary: number): { cents: number; rule: IsaRule } {
  return isaPaymentForSalaryCents(employed, toCents(salary));
}
