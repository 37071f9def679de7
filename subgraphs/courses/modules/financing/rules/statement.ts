/**
 * ISA monthly statements (SPEC §1 financing; docs/decisions.md "ISA, income reports, statements and withdrawal"):
 * pure rules for what one month bills, when collection starts and which months are due. The same month step drives
 * the calculator (isa.ts isaSchedule) and the stored statements (services/isa.ts), so the two cannot disagree.
 *
 * - A month's income is the verified income as of its 1st; none verified → UNVERIFIED, nothing due, and (like an
 *   unemployed month, NONE) it does not count toward the 120 payment months.
 * - Employed → the payment rule (isa-payment.ts), cut to what the cap still allows (CAPPED, also when nothing had to
 *   be cut). The cumulative billed amount counts toward the cap; months with an amount count toward 120.
 * - The agreement ends with CAP once the cumulative reaches the cap, else with MONTH_LIMIT after the 120th payment
 *   month (the cap wins when both fall on the same month).
 */
import { ISA_MAX_PAYMENT_MONTHS, isaPaymentForSalaryCents, type IsaRule } from "./isa-payment.js";

export type StatementRule = IsaRule | "UNVERIFIED";
export type StatementEndReason = "CAP" | "MONTH_LIMIT";

/** What the agreement has billed before the month. */
export interface StatementState {
  cumulativeCents: number;
  paymentMonthsCounted: number;
}

/** The income a month is billed on; null when nothing was verified by its 1st. */
export interface MonthIncome {
  employed: boolean;
  /** Monthly salary in cents (ignored when unemployed). */
  salaryCents: number;
}

export interface MonthStep<R extends StatementRule = StatementRule> extends StatementState {
  employed: boolean;
  salaryCents: number;
  amountCents: number;
  rule: R;
  /** Set on the month that ends the agreement. */
  endReason: StatementEndReason | null;
}

/** One month of an agreement: what it bills and where that leaves the cap and the month count. */
export function isaMonthStep(capCents: number, before: StatementState, income: MonthIncome): MonthStep<IsaRule>;
export function isaMonthStep(capCents: number, before: StatementState, income: MonthIncome | null): MonthStep;
export function isaMonthStep(capCents: number, before: StatementState, income: MonthIncome | null): MonthStep {
  const employed = income?.employed ?? false;
  const salaryCents = employed ? income!.salaryCents : 0;
  let amountCents = 0;
  let rule: StatementRule = "UNVERIFIED";
  if (income) {
    ({ cents: amountCents, rule } = isaPaymentForSalaryCents(employed, salaryCents));
    if (amountCents > 0 && before.cumulativeCents + amountCents >= capCents) {
      amountCents = Math.max(0, capCents - before.cumulativeCents);
      rule = "CAPPED";
    }
  }
  const cumulativeCents = before.cumulativeCents + amountCents;
  const paymentMonthsCounted = before.paymentMonthsCounted + (amountCents > 0 ? 1 : 0);
  const endReason = cumulativeCents >= capCents ? "CAP" : paymentMonthsCounted >= ISA_MAX_PAYMENT_MONTHS ? "MONTH_LIMIT" : null;
  return { employed, salaryCents, amountCents, rule, cumulativeCents, paymentMonthsCounted, endReason };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthIndex(month: string): number {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Not a YYYY-MM month: "${month}"`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}
function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month `offset` months after `month` (YYYY-MM). */
export function addMonths(month: string, offset: number): string {
  return monthOfIndex(monthIndex(month) + offset);
}

/** The instant a month's statement is computed and collected: its 1st, 00:00 UTC. */
export function monthStart(month: string): Date {
  const index = monthIndex(month);
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
}

/** The first 1st (UTC) on or after `accessEndsAt`, as YYYY-MM: collection starts once access has ended. */
export function firstCollectionMonth(accessEndsAt: Date): string {
  const month = monthOfIndex(accessEndsAt.getUTCFullYear() * 12 + accessEndsAt.getUTCMonth());
  return monthStart(month).getTime() === accessEndsAt.getTime() ? month : addMonths(month, 1);
}

/** The months from `first` whose 1st has come by `now` (M-01T00:00Z ≤ now), in order; empty before `first`. */
export function dueMonths(first: string, now: Date): string[] {
  const out: string[] = [];
  for (let month = first; monthStart(month).getTime() <= now.getTime(); month = addMonths(month, 1)) out.push(month);
  return out;
}

/** 1-based month number of `month` counted from the first collection month. */
export function monthNumber(first: string, month: string): number {
  return monthIndex(month) - monthIndex(first) + 1;
}

/** The reference a learner quotes with a statement's transfer: the order's, then YYYYMM. */
export function statementReference(orderReference: string, month: string): string {
  return `${orderReference}-${month.replace("-", "")}`;
}

/** Nothing to pay when the amount is 0. */
export function statementStatus(amountCents: number): "NOTHING_DUE" | "DUE" {
  return amountCents > 0 ? "DUE" : "NOTHING_DUE";
}

/** The collection date of a month: its 1st, as an ISO date. */
export function collectionDateOf(month: string): string {
  return `${month}-01`;
}
