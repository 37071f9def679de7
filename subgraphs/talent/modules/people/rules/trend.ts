/** The admin dashboard's sign-ups trend as pure rules: its window and its days, shared with the client's mocks. */

/** Days in the trend: the last 30, today included. */
export const TREND_DAYS = 30;

const DAY_MS = 86_400_000;

/** Where the trend window starts: midnight UTC of its first day. */
export function trendStart(now: Date, days = TREND_DAYS): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
}

/**
 * The day keys (UTC, YYYY-MM-DD) of the `days` days ending on `now`'s day, oldest first, each with its count from
 * `counts` (0 when absent): a trend has every day, so a quiet day reads as 0 rather than a gap.
 */
export function fillDays(now: Date, counts: ReadonlyMap<string, number>, days = TREND_DAYS): { day: string; count: number }[] {
  const start = trendStart(now, days).getTime();
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}
