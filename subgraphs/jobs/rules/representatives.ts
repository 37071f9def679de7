/**
 * Company representatives as pure rules. A person with the COMPANY_REPRESENTATIVE role asks to act for an employer
 * (join one, or add a new one with the company form); a JOB_ADMIN decides. Only an APPROVED representative acts for
 * the employer: its profile and logo, its jobs, and their applicants. One live request (PENDING or APPROVED) per
 * person at a time; REJECTED and REVOKED requests are final and stay as history. The person may take back a PENDING
 * request (nothing was decided, so it is deleted rather than kept).
 */

export const REPRESENTATIVE_STATUSES = ["PENDING", "APPROVED", "REJECTED", "REVOKED"] as const;
export type RepresentativeStatus = (typeof REPRESENTATIVE_STATUSES)[number];

/** What a JOB_ADMIN does to a request. */
export type RepresentativeDecision = "APPROVE" | "REJECT" | "REVOKE";

/** The status each decision leads to. */
export const DECISION_RESULT: Readonly<Record<RepresentativeDecision, RepresentativeStatus>> = {
  APPROVE: "APPROVED",
  REJECT: "REJECTED",
  REVOKE: "REVOKED",
};

/** Whether `decision` applies to a request in `status`: approve and reject a pending one; revoke an approved one. */
export function canDecide(status: RepresentativeStatus, decision: RepresentativeDecision): boolean {
  return decision === "REVOKE" ? status === "APPROVED" : status === "PENDING";
}

/** The statuses from which `decision` may be taken (the service checks the locked row against it). */
export function statusesFor(decision: RepresentativeDecision): RepresentativeStatus[] {
  return REPRESENTATIVE_STATUSES.filter((s) => canDecide(s, decision));
}

/** Whether a request holds the person's one place (a second request is refused while one is live). */
export function isLive(status: RepresentativeStatus): boolean {
  return status === "PENDING" || status === "APPROVED";
}

/** A note is required to refuse or revoke (the person is told why); optional on approval. */
export function noteRequired(decision: RepresentativeDecision): boolean {
  return decision === "REJECT" || decision === "REVOKE";
}

/** Who the employer side is, for one request: JOB_ADMIN acts for every employer, a representative for theirs only. */
export interface EmployerSide {
  jobAdmin: boolean;
  /** The employer the viewer is an APPROVED representative of, or null. */
  representing: string | null;
}

/** Whether the viewer may act for `employerId` (edit it, post and manage its jobs, see and move its applications). */
export function actsFor(side: EmployerSide, employerId: string): boolean {
  return side.jobAdmin || side.representing === employerId;
}

export const REPRESENTATIVE_PAGE_SIZE = 20;
/** Lengths of the company form and the request (characters). */
export const COMPANY_LIMITS = {
  title: [2, 120],
  shortTitle: [1, 40],
  location: [2, 120],
  profile: [0, 2000],
  website: [0, 300],
  position: [2, 80],
} as const;
export const DECISION_NOTE_MAX = 500;

/**
 * A new employer's id: a slug of its short name (or name), "-2", "-3"… when taken. Only ASCII letters and digits
 * survive; a name with none ("株式会社") becomes "employer".
 */
export function employerSlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50)
      .replace(/-+$/g, "") || "employer";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
