/**
 * Applications to programmes (SPEC §5 selection: application, online assessment, interview). Answers are checked
 * against the programme's registration form on the server (rules/registration.ts); moves follow the pure pipeline
 * rule (rules/applications.ts). Every status change and its history entry are written in one transaction, decided
 * under the application's row lock, so a refused or concurrent move changes nothing.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { enqueueMail } from "../../../../shared/mail/index.js";
import { applicationHistory, programmeApplications, programmes } from "../../../../../drizzle/schema/courses.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole, requireSystem, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole } from "../../../../shared/viewer.js";
import {
  ADMIN_TARGETS,
  APPLICATION_NOTE_MAX,
  APPLICATION_PAGE_SIZE,
  MY_APPLICATION_PAGE_SIZE,
  APPLICATION_STATUSES,
  allowedMoves,
  statusesLeadingTo,
  type ApplicationStatus,
  type Mover,
} from "../rules/applications.js";
import { applicationClosedReason, type ApplicationClosedReason } from "../rules/programmes.js";
import { checkAnswers } from "../rules/registration.js";
import { assertMayApply } from "./admission.js";
import type { CoursesContext } from "../../../context.js";
import type { UserRef } from "../../../mappers.js";
import type { ApplicationRow } from "../mappers.js";

const applySchema = z.object({
  programmeId: z.string().trim().min(1, "Choose a programme").max(100),
  answers: z
    .array(z.object({ name: z.string().max(60, "At most 60 characters"), value: z.string().max(2000, "At most 2,000 characters") }))
    .max(60, "At most 60 answers"),
});

/** Notes are plain text shown to the applicant: markup removed, trimmed, at most APPLICATION_NOTE_MAX characters, blank = none. */
const noteSchema = z
  .string()
  .nullish()
  .transform((n) => (n ? sanitizePlainText(n).trim() : ""))
  .refine((n) => n.length <= APPLICATION_NOTE_MAX, `At most ${APPLICATION_NOTE_MAX} characters`)
  .transform((n) => n || null);

const applicationId = z.uuid();
/** Ids that are not UUIDs name no application (rather than reaching the database as a type error). */
function parseApplicationId(id: string): string {
  const parsed = applicationId.safeParse(id);
  if (!parsed.success) throw notFound("Application", id);
  return parsed.data;
}

export async function applyToProgramme(ctx: CoursesContext, input: unknown): Promise<ApplicationRow> {
  const viewer = requireViewer(ctx);
  const { programmeId, answers } = parseInput(applySchema, input);
  const programme = await ctx.loaders.programme.load(programmeId);
  if (!programme) throw notFound("Programme", programmeId);
  if (!programme.applicationOpen)
    throw badInput(`Applications to ${programme.title} are closed.`, { programmeId: "Applications to this programme are closed" });
  const closed = applicationClosedReason(programme, ctx.now);
  if (closed) throw conflict(CLOSED_WORDS[closed](programme.title), { programmeId: "Applications to this programme are closed" }, closed);
  const form = await ctx.loaders.formOfProgramme.load(programme.id);
  if (!form) throw badInput(`${programme.title} takes no applications.`, { programmeId: "This programme takes no applications" });
  await assertMayApply(ctx, programme, viewer.id);
  const checked = checkAnswers(form.fields, answers);
  if (!checked.ok) {
    const [first] = Object.entries(checked.fields);
    throw badInput(`Please correct the form: ${first![0]}: ${first![1]}.`, checked.fields);
  }
  try {
    const application = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(programmeApplications)
        .values({
          programmeId: programme.id,
          applicantId: viewer.id,
          formId: form.id,
          answers: checked.answers,
          status: "SUBMITTED",
          submittedAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await tx.insert(applicationHistory).values({ applicationId: row!.id, status: "SUBMITTED", at: ctx.now, changedBy: viewer.id });
      return row!;
    });
    ctx.loaders.viewerApplicationOfProgramme.clear(programme.id);
    return application;
  } catch (err) {
    // The partial unique index is the guard: two concurrent submissions cannot both pass a read-then-insert check.
    if (isUniqueViolation(err, "programme_applications_one_active_idx"))
      throw conflict(`You already have an application to ${programme.title} in progress.`, { programmeId: "Application in progress" });
    throw err;
  }
}

/** Why a programme is past taking applications, said to the applicant (the reason code travels beside it). */
const CLOSED_WORDS: Record<ApplicationClosedReason, (title: string) => string> = {
  APPLICATIONS_CLOSED: (title) => `Applications to ${title} are closed.`,
  COHORT_STARTED: (title) => `${title} has started: it takes no more applications.`,
  SESSION_PASSED: (title) => `${title} has taken place: it takes no more registrations.`,
  DEADLINE_PASSED: (title) => `The application deadline for ${title} has passed.`,
};

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  SUBMITTED: "submitted",
  ONLINE_ASSESSMENT: "at the online assessment",
  INTERVIEW: "at the interview stage",
  OFFERED: "offered a place",
  ACCEPTED: "accepted",
  REJECTED: "rejected",
  WITHDRAWN: "withdrawn",
};

/**
 * Moves an application to `to` from the statuses the rule allows `mover` (for the programme's kind), within `scope`
 * (the applicant's own for applicants), and records the history entry, in one transaction. Nothing visible in scope →
 * NOT_FOUND; visible but not movable → CONFLICT.
 */
async function move(
  ctx: CoursesContext,
  id: string,
  to: ApplicationStatus,
  mover: Mover,
  scope: SQL | undefined,
  note: string | null,
): Promise<ApplicationRow> {
  const actor = requireViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    // Inside the transaction only `tx` (PGlite has one connection). The row lock makes a concurrent move wait and
    // then decide on the status this one leaves, so two moves never both start from the same status.
    const [current] = await tx
      .select({ status: programmeApplications.status, programmeId: programmeApplications.programmeId })
      .from(programmeApplications)
      .where(and(eq(programmeApplications.id, id), scope))
      .for("update");
    if (!current) throw notFound("Application", id);
    // A second query rather than a join: a joined FOR UPDATE would lock the programme row too, and drizzle writes
    // `FOR UPDATE OF` schema-qualified, which PostgreSQL refuses. The programme's kind decides which moves exist.
    const [programme] = await tx
      .select({ kind: programmes.kind, title: programmes.title })
      .from(programmes)
      .where(eq(programmes.id, current.programmeId));
    const kind = programme!.kind;
    if (!statusesLeadingTo(kind, to, mover).includes(current.status)) {
      const kindWords = kind === "INFO_SESSION" ? " (an information-session registration has no selection)" : "";
      throw conflict(`This application is ${STATUS_WORDS[current.status]}; it cannot become ${STATUS_WORDS[to]}${kindWords}.`);
    }
    const [row] = await tx
      .update(programmeApplications)
      .set({ status: to, updatedAt: ctx.now })
      .where(eq(programmeApplications.id, id))
      .returning();
    await tx.insert(applicationHistory).values({ applicationId: id, status: to, at: ctx.now, note, changedBy: actor.id });
    // The applicant hears of a course admin's moves by email, written with the move (a refused move sends nothing).
    if (mover === "ADMIN")
      await enqueueMail(tx, {
        kind: "programme-application-status",
        recipientId: row!.applicantId,
        params: { applicationId: id, programmeTitle: programme!.title, status: to },
      });
    return row!;
  });
}

const moveSchema = z.object({
  to: z
    .enum(APPLICATION_STATUSES)
    .refine(
      (s) => ADMIN_TARGETS.includes(s),
      "Course admins move applications to the next stage or REJECTED; only the applicant accepts or withdraws",
    ),
  note: noteSchema,
});

export async function moveApplication(
  ctx: CoursesContext,
  rawId: string,
  input: { to: string; note?: string | null },
): Promise<ApplicationRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const id = parseApplicationId(rawId);
  const { to, note } = parseInput(moveSchema, input);
  return move(ctx, id, to, "ADMIN", undefined, note);
}

export async function acceptOffer(ctx: CoursesContext, rawId: string): Promise<ApplicationRow> {
  const viewer = requireViewer(ctx);
  const id = parseApplicationId(rawId);
  return move(ctx, id, "ACCEPTED", "APPLICANT", eq(programmeApplications.applicantId, viewer.id), null);
}

export async function withdrawApplication(ctx: CoursesContext, rawId: string, rawNote: string | null | undefined): Promise<ApplicationRow> {
  const viewer = requireViewer(ctx);
  const id = parseApplicationId(rawId);
  // Someone else's application is NOT_FOUND whatever the note says; `move` checks again under the row lock.
  const [own] = await ctx.db
    .select({ id: programmeApplications.id })
    .from(programmeApplications)
    .where(and(eq(programmeApplications.id, id), eq(programmeApplications.applicantId, viewer.id)));
  if (!own) throw notFound("Application", id);
  const note = parseInput(z.object({ note: noteSchema }), { note: rawNote }).note;
  return move(ctx, id, "WITHDRAWN", "APPLICANT", eq(programmeApplications.applicantId, viewer.id), note);
}

export async function myApplications(ctx: CoursesContext): Promise<ApplicationRow[]> {
  const viewer = requireViewer(ctx);
  return ctx.db
    .select()
    .from(programmeApplications)
    .where(eq(programmeApplications.applicantId, viewer.id))
    .orderBy(desc(programmeApplications.submittedAt), desc(programmeApplications.id));
}

/** The viewer's applications a page at a time, newest submitted first (the applicant index serves the order). */
export async function myApplicationPage(ctx: CoursesContext, args: PageArgs) {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, MY_APPLICATION_PAGE_SIZE);
  return pageOfTable(ctx.db, programmeApplications, window, {
    where: eq(programmeApplications.applicantId, viewer.id),
    orderBy: [desc(programmeApplications.submittedAt), desc(programmeApplications.id)],
  });
}

const userId = z.uuid();
/**
 * Internal (jobs' exclusive campaigns, asked through ctx.peers): the programmes `rawUserId` is a member of, i.e. holds
 * an ACCEPTED application to, by id. Only the platform may ask; an id that is not a UUID names nobody ([]).
 */
export async function programmeMembershipsOf(ctx: CoursesContext, rawUserId: string): Promise<string[]> {
  requireSystem(ctx);
  const parsed = userId.safeParse(rawUserId);
  if (!parsed.success) return [];
  const rows = await ctx.db
    .selectDistinct({ programmeId: programmeApplications.programmeId })
    .from(programmeApplications)
    .where(and(eq(programmeApplications.applicantId, parsed.data), eq(programmeApplications.status, "ACCEPTED")))
    .orderBy(programmeApplications.programmeId);
  return rows.map((r) => r.programmeId);
}

const listSchema = z.object({
  programmeId: z.string().trim().min(1).max(100).nullish(),
  status: z.enum(APPLICATION_STATUSES).nullish(),
});

/**
 * Applications for course admins, newest submitted first: one programme's, or every programme's when none is given
 * (the dashboard's counts are across programmes, and its figures open this list), optionally of one status.
 */
export async function listProgrammeApplications(
  ctx: CoursesContext,
  args: PageArgs & { programmeId?: string | null; status?: string | null },
) {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, APPLICATION_PAGE_SIZE);
  const { programmeId, status } = parseInput(listSchema, { programmeId: args.programmeId, status: args.status });
  if (programmeId && !(await ctx.loaders.programme.load(programmeId))) throw notFound("Programme", programmeId);
  return pageOfTable(ctx.db, programmeApplications, window, {
    where: and(
      programmeId ? eq(programmeApplications.programmeId, programmeId) : undefined,
      status ? eq(programmeApplications.status, status) : undefined,
    ),
    orderBy: [desc(programmeApplications.submittedAt), desc(programmeApplications.id)],
  });
}

/** For federation references: the applicant and course admins only. */
export async function findApplicationFor(ctx: CoursesContext, rawId: string): Promise<ApplicationRow | null> {
  if (!ctx.viewer || !applicationId.safeParse(rawId).success) return null;
  const admin = hasRole(ctx.viewer, "COURSE_ADMIN");
  const [row] = await ctx.db
    .select()
    .from(programmeApplications)
    .where(and(eq(programmeApplications.id, rawId), admin ? undefined : eq(programmeApplications.applicantId, ctx.viewer.id)));
  return row ?? null;
}

export const historyOf = (ctx: CoursesContext, application: ApplicationRow) => ctx.loaders.historyOfApplication.load(application.id);

/** The moves the viewer may make now: as a course admin, as the applicant, or both (an admin applying themself). */
export async function allowedMovesOf(ctx: CoursesContext, application: ApplicationRow): Promise<ApplicationStatus[]> {
  if (!ctx.viewer) return [];
  const programme = await ctx.loaders.programme.load(application.programmeId);
  if (!programme) return [];
  const movers: Mover[] = [
    ...(hasRole(ctx.viewer, "COURSE_ADMIN") ? (["ADMIN"] as const) : []),
    ...(application.applicantId === ctx.viewer.id ? (["APPLICANT"] as const) : []),
  ];
  return movers.flatMap((mover) => allowedMoves(programme.kind, application.status, mover));
}
export const applicantOf = (application: ApplicationRow): UserRef => ({ __typename: "User", id: application.applicantId });
