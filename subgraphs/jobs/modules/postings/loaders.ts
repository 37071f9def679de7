/**
 * Per-request DataLoaders of job postings. Lists of jobs (an employer's, a role's, other and similar jobs, counts)
 * hold only open jobs the viewer may see: each batch asks `jobViewer()` (memoized per request) and adds the
 * visibility condition (the campaigns module's) to its one statement.
 */
import DataLoader from "dataloader";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { jobTable, savedJobs } from "../../../../drizzle/schema/jobs.js";
import type { Db } from "../../../shared/db.js";
import { childPageKeys, childPageRows, loaderByKey, loaderOfChildPages } from "../../../shared/loaders.js";
import { listedJobSql, type JobViewer } from "../campaigns/index.js";
import type { JobRow } from "./mappers.js";
import { RELATED_JOBS_MAX } from "./rules/postings.js";

const newestFirst = sql`${jobTable.createdAt} desc, ${jobTable.id} desc`;

/** Newest first per parent (employer or role), open and visible jobs only. */
function childJobPages(db: Db, parent: "employerId" | "roleId", jobViewer: () => Promise<JobViewer>) {
  return loaderOfChildPages<string, JobRow>(
    async (parentIds, window) =>
      childPageRows(
        db,
        jobTable,
        {
          key: jobTable.id,
          parentColumn: jobTable[parent],
          parents: parentIds,
          orderBy: newestFirst,
          where: listedJobSql(await jobViewer()),
        },
        window,
      ),
    (r) => r[parent] as string,
  );
}

/** Listed jobs per parent, one grouped statement for all parents asked. */
function listedCount(db: Db, parent: "employerId" | "roleId", jobViewer: () => Promise<JobViewer>) {
  const column = jobTable[parent];
  return new DataLoader<string, number>(async (ids) => {
    const rows = await db
      .select({ parent: column, n: count() })
      .from(jobTable)
      .where(and(inArray(column, [...ids]), listedJobSql(await jobViewer())))
      .groupBy(column);
    const byId = new Map(rows.map((r) => [r.parent, r.n]));
    return ids.map((id) => byId.get(id) ?? 0);
  });
}

/**
 * Candidates for similar jobs (SPEC §9), for many jobs in one statement: the newest listed jobs of each job's role and
 * of each employer, RELATED_JOBS_MAX + 1 per role and per employer (one more than needed, since the job itself may be
 * among them). The service picks from these (services/postings.ts similarJobs).
 */
function relatedCandidates(db: Db, jobViewer: () => Promise<JobViewer>) {
  return new DataLoader<JobRow, { byRole: Map<string, JobRow[]>; byEmployer: Map<string, JobRow[]> }, number>(
    async (jobs) => {
      const roleIds = [...new Set(jobs.map((j) => j.roleId).filter((r): r is string => r !== null))];
      const employerIds = [...new Set(jobs.map((j) => j.employerId))];
      const keep = RELATED_JOBS_MAX + 1;
      const listed = listedJobSql(await jobViewer());
      const firstOf = (parentColumn: PgColumn, parents: string[]) =>
        parents.length
          ? [
              childPageKeys(
                jobTable,
                { key: jobTable.id, parentColumn, parents, orderBy: newestFirst, where: listed },
                { offset: 0, limit: keep - 1 },
              ),
            ]
          : [];
      // One key list (a union): `id in (…) or id in (…)` would be read by scanning every job.
      const keys = sql.join([...firstOf(jobTable.roleId, roleIds), ...firstOf(jobTable.employerId, employerIds)], sql` union all `);
      const rows = await db
        .select()
        .from(jobTable)
        .where(sql`${jobTable.id} in (${keys})`)
        .orderBy(newestFirst);
      const byRole = new Map<string, JobRow[]>();
      const byEmployer = new Map<string, JobRow[]>();
      // Newest first: each role's and employer's first `keep` rows here are its newest `keep` (all of those were fetched).
      for (const row of rows) {
        const ofRole = row.roleId && roleIds.includes(row.roleId) ? (byRole.get(row.roleId) ?? []) : null;
        if (ofRole && ofRole.length < keep) byRole.set(row.roleId!, [...ofRole, row]);
        const ofEmployer = byEmployer.get(row.employerId) ?? [];
        if (employerIds.includes(row.employerId) && ofEmployer.length < keep) byEmployer.set(row.employerId, [...ofEmployer, row]);
      }
      const result = { byRole, byEmployer };
      return jobs.map(() => result);
    },
    { cacheKeyFn: (j) => j.id },
  );
}

/** `viewerId`: the caller, for whether they saved each job (null for visitors). */
export function createPostingLoaders(db: Db, viewerId: string | null, jobViewer: () => Promise<JobViewer>) {
  return {
    job: loaderByKey(
      (ids: readonly number[]) =>
        db
          .select()
          .from(jobTable)
          .where(inArray(jobTable.id, [...ids])),
      (r) => r.id,
    ),
    employerJobPage: childJobPages(db, "employerId", jobViewer),
    /** Listed jobs per employer (Employer.jobs totalCount and openJobCount). */
    employerJobCount: listedCount(db, "employerId", jobViewer),
    roleJobPage: childJobPages(db, "roleId", jobViewer),
    roleJobCount: listedCount(db, "roleId", jobViewer),
    related: relatedCandidates(db, jobViewer),
    /** Whether the viewer saved each job (Job.viewerSaved); only asked for logged-in viewers. */
    viewerSaved: new DataLoader<number, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, viewerId), inArray(savedJobs.jobId, [...ids])));
      const saved = new Set(rows.map((r) => r.jobId));
      return ids.map((id) => saved.has(id));
    }),
  };
}
