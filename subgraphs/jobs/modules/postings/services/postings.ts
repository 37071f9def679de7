/**
 * Job postings as everyone browses them: the job list with its filters, one job, an employer's jobs, a career role's
 * jobs, similar and other jobs. Visitors may read all of it (SPEC §2), except jobs of exclusive campaigns, which only
 * the campaign programme's members, JOB_ADMIN and the employer's own representatives see (the campaigns module's
 * rule; hidden jobs are absent everywhere and look-ups return null).
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { jobTable } from "../../../../../drizzle/schema/jobs.js";
import { badInput, notFound } from "../../../../shared/errors.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { substringPattern } from "../../../../shared/search.js";
import type { JobsContext } from "../../../context.js";
import type { EventRef } from "../../../mappers.js";
import { jobIdsInActiveCampaign, listedJobSql, mayViewJob } from "../../campaigns/index.js";
import { employerIdsNamed, type EmployerRow } from "../../employers/index.js";
import type { CareerRoleRef, JobRow } from "../mappers.js";
import { JOB_PAGE_SIZE, RELATED_JOBS_MAX, parseJobId } from "../rules/postings.js";
import { DASHBOARD_LIMITS } from "../../../../shared/dashboard.js";

/** The job list's order: featured first, then newest (the id breaks ties). */
const featuredThenNewest = [desc(jobTable.featured), desc(jobTable.createdAt), desc(jobTable.id)] as const;

export interface JobFilters extends PageArgs {
  search?: string | null;
  campaign?: string | null;
  roleId?: string | null;
  type?: string | null;
  remote?: boolean | null;
  location?: string | null;
  employerId?: string | null;
}

const textFilter = (value: string | null | undefined, field: string) => {
  const text = (value ?? "").trim();
  if (text.length > 200) throw badInput(`${field} is at most 200 characters`, { [field]: "At most 200 characters." });
  return text || null;
};

export async function listJobs(ctx: JobsContext, args: JobFilters): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const campaign = textFilter(args.campaign, "campaign");
  const roleId = textFilter(args.roleId, "roleId");
  const type = textFilter(args.type, "type");
  const location = textFilter(args.location, "location");
  const employerId = textFilter(args.employerId, "employerId");
  const where = and(
    listedJobSql(await ctx.jobViewer()),
    pattern
      ? or(ilike(jobTable.title, pattern), ilike(jobTable.role, pattern), inArray(jobTable.employerId, employerIdsNamed(ctx.db, pattern)))
      : undefined,
    // An unknown or inactive campaign lists nothing; a hidden one lists nothing through the visibility condition.
    campaign ? inArray(jobTable.id, jobIdsInActiveCampaign(ctx.db, campaign)) : undefined,
    roleId ? eq(jobTable.roleId, roleId) : undefined,
    type ? eq(jobTable.type, type) : undefined,
    typeof args.remote === "boolean" ? eq(jobTable.remote, args.remote) : undefined,
    location ? eq(jobTable.location, location) : undefined,
    employerId ? eq(jobTable.employerId, employerId) : undefined,
  );
  const page = await pageOfTable(ctx.db, jobTable, window, { orderBy: [...featuredThenNewest], where });
  for (const row of page.items) ctx.loaders.job.prime(row.id, row);
  return page;
}

/**
 * The distinct values of an open-job column among the jobs listed for the viewer, as SQL: a loose index scan (each
 * step jumps to the next value in the column's open-jobs index), then one look-up per value for a job the viewer may
 * see (a LATERAL … LIMIT 1: an EXISTS would be planned as a semi-join over every open job at a million rows). It reads
 * a row or two per value, however many jobs share it.
 */
function listedValuesOf(column: "type" | "location", listed: SQL): SQL {
  const col = sql.identifier(column);
  return sql`with recursive v(value) as (
      (select ${col} from ${jobTable} where ${jobTable.closedAt} is null order by ${col} limit 1)
      union all
      select (select ${col} from ${jobTable} where ${jobTable.closedAt} is null and ${col} > v.value order by ${col} limit 1)
      from v where v.value is not null
    )
    select ${column} as kind, v.value from v
    cross join lateral (select 1 from ${jobTable} where ${col} = v.value and ${listed} limit 1) as seen
    where v.value is not null`;
}

/** The values the filters offer: types and locations of the jobs listed for the viewer, alphabetically. */
export async function jobFilterOptions(ctx: JobsContext): Promise<{ types: string[]; locations: string[] }> {
  const listed = listedJobSql(await ctx.jobViewer());
  // Both drivers answer raw SQL with `rows`.
  const result = (await ctx.db.execute(
    sql`(${listedValuesOf("type", listed)}) union all (${listedValuesOf("location", listed)})`,
  )) as unknown as { rows: { kind: "type" | "location"; value: string }[] };
  const sorted = (kind: "type" | "location") =>
    result.rows
      .filter((r) => r.kind === kind)
      .map((r) => r.value)
      .sort((a, b) => a.localeCompare(b));
  return { types: sorted("type"), locations: sorted("location") };
}

/** Whether the viewer may see this job (exclusive campaigns); closed jobs stay visible to look-ups. */
export async function mayView(ctx: JobsContext, job: JobRow): Promise<boolean> {
  const [viewer, inCampaigns] = await Promise.all([ctx.jobViewer(), ctx.loaders.campaignsOfJob.load(job.id)]);
  return mayViewJob(
    inCampaigns.map((c) => c.campaign),
    viewer,
    job.employerId,
  );
}

/** One job by id, null when unknown or hidden from the viewer. */
export async function findJob(ctx: JobsContext, id: string | number): Promise<JobRow | null> {
  const jobId = parseJobId(id);
  if (jobId === null) return null;
  const job = await ctx.loaders.job.load(jobId);
  return job && (await mayView(ctx, job)) ? job : null;
}

/** A job the viewer may see, or NOT_FOUND (unknown and hidden jobs are indistinguishable). */
export async function visibleJob(ctx: JobsContext, jobId: string): Promise<JobRow> {
  const job = await findJob(ctx, jobId);
  if (!job) throw notFound("Job", jobId);
  return job;
}

/** An employer's open jobs the viewer may see, newest first, batched across employers. */
export async function employerJobs(ctx: JobsContext, employer: EmployerRow, args: PageArgs): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const rows = await ctx.loaders.employerJobPage.load({ parent: employer.id, window });
  for (const row of rows) ctx.loaders.job.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.employerJobCount.load(employer.id));
}

export const openJobCount = (ctx: JobsContext, employer: EmployerRow) => ctx.loaders.employerJobCount.load(employer.id);

/** SPEC §9: up to 3 of the employer's newest open jobs the viewer may see, leaving out `excludingJobId`. */
export async function otherJobs(ctx: JobsContext, employer: EmployerRow, excludingJobId: string | null | undefined): Promise<JobRow[]> {
  const excluded = excludingJobId == null ? null : parseJobId(excludingJobId);
  const rows = await ctx.loaders.employerJobPage.load({ parent: employer.id, window: { offset: 0, limit: RELATED_JOBS_MAX } });
  for (const row of rows) ctx.loaders.job.prime(row.id, row);
  return rows.filter((j) => j.id !== excluded).slice(0, RELATED_JOBS_MAX);
}

/** SPEC §9: up to 3 open jobs the viewer may see in the same career role, newest first, topped up with the employer's. */
export async function similarJobs(ctx: JobsContext, job: JobRow): Promise<JobRow[]> {
  const { byRole, byEmployer } = await ctx.loaders.related.load(job);
  const picked: JobRow[] = [];
  for (const candidate of [...(job.roleId ? (byRole.get(job.roleId) ?? []) : []), ...(byEmployer.get(job.employerId) ?? [])]) {
    if (picked.length === RELATED_JOBS_MAX) break;
    if (candidate.id !== job.id && !picked.some((p) => p.id === candidate.id)) picked.push(candidate);
  }
  for (const row of picked) ctx.loaders.job.prime(row.id, row);
  return picked;
}

/** CareerRole.jobs: the role's open jobs the viewer may see, newest first; batched across roles. */
export async function roleJobs(ctx: JobsContext, role: CareerRoleRef, args: PageArgs): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const rows = await ctx.loaders.roleJobPage.load({ parent: role.id, window });
  for (const row of rows) ctx.loaders.job.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.roleJobCount.load(role.id));
}

/** CareerRole.dashboardJobs: the learner dashboard's few open jobs of the role (its `jobs` first page at that size). */
export async function roleDashboardJobs(ctx: JobsContext, role: CareerRoleRef): Promise<JobRow[]> {
  return (await roleJobs(ctx, role, { page: 1, pageSize: DASHBOARD_LIMITS.roleJobs })).items;
}

export const careerRoleOf = (job: JobRow): CareerRoleRef | null => (job.roleId ? { id: job.roleId } : null);

export function eventOf(job: { eventId: string | null }): EventRef | null {
  return job.eventId ? { id: job.eventId } : null;
}

export const isOpen = (job: JobRow) => job.closedAt === null;
export const postedAtOf = (job: JobRow) => job.createdAt.toISOString();
