/** The job figures of the admin dashboard (JOB_ADMIN): the root field, and open jobs counted up to a bound. */
import { isNull, sql } from "drizzle-orm";
import { jobTable } from "../../../../../drizzle/schema/jobs.js";
import { AUTHORIZED_SUMMARY, boundedCount, type AdminSummaryModel } from "../../../../shared/admin-summary.js";
import { requireRole } from "../../../../shared/guards.js";
import type { JobsContext } from "../../../context.js";
import { OPEN_JOBS_COUNT_BOUND } from "../rules/postings.js";

export function jobAdminSummary(ctx: JobsContext): AdminSummaryModel {
  requireRole(ctx, "JOB_ADMIN");
  return AUTHORIZED_SUMMARY;
}

/** Open jobs counted up to a bound, once per request whichever of `openJobs` and `openJobsCapped` asks first. */
export function boundedOpenJobsCount(ctx: JobsContext): Promise<number> {
  return boundedCount(
    ctx,
    "openJobs",
    (db) =>
      db
        .select({ one: sql`1` })
        .from(jobTable)
        .where(isNull(jobTable.closedAt)),
    OPEN_JOBS_COUNT_BOUND,
  );
}
