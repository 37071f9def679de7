/** Application statuses: badge colours, and the moves a course admin may make (the server's rules/applications.ts). */
import type { ApplicationStatus, ProgrammeKind } from "../../__generated__/graphql";

export const APPLICATION_STATUSES: ApplicationStatus[] = ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED", "ACCEPTED", "REJECTED", "WITHDRAWN"];

export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, string> = {
  SUBMITTED: "blue",
  ONLINE_ASSESSMENT: "cyan",
  INTERVIEW: "violet",
  OFFERED: "yellow",
  ACCEPTED: "green",
  REJECTED: "red",
  WITHDRAWN: "gray",
};

/** Stages still under way: the applicant may withdraw, a course admin may move or reject. */
export const OPEN_STAGES: ApplicationStatus[] = ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"];

const NEXT_STAGE: Partial<Record<ApplicationStatus, ApplicationStatus>> = { SUBMITTED: "ONLINE_ASSESSMENT", ONLINE_ASSESSMENT: "INTERVIEW", INTERVIEW: "OFFERED" };

/**
 * Where a course admin may move an application: the next stage and REJECTED from an open stage; information sessions
 * have no selection. The contract does not serve this list, so the client mirrors the server's rule (the server still
 * refuses any other move with CONFLICT).
 */
export function adminMoves(kind: ProgrammeKind, from: ApplicationStatus): ApplicationStatus[] {
  if (kind === "INFO_SESSION" || !OPEN_STAGES.includes(from)) return [];
  const next = NEXT_STAGE[from];
  return next ? [next, "REJECTED"] : ["REJECTED"];
}
