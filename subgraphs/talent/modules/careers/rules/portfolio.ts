/**
 * A portfolio project's life: submitted → reviewed (approved, or changes requested) → after changes, submitted again.
 * An approved project is final and counts toward the goal. Pure.
 */
import { PORTFOLIO_PROJECT_TARGET, STAFF_ROLES, type CareerStaffKind, type PortfolioProjectStatus } from "./limits.js";
import type { Role } from "../../../../shared/viewer.js";

/** The learner may rewrite (and so resubmit) a project until it is approved. */
export const projectEditable = (status: PortfolioProjectStatus) => status !== "APPROVED";

/** Only a project waiting for review may be reviewed. */
export const projectReviewable = (status: PortfolioProjectStatus) => status === "SUBMITTED";

export const reviewOutcome = (approve: boolean): PortfolioProjectStatus => (approve ? "APPROVED" : "CHANGES_REQUESTED");

/** Progress toward the 10 projects: approved ones only. */
export function portfolioProgress(statuses: readonly PortfolioProjectStatus[]): { approved: number; target: number; met: boolean } {
  const approved = statuses.filter((s) => s === "APPROVED").length;
  return { approved, target: PORTFOLIO_PROJECT_TARGET, met: approved >= PORTFOLIO_PROJECT_TARGET };
}

/** Whether someone holding these roles may serve as this kind of staff. */
export const mayServeAs = (roles: readonly Role[], kind: CareerStaffKind) => STAFF_ROLES[kind].some((r) => roles.includes(r));

/** Whether the viewer may review a learner's work: their assigned mentor or coach, or a talent admin. */
export function mayReviewFor(
  viewer: { id: string; roles: readonly Role[] },
  team: { mentorId: string | null; coachId: string | null },
): boolean {
  return viewer.roles.includes("TALENT_ADMIN") || viewer.id === team.mentorId || viewer.id === team.coachId;
}
