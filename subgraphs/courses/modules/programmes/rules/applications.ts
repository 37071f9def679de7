/**
 * The application pipeline (SPEC §5: selection by application, online assessment tests and interview) as a pure rule:
 * SUBMITTED → ONLINE_ASSESSMENT → INTERVIEW → OFFERED, moved one step at a time by a course admin; OFFERED →
 * ACCEPTED by the applicant; REJECTED by an admin or WITHDRAWN by the applicant from any open stage. ACCEPTED,
 * REJECTED and WITHDRAWN are final. Registrations for an information session have no selection: they stay SUBMITTED
 * until the person withdraws.
 */

export const APPLICATION_STATUSES = [
  "SUBMITTED",
  "ONLINE_ASSESSMENT",
  "INTERVIEW",
  "OFFERED",
  "ACCEPTED",
  "REJECTED",
  "WITHDRAWN",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Stages still under way (an application in one of these is the applicant's active application, with ACCEPTED). */
export const OPEN_STAGES: readonly ApplicationStatus[] = ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"];
/** Statuses that block a second application to the same programme (the partial unique index names the same). */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = [...OPEN_STAGES, "ACCEPTED"];

export type ProgrammeKind = "INTAKE" | "INFO_SESSION";
export type Mover = "ADMIN" | "APPLICANT";

export const APPLICATION_PAGE_SIZE = 20;
/** The viewer's own applications per page (/applications, the programmes tab). */
export const MY_APPLICATION_PAGE_SIZE = 10;
/** A note on an application (the applicant's when withdrawing, an admin's when moving it), in characters. */
export const APPLICATION_NOTE_MAX = 500;

const NEXT_STAGE: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  SUBMITTED: "ONLINE_ASSESSMENT",
  ONLINE_ASSESSMENT: "INTERVIEW",
  INTERVIEW: "OFFERED",
};

/** Whether `mover` may move an application of a `kind` programme from `from` to `to`. */
export function canMove(kind: ProgrammeKind, from: ApplicationStatus, to: ApplicationStatus, mover: Mover): boolean {
  if (!OPEN_STAGES.includes(from)) return false;
  if (mover === "APPLICANT") return to === "WITHDRAWN" || (kind === "INTAKE" && from === "OFFERED" && to === "ACCEPTED");
  if (kind === "INFO_SESSION") return false;
  return to === "REJECTED" || NEXT_STAGE[from] === to;
}

/** The statuses `mover` may move an application to `to` from (the services' conditional UPDATEs use this). */
export function statusesLeadingTo(kind: ProgrammeKind, to: ApplicationStatus, mover: Mover): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((from) => canMove(kind, from, to, mover));
}

/** Where admins may move applications to: the next stages and REJECTED (ACCEPTED and WITHDRAWN are the applicant's). */
export const ADMIN_TARGETS: readonly ApplicationStatus[] = ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED", "REJECTED"];

/** Where admins may move applications to (ADMIN_TARGETS) or the applicant (accept, withdraw), from `from` now. */
export function allowedMoves(kind: ProgrammeKind, from: ApplicationStatus, mover: Mover): ApplicationStatus[] {
  const targets: readonly ApplicationStatus[] = mover === "ADMIN" ? ADMIN_TARGETS : ["ACCEPTED", "WITHDRAWN"];
  return targets.filter((to) => canMove(kind, from, to, mover));
}
