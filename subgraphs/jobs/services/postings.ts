/** Job-portal use cases: the job list, look-ups, and employers' job pages. Visitors may read all of it (SPEC §2). */
import { desc, ilike } from "drizzle-orm";
import { employers, jobTable } from "../../../drizzle/schema/jobs.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../shared/pagination.js";
import { substringPattern } from "../../shared/search.js";
import { JOB_PAGE_SIZE, parseJobId } from "../rules/postings.js";
import type { JobsContext } from "../context.js";

export type JobRow = typeof jobTable.$inferSelect;
export type EmployerRow = typeof employers.$inferSelect;
/** A reference to an events-subgraph Event (resolved there). */
export interface EventRef {
  id: string;
}

/** Newest first; the id breaks ties. The per-employer pages (loaders.ts) rank in the same order. */
const newestFirst = [desc(jobTable.createdAt), desc(jobTable.id)] as const;

export async function listJobs(ctx: JobsContext, args: PageArgs & { search?: string | null }): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const where = pattern ? ilike(jobTable.title, pattern) : undefined;
  const page = await pageOfTable(ctx.db, jobTable, window, { orderBy: [...newestFirst], where });
  for (const row of page.items) ctx.loaders.job.prime(row.id, row);
  return page;
}

export async function findJob(ctx: JobsContext, id: string | number): Promise<JobRow | null> {
  const jobId = parseJobId(id);
  return jobId === null ? null : ctx.loaders.job.load(jobId);
}

export function findEmployer(ctx: JobsContext, id: string): Promise<EmployerRow | null> {
  return ctx.loaders.employer.load(id);
}

/** An employer's jobs, newest first, through the batched per-employer page loader (no statement per employer). */
export async function employerJobs(ctx: JobsContext, employer: EmployerRow, args: PageArgs): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const rows = await ctx.loaders.employerJobPage.load({ parent: employer.id, window });
  for (const row of rows) ctx.loaders.job.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.employerJobCount.load(employer.id));
}

/** A career role (owned by talent), as jobs sees it: only its id. */
export interface CareerRoleRef {
  id: string;
}

/** CareerRole.jobs: the role's jobs, newest first; batched across roles like an employer's jobs. */
export async function roleJobs(ctx: JobsContext, role: CareerRoleRef, args: PageArgs): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const rows = await ctx.loaders.roleJobPage.load({ parent: role.id, window });
  for (const row of rows) ctx.loaders.job.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.roleJobCount.load(role.id));
}

export function eventOf(job: JobRow): EventRef | null {
  return job.eventId ? { id: job.eventId } : null;
}
