/**
 * The back office of job postings: JOB_ADMIN sees and manages every job (closed and exclusive ones included), an
 * approved company representative their own employer's; both post and edit jobs, close and reopen them.
 */
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { jobTable } from "../../../../../drizzle/schema/jobs.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { JOB_TYPES } from "../../../../shared/options.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { substringPattern } from "../../../../shared/search.js";
import { parseInput } from "../../../../shared/validation.js";
import type { JobsContext } from "../../../context.js";
import { setJobCampaigns } from "../../campaigns/index.js";
import { actsFor, employerIdsNamed, plainText, requireEmployerSide, type EmployerSide } from "../../employers/index.js";
import type { JobRow } from "../mappers.js";
import { ALL_JOBS_PAGE_SIZE, JOB_LIMITS } from "../rules/postings.js";
import { findJob } from "./postings.js";

/**
 * A job the viewer acts for: NOT_FOUND when unknown or hidden from them (exclusive campaigns), FORBIDDEN when it is
 * another employer's; FORBIDDEN first for people who act for no employer at all.
 */
export async function jobActedFor(ctx: JobsContext, rawId: string | number): Promise<JobRow> {
  const side = await requireEmployerSide(ctx);
  const job = await findJob(ctx, rawId);
  if (!job) throw notFound("Job", String(rawId));
  if (!actsFor(side, job.employerId)) throw forbidden("This job belongs to another employer.");
  return job;
}

/**
 * The back office's list, newest first (the id breaks ties), 20 a page: every job (open and closed, exclusive ones
 * included) for JOB_ADMIN, their own employer's for an approved representative; by a substring of the title or the
 * employer's name, and by open (true) / closed (false).
 */
export async function listAllJobs(
  ctx: JobsContext,
  args: PageArgs & { search?: string | null; open?: boolean | null },
): Promise<Page<JobRow>> {
  const side = await requireEmployerSide(ctx);
  const window = pageWindow(args, ALL_JOBS_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const where = and(
    side.jobAdmin ? undefined : eq(jobTable.employerId, side.representing!),
    pattern ? or(ilike(jobTable.title, pattern), inArray(jobTable.employerId, employerIdsNamed(ctx.db, pattern))) : undefined,
    args.open === true ? isNull(jobTable.closedAt) : args.open === false ? isNotNull(jobTable.closedAt) : undefined,
  );
  const page = await pageOfTable(ctx.db, jobTable, window, { orderBy: [desc(jobTable.createdAt), desc(jobTable.id)], where });
  for (const row of page.items) ctx.loaders.job.prime(row.id, row);
  return page;
}

/**
 * Closes (`closed: true`) or reopens a job (JOB_ADMIN, or a representative of its employer), in one conditional
 * UPDATE so two people racing cannot both succeed. CONFLICT when the job already is in that state. A closed job
 * leaves every list and refuses applications; its page, saved entries and applications stay.
 */
async function setJobClosed(ctx: JobsContext, rawId: string, closed: boolean): Promise<JobRow> {
  const job = await jobActedFor(ctx, rawId);
  const [row] = await ctx.db
    .update(jobTable)
    .set({ closedAt: closed ? ctx.now : null })
    .where(and(eq(jobTable.id, job.id), closed ? isNull(jobTable.closedAt) : isNotNull(jobTable.closedAt)))
    .returning();
  if (!row) throw conflict(closed ? "This job is already closed." : "This job is already open.");
  ctx.loaders.job.clear(job.id).prime(job.id, row);
  return row;
}

export const closeJob = (ctx: JobsContext, jobId: string) => setJobClosed(ctx, jobId, true);
export const reopenJob = (ctx: JobsContext, jobId: string) => setJobClosed(ctx, jobId, false);

const [titleMin, titleMax] = JOB_LIMITS.title;
const [locationMin, locationMax] = JOB_LIMITS.location;
const [descriptionMin, descriptionMax] = JOB_LIMITS.description;

/** The job form (JobInput). Descriptions keep their paragraphs (blank lines); markup is dropped. */
const jobSchema = z.object({
  title: plainText(titleMin, titleMax),
  roleId: z.string().trim().min(1, "Choose a career role.").max(100),
  location: plainText(locationMin, locationMax),
  remote: z.boolean(),
  type: z.enum(JOB_TYPES, "Choose one of the employment types offered."),
  description: plainText(descriptionMin, descriptionMax),
  employerId: z.string().trim().max(100).nullish(),
  featured: z.boolean().nullish(),
  campaignIds: z.array(z.string().max(100)).max(20, "At most 20 campaigns.").nullish(),
});
/** The job form as it arrives (validated by jobSchema). */
export type JobInputRaw = Omit<z.input<typeof jobSchema>, "type"> & { type: string };

export const CAREER_ROLE_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    careerRole(id: $id) {
      id
      title
    }
  }
`;

/**
 * FORBIDDEN when a representative sends what only JOB_ADMIN sets: another employer, featured or campaigns. Read from
 * the form as it arrives, before it is validated, so someone who may not act learns nothing about its shape.
 */
function refuseJobAdminFields(side: EmployerSide, input: JobInputRaw): void {
  if (side.jobAdmin) return;
  const employerId = typeof input.employerId === "string" ? input.employerId.trim() : "";
  if (employerId && employerId !== side.representing) throw forbidden("You post jobs for your own employer only.");
  if (input.featured != null || input.campaignIds != null) throw forbidden("Only job admins feature jobs or place them in campaigns.");
}

/**
 * Validates a job form for the viewer's side: the career role is asked of talent (its owner) before any
 * transaction; employer, featured and campaigns are JOB_ADMIN's to set (FORBIDDEN for a representative who sends
 * them, whatever else the form holds), and a representative's jobs are always their own employer's.
 */
async function checkedJob(ctx: JobsContext, side: EmployerSide, input: JobInputRaw, existing: JobRow | null) {
  refuseJobAdminFields(side, input);
  const data = parseInput(jobSchema, input);
  const employerId = existing ? existing.employerId : side.jobAdmin ? data.employerId : side.representing;
  if (existing && data.employerId && data.employerId !== existing.employerId)
    throw badInput("A job's employer cannot change.", { employerId: "A job's employer cannot change." });
  if (!employerId) throw badInput("Choose the employer.", { employerId: "Choose the employer." });
  if (!existing && !(await ctx.loaders.employer.load(employerId)))
    throw badInput("There is no such employer.", { employerId: "Choose an employer from the list." });
  const campaignIds = data.campaignIds ? [...new Set(data.campaignIds)] : null;
  if (campaignIds?.length) {
    const found = await ctx.loaders.campaign.loadMany(campaignIds);
    if (found.some((c) => !c || c instanceof Error))
      throw badInput("Unknown campaign.", { campaignIds: "Choose campaigns from the list." });
  }
  const { careerRole } = await ctx.peers.ask<{ careerRole: { id: string; title: string } | null }>("talent", CAREER_ROLE_QUERY, {
    id: data.roleId,
  });
  if (!careerRole) throw badInput("Unknown career role.", { roleId: "Choose a career role from the list." });
  const values = {
    title: data.title,
    role: careerRole.title,
    roleId: careerRole.id,
    location: data.location,
    remote: data.remote,
    type: data.type,
    description: data.description,
    employerId,
    ...(data.featured != null ? { featured: data.featured } : {}),
  };
  return { values, campaignIds };
}

/** Posts a job: an approved representative for their employer, JOB_ADMIN for any. It is open and listed at once. */
export async function createJob(ctx: JobsContext, input: JobInputRaw): Promise<JobRow> {
  const side = await requireEmployerSide(ctx);
  const { values, campaignIds } = await checkedJob(ctx, side, input, null);
  const row = await ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobTable)
      .values({ ...values, createdAt: ctx.now })
      .returning();
    if (campaignIds) await setJobCampaigns(tx, job!.id, campaignIds);
    return job!;
  });
  ctx.loaders.job.prime(row.id, row);
  return row;
}

/** Edits a job (JOB_ADMIN, or a representative of its employer); its employer and posting date stay. */
export async function updateJob(ctx: JobsContext, rawId: string, input: JobInputRaw): Promise<JobRow> {
  const job = await jobActedFor(ctx, rawId);
  const { values, campaignIds } = await checkedJob(ctx, await ctx.employerSide(), input, job);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(jobTable).set(values).where(eq(jobTable.id, job.id)).returning();
    if (campaignIds) await setJobCampaigns(tx, job.id, campaignIds);
    return updated!;
  });
  ctx.loaders.job.clear(job.id).prime(job.id, row);
  ctx.loaders.campaignsOfJob.clear(job.id);
  return row;
}

export const jobFormOptions = () => ({ types: [...JOB_TYPES] });
