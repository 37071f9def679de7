/**
 * Exclusive campaigns' visibility rule (rules/campaigns.ts mayViewJob) as SQL, for the statements that list jobs:
 * every module's job lists and counts add it, so a hidden job is absent everywhere.
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { jobTable } from "../../../../../drizzle/schema/jobs.js";
import type { JobViewer } from "../rules/campaigns.js";

/**
 * SQL true for jobs the viewer may see: the viewer represents the job's employer, or no exclusive campaign of the
 * job shuts the viewer out. Undefined (no condition) for JOB_ADMIN.
 */
export function visibleJobSql(v: JobViewer): SQL | undefined {
  if (v.jobAdmin) return undefined;
  const members = [...v.memberships];
  const admitted = members.length
    ? sql` and (c.programme_id is null or c.programme_id not in (${sql.join(
        members.map((m) => sql`${m}`),
        sql`, `,
      )}))`
    : sql``;
  const shutOut = sql`not exists (select 1 from "jobs"."job_campaigns" jc join "jobs"."campaigns" c on c.id = jc.campaign_id where jc.job_id = ${jobTable.id} and c.exclusive${admitted})`;
  return v.representing ? or(eq(jobTable.employerId, v.representing), shutOut) : shutOut;
}

/** Listed jobs: open (not closed) and visible to the viewer. */
export function listedJobSql(v: JobViewer): SQL {
  return and(isNull(jobTable.closedAt), visibleJobSql(v))!;
}
