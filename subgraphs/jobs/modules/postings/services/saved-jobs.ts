/**
 * Saved jobs: a logged-in person keeps jobs they may see in a list, most recently saved first (saving twice and
 * unsaving twice are fine). A job hidden from them since (exclusive campaigns) leaves their list.
 */
import { and, count, desc, eq, getTableColumns } from "drizzle-orm";
import { jobTable, savedJobs } from "../../../../../drizzle/schema/jobs.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import type { JobsContext } from "../../../context.js";
import { visibleJobSql } from "../../campaigns/index.js";
import type { JobRow } from "../mappers.js";
import { JOB_PAGE_SIZE } from "../rules/postings.js";
import { visibleJob } from "./postings.js";

export async function saveJob(ctx: JobsContext, jobId: string): Promise<JobRow> {
  const viewer = requireViewer(ctx);
  const job = await visibleJob(ctx, jobId);
  await ctx.db.insert(savedJobs).values({ userId: viewer.id, jobId: job.id, savedAt: ctx.now }).onConflictDoNothing();
  ctx.loaders.viewerSaved.clear(job.id).prime(job.id, true);
  return job;
}

export async function unsaveJob(ctx: JobsContext, jobId: string): Promise<JobRow> {
  const viewer = requireViewer(ctx);
  const job = await visibleJob(ctx, jobId);
  await ctx.db.delete(savedJobs).where(and(eq(savedJobs.userId, viewer.id), eq(savedJobs.jobId, job.id)));
  ctx.loaders.viewerSaved.clear(job.id).prime(job.id, false);
  return job;
}

/** The viewer's saved jobs they may still see, most recently saved first (closed ones included, shown closed). */
export async function listSavedJobs(ctx: JobsContext, args: PageArgs): Promise<Page<JobRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const where = and(eq(savedJobs.userId, viewer.id), visibleJobSql(await ctx.jobViewer()));
  const rows = await ctx.db
    .select(getTableColumns(jobTable))
    .from(savedJobs)
    .innerJoin(jobTable, eq(jobTable.id, savedJobs.jobId))
    .where(where)
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(window.limit + 1)
    .offset(window.offset);
  for (const row of rows) {
    ctx.loaders.job.prime(row.id, row);
    ctx.loaders.viewerSaved.prime(row.id, true);
  }
  return toPage(rows, window, async () => {
    const [r] = await ctx.db.select({ n: count() }).from(savedJobs).innerJoin(jobTable, eq(jobTable.id, savedJobs.jobId)).where(where);
    return r?.n ?? 0;
  });
}

export async function viewerSavedOf(ctx: JobsContext, job: JobRow): Promise<boolean | null> {
  if (!ctx.viewer) return null;
  return ctx.loaders.viewerSaved.load(job.id);
}
