/**
 * The demo certificate (demo environments only): the demo student's M1 SQL certificate from the class m1sql-2026-05,
 * with a fixed id and code so its verification page is /certificates/DEMSQL2K6M-m1-sql, dated from the seeding day
 * (she joined the class 61 days before it and finished her last lesson 13 days before it). Pure: the client's mocks
 * date theirs the same.
 */
import { seedDay } from "../../../shared/seed-dates.js";

export const DEMO_CERTIFICATE_ID = "00000000-0000-4000-8000-0000000c0001";
export const DEMO_CERTIFICATE_CODE = "DEMSQL2K6M";
/** The demo certificate's dates, in days from the seeding day. */
export const DEMO_CERTIFICATE_DAYS = { started: -61, issued: -12 } as const;

/** The demo certificate's start and issue dates (YYYY-MM-DD) for a seeding at `now`. */
export function demoCertificateDates(now: Date): { dateStarted: string; dateIssued: string } {
  return { dateStarted: seedDay(now, DEMO_CERTIFICATE_DAYS.started), dateIssued: seedDay(now, DEMO_CERTIFICATE_DAYS.issued) };
}
