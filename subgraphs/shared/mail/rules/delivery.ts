/** Pure rules of delivering the outbox: when to try again, and when to stop. */

/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. About a day and a half in all. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000] as const;

/** Attempts before a message is given up as failed (kept, with its last error, for an operator to look at). */
export const MAX_ATTEMPTS = 8;

/** How long a worker's claim on a message lasts: longer than any SMTP exchange, so only a crashed worker's runs out. */
export const LEASE_MS = 2 * 60_000;

/** Messages one worker claims at a time. */
export const CLAIM_BATCH = 20;

const DAY_MS = 24 * 3_600_000;

/** How long a sent message stays in the outbox: long enough to answer "did my email go out?" for a month. */
export const SENT_RETENTION_MS = 30 * DAY_MS;

/**
 * How long a message that was not sent (given up as failed, or skipped: no verified address, switched off, account
 * gone) stays: a quarter, so an operator can still find a pattern in refusals and send one again.
 */
export const UNSENT_RETENTION_MS = 90 * DAY_MS;

/** How long the dev mailbox keeps a message: as long as a sent one, and a demo's mailbox does not grow for ever. */
export const DEV_MAILBOX_RETENTION_MS = 30 * DAY_MS;

/** Rows one purge statement deletes: each is its own short transaction, so a large backlog never locks for long. */
export const PURGE_BATCH = 1_000;

export type FailureKind = "transient" | "permanent";

/** An SMTP reply code of 5xx is a refusal that would be repeated (no such mailbox); anything else may pass later. */
export function failureKindOf(err: unknown): FailureKind {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600 ? "permanent" : "transient";
}

export type AfterFailure = { state: "retry"; at: Date } | { state: "failed" };

/** What becomes of a message whose `attempts`-th attempt (counting from 1) failed. */
export function afterFailure(attempts: number, kind: FailureKind, now: Date): AfterFailure {
  if (kind === "permanent" || attempts >= MAX_ATTEMPTS) return { state: "failed" };
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
  return { state: "retry", at: new Date(now.getTime() + delay) };
}

/** The Message-ID of an outbox row: stable across retries, so a receiver can drop a copy sent twice after a crash. */
export function messageIdOf(outboxId: string, domain: string): string {
  return `<${outboxId}@${domain}>`;
}
