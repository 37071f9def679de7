/**
 * Job applications: one application per person and job, ever (a database constraint), with every status change
 * dated. Moves follow the pure pipeline rule (rules/applications.ts); each status change and its history row are
 * written in one transaction under the application's row lock, so a refused or concurrent move changes nothing.
 * Visibility (exclusive campaigns) is decided before any transaction: it may ask courses through ctx.peers.
 */
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { employers, jobApplicationHistory, jobApplications, jobTable } from "../../../../../drizzle/schema/jobs.js";
import { enqueueMail } from "../../../../shared/mail/index.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { conflict, notFound } from "../../../../shared/errors.js";
import { requireSystem, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import type { JobsContext } from "../../../context.js";
import type { UserRef } from "../../../mappers.js";
import { actsFor, requireEmployerSide } from "../../employers/index.js";
import { jobActedFor, visibleJob, type JobRow } from "../../postings/index.js";
import { approvedEmployerOf } from "../../representatives/index.js";
import type { JobApplicationRow } from "../mappers.js";
import {
  COVER_NOTE_MAX,
  JOB_APPLICATION_PAGE_SIZE,
  JOB_APPLICATION_STATUSES,
  MOVE_NOTE_MAX,
  allowedJobApplicationMoves,
  statusesLeadingTo,
  type JobApplicationStatus,
  type JobMover,
} from "../rules/applications.js";

/** Plain text shown to the other side: markup removed, trimmed, blank = none, at most `max` characters. */
const noteSchema = (max: number) =>
  z
    .string()
    .nullish()
    .transform((n) => (n ? sanitizePlainText(n).trim() : ""))
    .refine((n) => n.length <= max, `At most ${max.toLocaleString("en")} characters`)
    .transform((n) => n || null);

const applicationId = z.uuid();
function parseApplicationId(id: string): string {
  const parsed = applicationId.safeParse(id);
  if (!parsed.success) throw notFound("Job application", id);
  return parsed.data;
}

const applySchema = z.object({ coverNote: noteSchema(COVER_NOTE_MAX) });

export async function applyToJob(ctx: JobsContext, jobId: string, rawCoverNote: string | null | undefined): Promise<JobApplicationRow> {
  const viewer = requireViewer(ctx);
  // Who may see the job (exclusive campaigns: courses is asked, before the transaction) is settled before the note.
  const job = await visibleJob(ctx, jobId);
  const { coverNote } = parseInput(applySchema, { coverNote: rawCoverNote });
  if (job.closedAt) throw conflict("This job is closed and no longer takes applications.");
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobApplications)
        .values({ jobId: job.id, applicantId: viewer.id, status: "APPLIED", coverNote, appliedAt: ctx.now, updatedAt: ctx.now })
        .returning();
      await tx
        .insert(jobApplicationHistory)
        .values({ applicationId: row!.id, status: "APPLIED", at: ctx.now, note: null, changedBy: viewer.id });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "job_applications_job_applicant_key"))
      throw conflict("You have already applied to this job (one application per job).");
    throw err;
  }
}

const STATUS_WORDS: Record<JobApplicationStatus, string> = {
  APPLIED: "applied",
  REVIEWED: "reviewed",
  INTERVIEWING: "at interviews",
  OFFERED: "offered",
  HIRED: "hired",
  DECLINED: "declined",
  WITHDRAWN: "withdrawn",
};

/** Which applications a move may touch: the applicant's own, or those to jobs of one employer (undefined: all). */
interface MoveScope {
  applicantId?: string;
  employerId?: string;
}

/**
 * Moves an application to `to` if the rule lets `mover` do so from its current status, within `scope`, and writes
 * the history row, in one transaction under the row lock. Nothing in scope → NOT_FOUND (another employer's
 * applications are not even confirmed to exist); in scope but not movable → CONFLICT.
 */
async function move(
  ctx: JobsContext,
  id: string,
  to: JobApplicationStatus,
  mover: JobMover,
  scope: MoveScope,
  note: string | null,
): Promise<JobApplicationRow> {
  const actor = requireViewer(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.id, id),
          scope.applicantId ? eq(jobApplications.applicantId, scope.applicantId) : undefined,
          scope.employerId
            ? inArray(jobApplications.jobId, tx.select({ id: jobTable.id }).from(jobTable).where(eq(jobTable.employerId, scope.employerId)))
            : undefined,
        ),
      )
      .for("update");
    if (!current) throw notFound("Job application", id);
    if (!statusesLeadingTo(to, mover).includes(current.status))
      throw conflict(`This application is ${STATUS_WORDS[current.status]}; it cannot become ${STATUS_WORDS[to]}.`);
    const [updated] = await tx
      .update(jobApplications)
      .set({ status: to, updatedAt: ctx.now })
      .where(eq(jobApplications.id, id))
      .returning();
    await tx.insert(jobApplicationHistory).values({ applicationId: id, status: to, at: ctx.now, note, changedBy: actor.id });
    // The applicant hears of the employer's moves by email, written with the move so a refused move sends nothing.
    if (mover === "EMPLOYER") {
      const [job] = await tx
        .select({ title: jobTable.title, employerName: employers.title })
        .from(jobTable)
        .innerJoin(employers, eq(employers.id, jobTable.employerId))
        .where(eq(jobTable.id, updated!.jobId));
      await enqueueMail(tx, {
        kind: "job-application-status",
        recipientId: updated!.applicantId,
        params: { applicationId: id, jobTitle: job!.title, employerName: job!.employerName, status: to },
      });
    }
    return updated!;
  });
  ctx.loaders.application.clear(id).prime(id, row);
  return row;
}

/**
 * NOT_FOUND unless application `id` is within `scope`: looked up before the move's input is validated, so a caller
 * with no access to it learns nothing about the input's shape. `move` checks the scope again under the row lock.
 */
async function requireInScope(ctx: JobsContext, id: string, scope: MoveScope): Promise<void> {
  if (!scope.applicantId && !scope.employerId) return; // JOB_ADMIN: every application is theirs to move
  const row = await ctx.loaders.application.load(id);
  const inScope =
    !!row &&
    (!scope.applicantId || row.applicantId === scope.applicantId) &&
    (!scope.employerId || (await ctx.loaders.job.load(row.jobId))?.employerId === scope.employerId);
  if (!inScope) throw notFound("Job application", id);
}

const moveSchema = z.object({
  to: z.enum(JOB_APPLICATION_STATUSES),
  note: noteSchema(MOVE_NOTE_MAX),
});

/** The employer side moves an application along: JOB_ADMIN any, a representative those to their employer's jobs. */
export async function moveJobApplication(
  ctx: JobsContext,
  rawId: string,
  input: { to: string; note?: string | null },
): Promise<JobApplicationRow> {
  const side = await requireEmployerSide(ctx);
  const id = parseApplicationId(rawId);
  const scope: MoveScope = side.jobAdmin ? {} : { employerId: side.representing! };
  await requireInScope(ctx, id, scope);
  const { to, note } = parseInput(moveSchema, input);
  return move(ctx, id, to, "EMPLOYER", scope, note);
}

export async function withdrawJobApplication(
  ctx: JobsContext,
  rawId: string,
  rawNote: string | null | undefined,
): Promise<JobApplicationRow> {
  const viewer = requireViewer(ctx);
  const id = parseApplicationId(rawId);
  const scope: MoveScope = { applicantId: viewer.id };
  await requireInScope(ctx, id, scope);
  const { note } = parseInput(z.object({ note: noteSchema(MOVE_NOTE_MAX) }), { note: rawNote });
  return move(ctx, id, "WITHDRAWN", "APPLICANT", scope, note);
}

const statusSchema = z.object({ status: z.enum(JOB_APPLICATION_STATUSES).nullish() });
const newestApplied = [desc(jobApplications.appliedAt), desc(jobApplications.id)];

/** The viewer's applications, newest first, optionally of one status. */
export async function myJobApplications(ctx: JobsContext, args: PageArgs & { status?: string | null }): Promise<Page<JobApplicationRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, JOB_APPLICATION_PAGE_SIZE);
  const { status } = parseInput(statusSchema, { status: args.status });
  const page = await pageOfTable(ctx.db, jobApplications, window, {
    where: and(eq(jobApplications.applicantId, viewer.id), status ? eq(jobApplications.status, status) : undefined),
    orderBy: newestApplied,
  });
  for (const row of page.items) ctx.loaders.application.prime(row.id, row);
  return page;
}

/** A job's applications (JOB_ADMIN, or a representative of its employer), newest first, optionally of one status. */
export async function listJobApplications(
  ctx: JobsContext,
  args: PageArgs & { jobId: string; status?: string | null },
): Promise<Page<JobApplicationRow>> {
  const job = await jobActedFor(ctx, args.jobId);
  const window = pageWindow(args, JOB_APPLICATION_PAGE_SIZE);
  const { status } = parseInput(statusSchema, { status: args.status });
  const page = await pageOfTable(ctx.db, jobApplications, window, {
    where: and(eq(jobApplications.jobId, job.id), status ? eq(jobApplications.status, status) : undefined),
    orderBy: newestApplied,
  });
  for (const row of page.items) ctx.loaders.application.prime(row.id, row);
  return page;
}

/** Whether the viewer sees this application as the employer side (JOB_ADMIN, or a representative of the job's employer). */
async function viewsAsEmployer(ctx: JobsContext, application: JobApplicationRow): Promise<boolean> {
  const side = await ctx.employerSide();
  if (side.jobAdmin) return true;
  if (!side.representing) return false;
  const job = await ctx.loaders.job.load(application.jobId);
  return !!job && actsFor(side, job.employerId);
}

/** One application for its applicant or the employer side; null for anyone else, and for unknown ids. */
export async function findJobApplication(ctx: JobsContext, rawId: string): Promise<JobApplicationRow | null> {
  if (!ctx.viewer || !applicationId.safeParse(rawId).success) return null;
  const row = await ctx.loaders.application.load(rawId);
  if (!row) return null;
  return row.applicantId === ctx.viewer.id || (await viewsAsEmployer(ctx, row)) ? row : null;
}

/** Job.viewerApplication: null for visitors and when the viewer never applied. */
export async function viewerApplicationOf(ctx: JobsContext, job: JobRow): Promise<JobApplicationRow | null> {
  if (!ctx.viewer) return null;
  return ctx.loaders.viewerApplication.load(job.id);
}

export const applicationCountOf = (ctx: JobsContext, job: JobRow) => ctx.loaders.applicationCount.load(job.id);

/** The application's job (the applicant and JOB_ADMIN see it even if it was closed since). */
export async function jobOfApplication(ctx: JobsContext, application: JobApplicationRow): Promise<JobRow> {
  const job = await ctx.loaders.job.load(application.jobId);
  if (!job) throw notFound("Job", String(application.jobId));
  return job;
}

export const historyOf = (ctx: JobsContext, application: JobApplicationRow) => ctx.loaders.historyOfApplication.load(application.id);

/** The moves the viewer may make now: as the employer side, as the applicant (withdraw), or both. */
export async function allowedMovesOf(ctx: JobsContext, application: JobApplicationRow): Promise<JobApplicationStatus[]> {
  if (!ctx.viewer) return [];
  const movers: JobMover[] = [
    ...((await viewsAsEmployer(ctx, application)) ? (["EMPLOYER"] as const) : []),
    ...(application.applicantId === ctx.viewer.id ? (["APPLICANT"] as const) : []),
  ];
  return movers.flatMap((mover) => allowedJobApplicationMoves(application.status, mover));
}

/**
 * Internal, for talent's privacy rule (through peers, the platform only): which of `userIds` have an application,
 * not withdrawn, that `viewerId` sees as the employer side — to a job of the employer they represent (APPROVED), or
 * any for a JOB_ADMIN (talent vouches for the role from its verified viewer). One statement (two for a representative).
 */
export async function applicantsVisibleTo(
  ctx: JobsContext,
  args: { viewerId: string; jobAdmin: boolean; userIds: readonly string[] },
): Promise<string[]> {
  requireSystem(ctx);
  const ids = args.userIds.filter((id) => applicationId.safeParse(id).success);
  if (!ids.length || !applicationId.safeParse(args.viewerId).success) return [];
  let employerId: string | null = null;
  if (!args.jobAdmin) {
    employerId = await approvedEmployerOf(ctx.db, args.viewerId);
    if (!employerId) return [];
  }
  const rows = await ctx.db
    .selectDistinct({ applicantId: jobApplications.applicantId })
    .from(jobApplications)
    .where(
      and(
        inArray(jobApplications.applicantId, ids),
        ne(jobApplications.status, "WITHDRAWN"),
        employerId
          ? inArray(jobApplications.jobId, ctx.db.select({ id: jobTable.id }).from(jobTable).where(eq(jobTable.employerId, employerId)))
          : undefined,
      ),
    );
  return rows.map((r) => r.applicantId);
}

export const applicantOf = (application: JobApplicationRow): UserRef => ({ __typename: "User", id: application.applicantId });

/**
 * The admin dashboard's new applications (APPLIED, not yet moved by the employer side), counted over the partial
 * index that holds exactly those rows.
 */
export async function newApplicationsCount(ctx: JobsContext): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.status, "APPLIED"));
  return r?.n ?? 0;
}
