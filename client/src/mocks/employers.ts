/**
 * The employer side of the mock API (skeleton; the representative-side work fills it in): company representatives'
 * requests and who acts for which employer. Other mock modules ask `representedEmployerId` to scope the back office.
 */

/** The mock's approved representatives at start: the mock demo recruiter (arif.rahman@example.com) acts for Lantern Analytics. */
const APPROVED_AT_START: Record<string, string> = {
  "0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d02": "lantern-analytics",
};

/** The employer `accountId` is an approved representative of, or null. */
export function representedEmployerId(accountId: string | null | undefined): string | null {
  if (!accountId) return null;
  return APPROVED_AT_START[accountId] ?? null;
}
