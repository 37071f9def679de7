/**
 * Career services (SPEC §1: for certified-associate students — resume, portfolio, mock interviews, mentors, a career
 * coach; at least 10 projects). Pure and free of libraries: the client's forms and mocks import these.
 */
import type { Role } from "../../../../shared/viewer.js";

/** SPEC §1: at least 10 projects. */
export const PORTFOLIO_PROJECT_TARGET = 10;

/** Career-services lists show 20 a page, like the rest of the talent admin's lists. */
export const CAREER_PAGE_SIZE = 20;

export const CAREER_STAFF_KINDS = ["MENTOR", "COACH"] as const;
export type CareerStaffKind = (typeof CAREER_STAFF_KINDS)[number];

/**
 * Who may serve as what: instructors mentor (they teach the courses); talent admins run career services and may both
 * mentor and coach. Learners never see a staff list, so this is the only gate.
 */
export const STAFF_ROLES: Record<CareerStaffKind, readonly Role[]> = {
  MENTOR: ["INSTRUCTOR", "TALENT_ADMIN"],
  COACH: ["TALENT_ADMIN"],
};

export const PORTFOLIO_PROJECT_STATUSES = ["SUBMITTED", "CHANGES_REQUESTED", "APPROVED"] as const;
export type PortfolioProjectStatus = (typeof PORTFOLIO_PROJECT_STATUSES)[number];

export const CAREER_REVIEW_KINDS = ["RESUME", "PORTFOLIO"] as const;
export type CareerReviewKind = (typeof CAREER_REVIEW_KINDS)[number];

export const PROJECT_LIMITS = {
  title: { min: 3, max: 100 },
  summary: { min: 20, max: 2_000 },
  url: { max: 500 },
  skills: { min: 1, max: 10 },
} as const;

export const CAREER_REVIEW_LIMITS = {
  url: { max: 500 },
  note: { min: 10, max: 1_000 },
  feedback: { min: 10, max: 2_000 },
} as const;
