/**
 * Job-portal use cases: the job list with its filters, look-ups, employers and their jobs, similar and other jobs.
 * Visitors may read all of it (SPEC §2), except jobs of exclusive campaigns, which only the campaign programme's
 * members and JOB_ADMIN see (rules/campaigns.ts; hidden jobs are absent everywhere and look-ups return null).
 * The back office: JOB_ADMIN sees and manages every job (closed and exclusive ones included), an approved company
 * representative their own employer's; both post and edit jobs, close and reopen them.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, or } from "drizzle-orm";
import { z } from "zod";
import { campaigns, employers, jobCampaigns, jobTable } from "../../../drizzle/schema/jobs.js";
import type { Tx } from "../../shared/db.js";
import { badInput, conflict, forbidden, notFound } from "../../shared/errors.js";
import { requireViewer } from "../../shared/guards.js";
import { COMPANY_SIZES, INDUSTRIES, JOB_TYPES, isOneOf } from "../../shared/options.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../shared/pagination.js";
import { substringPattern } from "../../shared/search.js";
import { parseInput } from "../../shared/validation.js";
import { listedJobSql } from "../loaders.js";
import { COMPANY_PAGE_SIZE, RELATED_JOBS_MAX, mayViewJob } from "../rules/campaigns.js";
import { ALL_JOBS_PAGE_SIZE, JOB_LIMITS, JOB_PAGE_SIZE, parseJobId } from "../rules/postings.js";
import { actsFor, type EmployerSide } from "../rules/representatives.js";
import type { JobsContext } from "../context.js";
import { plainText } from "./employers.js";

export type JobRow = typeof jobTable.$inferSelect;
export type EmployerRow = typeof employers.$inferSelect;
/** A reference to an events-subgraph Event (resolved there). */
export interface EventRef {
  id: string;
}

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

/** Jobs whose employer's name (title or short title) matches an ILIKE pattern, as a sub-select. */
const employerNamed = (ctx: JobsContext, pattern: string) =>
  inArray(
    jobTable.employerId,
    ctx.db
      .select({ id: employers.id })
      .from(employers)
      .where(or(ilike(employers.title, pattern), ilike(employers.shortTitle, pattern))),
  );

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
    pattern ? or(ilike(jobTable.title, pattern), ilike(jobTable.role, pattern), employerNamed(ctx, pattern)) : undefined,
    // An unknown or inactive campaign lists nothing; a hidden one lists nothing through the visibility condition.
    campaign
      ? inArray(
          jobTable.id,
          ctx.db
            .select({ id: jobCampaigns.jobId })
            .from(jobCampaigns)
            .innerJoin(campaigns, eq(campaigns.id, jobCampaigns.campaignId))
            .where(and(eq(jobCampaigns.campaignId, campaign), eq(campaigns.active, true))),
        )
      : undefined,
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
 * The employer side of the viewer, for back-office operations: JOB_ADMIN, or an approved representative; FORBIDDEN
 * for anyone else (students, pending or refused representatives).
 */
export async function requireEmployerSide(ctx: JobsContext): Promise<EmployerSide> {
  requireViewer(ctx);
  const side = await ctx.employerSide();
  if (!side.jobAdmin && !side.representing) throw forbidden("Only job admins and approved company representatives may do this.");
  return side;
}

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
    pattern ? or(ilike(jobTable.title, pattern), employerNamed(ctx, pattern)) : undefined,
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

/** Replaces a job's campaigns with `campaignIds` (inside the caller's transaction). */
async function setJobCampaigns(tx: Tx, jobId: number, campaignIds: string[]) {
  await tx
    .delete(jobCampaigns)
    .where(and(eq(jobCampaigns.jobId, jobId), campaignIds.length ? notInArray(jobCampaigns.campaignId, campaignIds) : undefined));
  if (campaignIds.length)
    await tx
      .insert(jobCampaigns)
      .values(campaignIds.map((campaignId) => ({ jobId, campaignId })))
      .onConflictDoNothing();
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

/** The values the filters offer: types and locations of the jobs listed for the viewer, alphabetically. */
export async function jobFilterOptions(ctx: JobsContext): Promise<{ types: string[]; locations: string[] }> {
  const rows = await ctx.db
    .selectDistinct({ type: jobTable.type, location: jobTable.location })
    .from(jobTable)
    .where(listedJobSql(await ctx.jobViewer()));
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { types: sorted(rows.map((r) => r.type)), locations: sorted(rows.map((r) => r.location)) };
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

export function findEmployer(ctx: JobsContext, id: string): Promise<EmployerRow | null> {
  return ctx.loaders.employer.load(id);
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

/** A career role (owned by talent), as jobs sees it: only its id. */
export interface CareerRoleRef {
  id: string;
}

/** CareerRole.jobs: the role's open jobs the viewer may see, newest first; batched across roles. */
export async function roleJobs(ctx: JobsContext, role: CareerRoleRef, args: PageArgs): Promise<Page<JobRow>> {
  const window = pageWindow(args, JOB_PAGE_SIZE);
  const rows = await ctx.loaders.roleJobPage.load({ parent: role.id, window });
  for (const row of rows) ctx.loaders.job.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.roleJobCount.load(role.id));
}

export const careerRoleOf = (job: JobRow): CareerRoleRef | null => (job.roleId ? { id: job.roleId } : null);

export function eventOf(job: { eventId: string | null }): EventRef | null {
  return job.eventId ? { id: job.eventId } : null;
}

/** Employers by name, paged (12 a page), by a name substring and an industry from the list (else BAD_USER_INPUT). */
export async function listCompanies(
  ctx: JobsContext,
  args: PageArgs & { search?: string | null; industry?: string | null },
): Promise<Page<EmployerRow>> {
  const window = pageWindow(args, COMPANY_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const industry = args.industry ?? null;
  if (industry !== null && industry !== "" && !isOneOf(INDUSTRIES, industry))
    throw badInput("industry is not one of the industries offered", { industry: "Choose one of the industries offered." });
  return pageOfTable(ctx.db, employers, window, {
    where: and(
      pattern ? or(ilike(employers.title, pattern), ilike(employers.shortTitle, pattern)) : undefined,
      industry ? eq(employers.industry, industry) : undefined,
    ),
    orderBy: [asc(employers.title), asc(employers.id)],
  });
}

/** The hiring partners (employers flagged hiring_partner), by name: the home page's partner logos. Public, one statement. */
export async function listHiringPartners(ctx: JobsContext): Promise<EmployerRow[]> {
  // async: a real Promise (a drizzle query builder is a thenable that runs again on every `then`).
  return await ctx.db.select().from(employers).where(eq(employers.hiringPartner, true)).orderBy(asc(employers.title), asc(employers.id));
}

export const companyFormOptions = () => ({ industries: [...INDUSTRIES], sizes: [...COMPANY_SIZES] });

export const isOpen = (job: JobRow) => job.closedAt === null;
export const postedAtOf = (job: JobRow) => job.createdAt.toISOString();
