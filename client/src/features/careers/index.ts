/**
 * Career services (SPEC §1): /careers for certified-associate students (their mentor and coach, progress toward 10
 * approved projects and 100 hours of interview preparation, portfolio projects and resume and portfolio reviews) and
 * /careers/admin for the staff (learners and teams, reviews, mentors and coaches). Pages are not exported:
 * app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { isCareerStaff } from "./lib/staff";
