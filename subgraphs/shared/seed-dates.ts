/**
 * The seeding clock: seed rows are dated relative to the day a data folder is seeded, so the demo world stays alive
 * (cohorts start, sessions come and go, jobs are weeks old) whatever the day. Days are counted on the platform's
 * local calendar (Kuala Lumpur and Hong Kong are both UTC+8, without summer time), so every caller seeding on the
 * same day (the server's seed, the client's mocks, a test file) computes the same dates. Pure.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The platform's local offset from UTC (Malaysia and Hong Kong), in hours. */
export const LOCAL_UTC_OFFSET_HOURS = 8;
const OFFSET_MS = LOCAL_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/** The local (UTC+8) date `days` after the seeding day of `now`, as YYYY-MM-DD. */
export function seedDay(now: Date, days: number): string {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The local (UTC+8) wall-clock time `hhmm` on the day `days` after the seeding day of `now`, as an instant. */
export function seedAt(now: Date, days: number, hhmm = "09:00"): Date {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.parse(`${seedDay(now, days)}T00:00:00.000Z`) + (h * 60 + m) * 60_000 - OFFSET_MS);
}

/** The first instant of the local (UTC+8) day `day` (YYYY-MM-DD). */
export function localDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}
