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

/* ---------------------------------------------------------------- when applications close -------------------- */

/** The platform's local offset (Malaysia and Hong Kong, UTC+8): a cohort's day starts at local midnight. */
const LOCAL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const localMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - LOCAL_OFFSET_MS);

export interface ApplicationWindowInput {
  kind: "INTAKE" | "INFO_SESSION";
  /** The admin's switch (closed stays closed whatever the dates). */
  applicationOpen: boolean;
  cohortStartsOn: string | null;
  /** An admin's deadline, replacing the default (extending past the cohort start, or closing earlier). */
  applicationDeadline: Date | null;
}

/**
 * When applications close: the admin's deadline when set; otherwise an intake closes as its cohort starts (local
 * midnight of its first day) and an information session once its day is over (local midnight after it, since a
 * session has a date and no time). Null when there is no date to close on.
 */
export function applicationsCloseAt(p: Pick<ApplicationWindowInput, "kind" | "cohortStartsOn" | "applicationDeadline">): Date | null {
  if (p.applicationDeadline) return p.applicationDeadline;
  if (!p.cohortStartsOn) return null;
  const start = localMidnight(p.cohortStartsOn);
  return p.kind === "INFO_SESSION" ? new Date(start.getTime() + DAY_MS) : start;
}

/** Why applications are refused now, as a stable code; null while they are taken. */
export type ApplicationClosedReason = "APPLICATIONS_CLOSED" | "COHORT_STARTED" | "SESSION_PASSED" | "DEADLINE_PASSED";

/** Closed by the admin's switch, or `now` at or after the close (applicationsCloseAt): which, or null when open. */
export function applicationClosedReason(p: ApplicationWindowInput, now: Date): ApplicationClosedReason | null {
  if (!p.applicationOpen) return "APPLICATIONS_CLOSED";
  const closeAt = applicationsCloseAt(p);
  if (!closeAt || now.getTime() < closeAt.getTime()) return null;
  if (p.applicationDeadline) return "DEADLINE_PASSED";
  return p.kind === "INFO_SESSION" ? "SESSION_PASSED" : "COHORT_STARTED";
}

/** Whether the programme takes applications (registrations) at `now`. */
export const takesApplications = (p: ApplicationWindowInput, now: Date): boolean => applicationClosedReason(p, now) === null;

/* ---------------------------------------------------------------- the learner dashboard ----------------------- */

/** What the dashboard rule knows of a programme: when it takes applications, and the viewer's part in it. */
export interface DashboardProgrammeRef extends ApplicationWindowInput {
  id: string;
  showAtDashboard: boolean;
  /** Last day of the cohort (YYYY-MM-DD); null when not set. */
  cohortEndsOn: string | null;
  /** Whether the viewer accepted an offer of it. */
  viewerAccepted: boolean;
}

/**
 * Whether a programme is "active" for the learner dashboard (SPEC §2 "up to 2 active programmes", §3 showAtDashboard):
 * marked showAtDashboard and either taking applications at `now` (takesApplications: the admin's switch and the
 * dates), or the learner's own accepted programme while its cohort runs (through its last day, in UTC).
 */
export function isActiveOnDashboard(p: DashboardProgrammeRef, now: Date): boolean {
  if (!p.showAtDashboard) return false;
  if (p.viewerAccepted && (p.cohortEndsOn === null || p.cohortEndsOn >= now.toISOString().slice(0, 10))) return true;
  return takesApplications(p, now);
}

/**
 * The dashboard's programmes: the active ones (isActiveOnDashboard), the learner's own first, then in the given
 * (display) order, at most `limit`.
 */
export function dashboardProgrammes<T extends DashboardProgrammeRef>(programmes: readonly T[], now: Date, limit: number): T[] {
  const active = programmes.filter((p) => isActiveOnDashboard(p, now));
  return [...active.filter((p) => p.viewerAccepted), ...active.filter((p) => !p.viewerAccepted)].slice(0, limit);
}
