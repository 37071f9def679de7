/** Pure programme rules (SPEC §1 sponsored programmes, §5 admission policy, §9 programme constants). */

/** SPEC §9: the programme is 6 months; sponsored programmes run 3 to 9 months. */
export const PROGRAMME_MONTHS = 6;
export const SPONSORED_MIN_MONTHS = 3;
export const SPONSORED_MAX_MONTHS = 9;

/** Whether a programme of this kind may last `months` (the table's CHECK says the same). */
export function durationAllowed(sponsored: boolean, months: number): boolean {
  if (!Number.isInteger(months)) return false;
  return sponsored ? months >= SPONSORED_MIN_MONTHS && months <= SPONSORED_MAX_MONTHS : months === PROGRAMME_MONTHS;
}

/** The last day of a cohort starting on `startsOn` (YYYY-MM-DD) and lasting `months`: the day before the same date `months` later. */
export function cohortEndsOn(startsOn: string, months: number): string {
  const [y, m, d] = startsOn.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d) - 24 * 60 * 60 * 1000);
  return end.toISOString().slice(0, 10);
}

/** SPEC §5 admission policy, as shown on every intake. */
export const ADMISSION_POLICY: readonly string[] = [
  "English at least B1 (CEFR), as declared in your application",
  "Means to support yourself through the 6-month programme and your job search",
  "A stable high-speed internet connection and a computer with a microphone and webcam",
  "A strong work ethic",
  "Attendance of at least 90% of course hours in Foundation Certificate courses",
  "Selection by application, online assessment tests and an interview",
  "No degree needed",
  "No prerequisites for M1 courses",
  "M1 completion before Certified Associate courses, unless you are granted credit for prior learning",
];
