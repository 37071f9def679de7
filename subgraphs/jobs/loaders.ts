/** Per-request DataLoaders of the jobs subgraph. */
import DataLoader from "dataloader";
import { and, asc, count, getTableColumns, gt, inArray, lte, sql } from "drizzle-orm";
import { employers, jobTable } from "../../drizzle/schema/jobs.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildPages } from "../shared/loaders.js";

type JobRow = typeof jobTable.$inferSelect;

/**
 * Pages of jobs for many employers at once, each employer's jobs ranked newest first with row_number(); keeps the
 * window plus one row (for hasNextPage).
 */
function employerJobPages(db: Db) {
  return childJobPages(db, "employerId");
}

/** The same for career roles (jobs.role_id). */
function roleJobPages(db: Db) {
  return childJobPages(db, "roleId");
}

function childJobPages(db: Db, parent: "employerId" | "roleId") {
  const parentColumn = jobTable[parent];
  return loaderOfChildPages<string, JobRow>(async (parentIds, window) => {
    const ranked = db
      .select({
        ...getTableColumns(jobTable),
        rank: sql<number>`row_number() over (partition by ${parentColumn} order by ${jobTable.createdAt} desc, ${jobTable.id} desc)`.as("rank"),
      })
      .from(jobTable)
      .where(inArray(parentColumn, parentIds))
      .as("ranked");
    const rows = await db
      .select()
      .from(ranked)
      .where(and(gt(ranked.rank, window.offset), lte(ranked.rank, window.offset + window.limit + 1)))
      .orderBy(asc(ranked[parent]), asc(ranked.rank));
    return rows.map(({ rank: _rank, ...row }) => row as JobRow);
  }, (r) => r[parent] as string);
}

export function createJobsLoaders(db: Db) {
  return {
    job: loaderByKey((ids: readonly number[]) => db.select().from(jobTable).where(inArray(jobTable.id, [...ids])), (r) => r.id),
    employer: loaderByKey((ids: readonly string[]) => db.select().from(employers).where(inArray(employers.id, [...ids])), (r) => r.id),
    employerJobPage: employerJobPages(db),
    /** How many jobs each employer has (Employer.jobs totalCount), one grouped statement for all employers asked. */
    employerJobCount: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ employerId: jobTable.employerId, n: count() })
        .from(jobTable)
        .where(inArray(jobTable.employerId, [...ids]))
        .groupBy(jobTable.employerId);
      const byId = new Map(rows.map((r) => [r.employerId, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    roleJobPage: roleJobPages(db),
    /** How many jobs each career role has (CareerRole.jobs totalCount). */
    roleJobCount: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ roleId: jobTable.roleId, n: count() })
        .from(jobTable)
        .where(inArray(jobTable.roleId, [...ids]))
        .groupBy(jobTable.roleId);
      const byId = new Map(rows.map((r) => [r.roleId, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}
export type JobsLoaders = ReturnType<typeof createJobsLoaders>;
