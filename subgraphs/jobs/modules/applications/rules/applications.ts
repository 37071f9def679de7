/**
 * The job application pipeline as a pure rule. The employer side (JOB_ADMIN now; the employer's approved
 * representatives with the employer slice) moves APPLIED → REVIEWED → INTERVIEWING → OFFERED → HIRED one step at a
 * time, or DECLINED from any open status; the applicant may only withdraw while the application is open. HIRED,
 * DECLINED and WITHDRAWN are final.
 */

export const JOB_APPLICATION_STATUSES = ["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED", "HIRED", "DECLINED", "WITHDRAWN"] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** Statuses still under way: the employer may move them on or decline, the applicant may withdraw. */
export const OPEN_STATUSES: readonly JobApplicationStatus[] = ["APPLIED", "REVIEWED", "INTERVIEWING", "OFFERED"];

export type JobMover = "EMPLOYER" | "APPLICANT";

export const JOB_APPLICATION_PAGE_SIZE = 10;
/** Notes on a move or withdrawal, and the cover note, in characters. */
export const MOVE_NOTE_MAX = 500;
export const COVER_NOTE_MAX = 2000;

const NEXT: Partial<Record<JobApplicationStatus, JobApplicationStatus>> = {
  APPLIED: "REVIEWED",
  REVIEWED: "INTERVIEWING",
  INTERVIEWING: "OFFERED",
  OFFERED: "HIRED",
};

/** Whether `mover` may move a job application from `from` to `to`. */
export function canMoveJobApplication(from: JobApplicationStatus, to: JobApplicationStatus, mover: JobMover): boolean {
  if (!OPEN_STATUSES.includes(from)) return false;
  if (mover === "APPLICANT") return to === "WITHDRAWN";
  return to === "DECLINED" || NEXT[from] === to;
}

/** The statuses from which `mover` may move an application to `to` (the service checks the locked row against it). */
export function statusesLeadingTo(to: JobApplicationStatus, mover: JobMover): JobApplicationStatus[] {
  return JOB_APPLICATION_STATUSES.filter((from) => canMoveJobApplication(from, to, mover));
}

/** Where `mover` may move an application that is `from` now, in pipeline order. */
export function allowedJobApplicationMoves(from: JobApplicationStatus, mover: JobMover): JobApplicationStatus[] {
  return JOB_APPLICATION_STATUSES.filter((to) => canMoveJobApplication(from, to, mover));
}

/** Job.applications counts every application except withdrawn ones. */
export function countsAsApplication(status: JobApplicationStatus): boolean {
  return status !== "WITHDRAWN";
}
