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
import { ISA_RATE, ISA_SALARY_THRESHOLD, type IsaRule } from "./isa-payment.js";
import { toCents, toUsd } from "./money.js";
import { isaMonthStep } from "./statement.js";

export * from "./isa-payment.js";

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
  let state = { cumulativeCents: 0, paymentMonthsCounted: 0 };
  let endReason: IsaEndReason = "NOT_REACHED";
  let offset = 0;

  timeline: for (const period of request.periods) {
    for (let i = 0; i < period.months; i++, offset++) {
      // The same month step as the stored statements; the calculator's income is always "verified".
      const step = isaMonthStep(capCents, state, { employed: period.employed, salaryCents: toCents(period.salary) });
      state = step;
      months.push({
        month: offset + 1,
        collectedOn: collectionDate(request.startMonth, offset),
        employed: period.employed,
        salary: toUsd(step.salaryCents),
        amount: toUsd(step.amountCents),
        rule: step.rule,
        cumulative: toUsd(step.cumulativeCents),
      });
      if (step.endReason) {
        endReason = step.endReason;
        break timeline;
      }
    }
  }

  return {
    months,
    totalPaid: toUsd(state.cumulativeCents),
    cap: toUsd(capCents),
    endReason,
    monthsCounted: state.paymentMonthsCounted,
    threshold: ISA_SALARY_THRESHOLD,
    rate: ISA_RATE,
  };
}

/** Countries of residence where the ISA is offered (product decision; docs/decisions.md). */
export const ISA_COUNTRIES = ["Malaysia", "Singapore", "Hong Kong"] as const;

export function isIsaCountry(country: string | null | undefined): boolean {
  return (ISA_COUNTRIES as readonly (string | null | undefined)[]).includes(country);
}
