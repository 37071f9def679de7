/**
 * What the jobs service holds about a person (saved jobs, job applications and their history, requests to represent an
 * employer), for the personal data export and for erasure when the account is deleted. Every table whose rows are
 * about a person as their subject is listed.
 */
import { employerRepresentatives, jobApplicationHistory, jobApplications, savedJobs } from "../../drizzle/schema/jobs.js";
import { requireSystem } from "../shared/guards.js";
import { deletePersonalRows, personIdOf, personalDataResolversFor, type PersonalDataSource } from "../shared/personal-data.js";
import { ERASURE_POLICY } from "../shared/rules/account-erasure.js";
import type { JobsContext } from "./context.js";

export const JOBS_PERSONAL_DATA: readonly PersonalDataSource[] = [
  { name: "savedJobs", table: savedJobs, column: savedJobs.userId },
  { name: "jobApplications", table: jobApplications, column: jobApplications.applicantId },
  {
    name: "jobApplicationHistory",
    table: jobApplicationHistory,
    column: jobApplicationHistory.applicationId,
    through: { key: jobApplications.id, person: jobApplications.applicantId },
  },
  { name: "representativeRequests", table: employerRepresentatives, column: employerRepresentatives.userId },
];

/** Account deletion: saved jobs, job applications with their history and representative requests are deleted. Idempotent. */
export async function eraseJobsPersonalData(ctx: JobsContext, personId: string): Promise<boolean> {
  requireSystem(ctx);
  const id = personIdOf(personId);
  await ctx.db.transaction((tx) => deletePersonalRows(tx, JOBS_PERSONAL_DATA, ERASURE_POLICY.jobs.erased, id));
  return true;
}

export const personalDataResolvers = personalDataResolversFor("jobs", JOBS_PERSONAL_DATA, eraseJobsPersonalData);
