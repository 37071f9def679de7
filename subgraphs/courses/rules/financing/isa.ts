/**
 * Income-share agreement (SPEC §1, §9). Decisions (docs/decisions.md):
 *
 * - Minimum salary threshold: 1,500 USD/month. At or above it the learner pays 15% of the monthly salary.
 * - Below it the fixed payment scales linearly with salary from 50 USD (salary 0) towards 100 USD just below the
 *   threshold: fixed = clamp(50 + 50 × salary / threshold, 50, 100), rounded to the whole dollar (half up).
 *   There is a step up at the threshold (15% of 1,500 = 225 > 100): that is what "15% of salary, or a fixed 50-100 USD
 *   below the threshold" implies, and we keep it rather than invent a smoothing the SPEC does not describe.
 * - No payment while unemployed (rule NONE, amount 0). Unemployed months stay in `months` so the learner sees gaps.
 * - The 120-month limit counts PAYMENT months (months with a collection), the usual ISA practice: an unemployed month
 *   neither pays nor uses up the limit. `monthsCounted` is that count.
 * - Payments stop at the cap (full tuition): the payment that reaches the cap is reduced to exactly what remains and
 *   carries rule CAPPED (even when nothing had to be cut); endReason CAP. After the 120th counted month: MONTH_LIMIT.
 *   If the timeline ends first: NOT_REACHED. No interest. Collection on the 1st of each month.
 */
import { shareOfCents, toCents, toUsd } from "./money.js";

export const ISA_RATE = 0.15;
/** The rate in basis points (15%), so percentage payments are computed in integer cents. */
const ISA_RATE_BP = 1_500;
export const ISA_SALARY_THRESHOLD = 1_500;
export const ISA_FIXED_MIN = 50;
export const ISA_FIXED_MAX = 100;
export const ISA_MAX_PAYMENT_MONTHS = 120;

export type IsaRule = "NONE" | "PERCENTAGE" | "FIXED" | "CAPPED";
export type IsaEndReason = "CAP" | "MONTH_LIMIT" | "NOT_REACHED";

export interface IsaPeriod {
  months: number;
  employed: boolean;
  salary: number;
}

export interface IsaQuoteRequest {
  tuition: number;
  /** YYYY-MM, already validated. */
  startMonth: string;
  periods: readonly IsaPeriod[];
}

export interface IsaMonthResult {
  month: number;
  collectedOn: string;
  employed: boolean;
  salary: number;
  amount: number;
  rule: IsaRule;
  cumulative: number;
}

export interface IsaScheduleResult {
  months: IsaMonthResult[];
  totalPaid: number;
  cap: number;
  endReason: IsaEndReason;
  monthsCounted: number;
  threshold: number;
  rate: number;
}

/** The monthly payment for one month before the cap is applied, in cents. */
export function isaMonthlyPaymentCents(employed: boolean, salary: number): { cents: number; rule: IsaRule } {
  if (!employed) return { cents: 0, rule: "NONE" };
  const salaryCents = toCents(salary);
  const thresholdCents = ISA_SALARY_THRESHOLD * 100;
  if (salaryCents >= thresholdCents) return { cents: shareOfCents(salaryCents, ISA_RATE_BP, 10_000), rule: "PERCENTAGE" };
  const dollars = ISA_FIXED_MIN + Math.round(((ISA_FIXED_MAX - ISA_FIXED_MIN) * salaryCents) / thresholdCents);
  return { cents: Math.min(ISA_FIXED_MAX, Math.max(ISA_FIXED_MIN, dollars)) * 100, rule: "FIXED" };
}

/** The 1st of the month `offset` months after `startMonth` (YYYY-MM), as an ISO date. */
export function collectionDate(startMonth: string, offset: number): string {
  const [year, month] = startMonth.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

/** The month-by-month schedule until the cap, the 120th payment month or the end of the timeline. */
export function isaSchedule(request: IsaQuoteRequest): IsaScheduleResult {
  const capCents = toCents(request.tuition);
  const months: IsaMonthResult[] = [];
  let paidCents = 0;
  let counted = 0;
  let endReason: IsaEndReason = "NOT_REACHED";
  let offset = 0;

  timeline: for (const period of request.periods) {
    for (let i = 0; i < period.months; i++, offset++) {
      const due = isaMonthlyPaymentCents(period.employed, period.salary);
      let { cents, rule } = due;
      if (cents > 0 && paidCents + cents >= capCents) {
        cents = capCents - paidCents;
        rule = "CAPPED";
      }
      paidCents += cents;
      if (cents > 0) counted++;
      months.push({
        month: offset + 1,
        collectedOn: collectionDate(request.startMonth, offset),
        employed: period.employed,
        salary: toUsd(toCents(period.employed ? period.salary : 0)),
        amount: toUsd(cents),
        rule,
        cumulative: toUsd(paidCents),
      });
      // The cap wins when the cap and the 120th payment fall on the same month.
      if (paidCents >= capCents) {
        endReason = "CAP";
        break timeline;
      }
      if (counted >= ISA_MAX_PAYMENT_MONTHS) {
        endReason = "MONTH_LIMIT";
        break timeline;
      }
    }
  }

  return {
    months,
    totalPaid: toUsd(paidCents),
    cap: toUsd(capCents),
    endReason,
    monthsCounted: counted,
    threshold: ISA_SALARY_THRESHOLD,
    rate: ISA_RATE,
  };
}
