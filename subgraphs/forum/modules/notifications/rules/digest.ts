/**
 * The daily digest of unread forum notifications (an optional email, on unless switched off in /settings). It goes
 * out once a day at 01:00 UTC, 09:00 in Hong Kong and Malaysia, where the operator's members are, and covers the 24
 * hours before that: the notifications written then and still unread when it is written.
 */

/** The hour (UTC) the day's digests are written. */
export const DIGEST_HOUR_UTC = 1;

/** How often the job looks whether the day's digests are written (a restart after the hour catches up). */
export const DIGEST_EVERY_MS = 15 * 60 * 1000;

export interface DigestPeriod {
  /** The day the digest is for (YYYY-MM-DD, UTC): one digest per person per day. */
  day: string;
  from: Date;
  to: Date;
}

/** The latest digest period that has ended by `now`: the 24 hours up to the last 01:00 UTC at or before it. */
export function digestPeriodAt(now: Date): DigestPeriod {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (to.getTime() > now.getTime()) to.setUTCDate(to.getUTCDate() - 1);
  const from = new Date(to.getTime() - 24 * 60 * 60 * 1000);
  return { day: to.toISOString().slice(0, 10), from, to };
}

/** One digest per person per day, however often or from however many processes the job runs. */
export function digestDedupeKey(recipientId: string, day: string): string {
  return `forum-digest:${recipientId}:${day}`;
}
