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

export const REPRESENTATIVE_PAGE_SIZE = 20;
export const DECISION_NOTE_MAX = 500;
