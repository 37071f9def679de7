/**
 * Money for the financing rules (SPEC §1, §9). Amounts travel as USD numbers but every calculation runs in integer
 * cents, so totals and cumulative sums never drift. `toCents` is the single rounding step (half up); `toUsd` is exact.
 */

/** USD → whole cents, rounding half up. The one place financing rounds money. */
export function toCents(usd: number): number {
  // toFixed(6) absorbs binary noise such as 1.005 * 100 = 100.49999999999999 before rounding.
  return Math.round(Number((usd * 100).toFixed(6)));
}

/** Whole cents → USD (exact: cents are integers). */
export function toUsd(cents: number): number {
  return cents / 100;
}

/** `cents × numerator / denominator`, rounded half up to whole cents (numerator and denominator are integers). */
export function shareOfCents(cents: number, numerator: number, denominator: number): number {
  return Math.round((cents * numerator) / denominator);
}
