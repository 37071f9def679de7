/**
 * Withdrawal (SPEC §1): "between module 1 and the end of module 5: pro-rata tuition, with refund of advance payments.
 * After module 5: 100% of tuition." Reading (docs/decisions.md), with completedModules = modules finished when
 * withdrawing:
 *
 * - 0 (before module 1 is finished) → NONE: nothing owed, every advance payment refunded.
 * - 1 to 5, and fewer than all modules → PRO_RATA: owed = tuition × completed / total; all advance payments are
 *   refunded and the owed amount is billed separately (the SPEC's "with refund of advance payments").
 * - 6 or more, or every module of the programme (e.g. 5 of 5) → FULL: owed = tuition; only what was paid in advance
 *   beyond the tuition is refunded.
 */
import { shareOfCents, toCents, toUsd } from "./money.js";

/** The last module after which withdrawal is still pro-rata. */
export const PRO_RATA_LAST_MODULE = 5;
/** The learner's reason for withdrawing, in characters. */
export const WITHDRAWAL_REASON_MAX = 500;

export type WithdrawalRule = "NONE" | "PRO_RATA" | "FULL";

export interface WithdrawalRequest {
  tuition: number;
  paidInAdvance: number;
  completedModules: number;
  totalModules: number;
}

export interface WithdrawalQuoteResult {
  owed: number;
  refund: number;
  rule: WithdrawalRule;
}

export function withdrawalRule(completedModules: number, totalModules: number): WithdrawalRule {
  if (completedModules <= 0) return "NONE";
  if (completedModules > PRO_RATA_LAST_MODULE || completedModules >= totalModules) return "FULL";
  return "PRO_RATA";
}

/** What withdrawing costs; the request is already validated. */
export function withdrawalQuote(request: WithdrawalRequest): WithdrawalQuoteResult {
  const tuitionCents = toCents(request.tuition);
  const paidCents = toCents(request.paidInAdvance);
  const rule = withdrawalRule(request.completedModules, request.totalModules);
  switch (rule) {
    case "NONE":
      return { owed: 0, refund: toUsd(paidCents), rule };
    case "PRO_RATA":
      return {
        owed: toUsd(shareOfCents(tuitionCents, request.completedModules, request.totalModules)),
        refund: toUsd(paidCents),
        rule,
      };
    case "FULL":
      return { owed: toUsd(tuitionCents), refund: toUsd(Math.max(0, paidCents - tuitionCents)), rule };
  }
}
