/**
 * Per-request DataLoaders of the jobs subgraph. Lists of jobs (an employer's, a role's, other and similar jobs,
 * counts) hold only open jobs the viewer may see: each batch asks `jobViewer()` (memoized per request) and adds the
 * visibility condition to its one statement.
 */
import DataLoader from "dataloader";
import { and, asc, count, eq, getTableColumns, gt, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import {
  campaigns,
  employerRepresentatives,
  employers,
  jobApplicationHistory,
  jobApplications,
  jobCampaigns,
  jobTable,
  savedJobs,
} from "../../drizzle/schema/jobs.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildPages, loaderOfChildren } from "../shared/loaders.js";
import { RELATED_JOBS_MAX, type JobViewer } from "./rules/campaigns.js";

type JobRow = typeof jobTable.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;

/**
 * SQL true for jobs the viewer may see (rules/campaigns.ts mayViewJob in SQL): the viewer represents the job's
 * employer, or no exclusive campaign of the job shuts the viewer out. Undefined (no condition) for JOB_ADMIN.
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

/** Newest first per parent (employer or role), open and visible jobs only, ranked with row_number(). */
function childJobPages(db: Db, parent: "employerId" | "roleId", jobViewer: () => Promise<JobViewer>) {
  const parentColumn = jobTable[parent];
  return loaderOfChildPages<string, JobRow>(
    async (parentIds, window) => {
      const listed = listedJobSql(await jobViewer());
      const ranked = db
        .select({
          ...getTableColumns(jobTable),
          rank: sql<number>`row_number() over (partition by ${parentColumn} order by ${jobTable.createdAt} desc, ${jobTable.id} desc)`.as(
            "rank",
          ),
        })
        .from(jobTable)
        .where(and(inArray(parentColumn, parentIds), listed))
        .as("ranked");
      const rows = await db
        .select()
        .from(ranked)
        .where(and(gt(ranked.rank, window.offset), lte(ranked.rank, window.offset + window.limit + 1)))
        .orderBy(asc(ranked[parent]), asc(ranked.rank));
      return rows.map(({ rank: _rank, ...row }) => row as JobRow);
    },
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
 * among them). The service picks from these (services/postings.ts similarJobsOf).
 */
function relatedCandidates(db: Db, jobViewer: () => Promise<JobViewer>) {
  return new DataLoader<JobRow, { byRole: Map<string, JobRow[]>; byEmployer: Map<string, JobRow[]> }, number>(
    async (jobs) => {
      const roleIds = [...new Set(jobs.map((j) => j.roleId).filter((r): r is string => r !== null))];
      const employerIds = [...new Set(jobs.map((j) => j.employerId))];
      const keep = RELATED_JOBS_MAX + 1;
      const ranked = db
        .select({
          ...getTableColumns(jobTable),
          roleRank:
            sql<number>`row_number() over (partition by ${jobTable.roleId} order by ${jobTable.createdAt} desc, ${jobTable.id} desc)`.as(
              "role_rank",
            ),
          employerRank:
            sql<number>`row_number() over (partition by ${jobTable.employerId} order by ${jobTable.createdAt} desc, ${jobTable.id} desc)`.as(
              "employer_rank",
            ),
        })
        .from(jobTable)
        .where(
          and(
            or(roleIds.length ? inArray(jobTable.roleId, roleIds) : undefined, inArray(jobTable.employerId, employerIds)),
            listedJobSql(await jobViewer()),
          ),
        )
        .as("ranked");
      const rows = await db
        .select()
        .from(ranked)
        .where(or(lte(ranked.roleRank, keep), lte(ranked.employerRank, keep)))
        .orderBy(asc(ranked.createdAt), asc(ranked.id));
      const byRole = new Map<string, JobRow[]>();
      const byEmployer = new Map<string, JobRow[]>();
      // Newest first within each list.
      for (const { roleRank, employerRank, ...row } of rows.reverse()) {
        if (row.roleId && roleIds.includes(row.roleId) && roleRank <= keep)
          byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row as JobRow]);
        if (employerRank <= keep) byEmployer.set(row.employerId, [...(byEmployer.get(row.employerId) ?? []), row as JobRow]);
      }
      const result = { byRole, byEmployer };
      return jobs.map(() => result);
    },
    { cacheKeyFn: (j) => j.id },
  );
}

export function createJobsLoaders(db: Db, viewerId: string | null, jobViewer: () => Promise<JobViewer>) {
  const related = relatedCandidates(db, jobViewer);
  return {
    job: loaderByKey(
      (ids: readonly number[]) =>
        db
          .select()
          .from(jobTable)
          .where(inArray(jobTable.id, [...ids])),
      (r) => r.id,
    ),
    employer: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(employers)
          .where(inArray(employers.id, [...ids])),
      (r) => r.id,
    ),
    campaign: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(campaigns)
          .where(inArray(campaigns.id, [...ids])),
      (r) => r.id,
    ),
    /** Every campaign of each job (visibility and Job.campaigns), one join for all jobs asked. */
    campaignsOfJob: loaderOfChildren(
      (ids: readonly number[]) =>
        db
          .select({ jobId: jobCampaigns.jobId, campaign: campaigns })
          .from(jobCampaigns)
          .innerJoin(campaigns, eq(campaigns.id, jobCampaigns.campaignId))
          .where(inArray(jobCampaigns.jobId, [...ids]))
          .orderBy(asc(campaigns.sortOrder), asc(campaigns.id)),
      (r) => r.jobId,
    ) as DataLoader<number, { jobId: number; campaign: CampaignRow }[]>,
    /** Listed jobs per campaign (Campaign.jobCount). */
    campaignJobCount: new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ campaignId: jobCampaigns.campaignId, n: count() })
        .from(jobCampaigns)
        .innerJoin(jobTable, eq(jobTable.id, jobCampaigns.jobId))
        .where(and(inArray(jobCampaigns.campaignId, [...ids]), listedJobSql(await jobViewer())))
        .groupBy(jobCampaigns.campaignId);
      const byId = new Map(rows.map((r) => [r.campaignId, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    employerJobPage: childJobPages(db, "employerId", jobViewer),
    /** Listed jobs per employer (Employer.jobs totalCount and openJobCount). */
    employerJobCount: listedCount(db, "employerId", jobViewer),
    roleJobPage: childJobPages(db, "roleId", jobViewer),
    roleJobCount: listedCount(db, "roleId", jobViewer),
    related,
    /** Applications per job that count (not withdrawn): Job.applications. */
    applicationCount: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .select({ jobId: jobApplications.jobId, n: count() })
        .from(jobApplications)
        .where(and(inArray(jobApplications.jobId, [...ids]), ne(jobApplications.status, "WITHDRAWN")))
        .groupBy(jobApplications.jobId);
      const byId = new Map(rows.map((r) => [r.jobId, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
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
    /** The viewer's application to each job (Job.viewerApplication). */
    viewerApplication: loaderByKey(
      (ids: readonly number[]) =>
        viewerId
          ? db
              .select()
              .from(jobApplications)
              .where(and(eq(jobApplications.applicantId, viewerId), inArray(jobApplications.jobId, [...ids])))
          : Promise.resolve([]),
      (r) => r.jobId,
    ),
    representative: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(employerRepresentatives)
          .where(inArray(employerRepresentatives.id, [...ids])),
      (r) => r.id,
    ),
    /** Each employer's approved representatives, longest-standing first. */
    approvedRepresentatives: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(employerRepresentatives)
          .where(and(inArray(employerRepresentatives.employerId, [...ids]), eq(employerRepresentatives.status, "APPROVED")))
          .orderBy(asc(employerRepresentatives.decidedAt), asc(employerRepresentatives.id)),
      (r) => r.employerId!,
    ),
    application: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(jobApplications)
          .where(inArray(jobApplications.id, [...ids])),
      (r) => r.id,
    ),
    historyOfApplication: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(jobApplicationHistory)
          .where(inArray(jobApplicationHistory.applicationId, [...ids]))
          .orderBy(asc(jobApplicationHistory.at), asc(jobApplicationHistory.id)),
      (r) => r.applicationId,
    ),
  };
}
export type JobsLoaders = ReturnType<typeof createJobsLoaders>;
