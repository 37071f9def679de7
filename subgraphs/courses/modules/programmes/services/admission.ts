/**
 * Admission prerequisites (SPEC §5): M1 completion before certified-associate courses, unless a course admin grants
 * credit for prior learning; and the course admin's programme settings. The rules are pure (rules/admission.ts); what
 * a person holds comes from the per-request `m1StandingOfPerson` loader (certificates and credits, batched).
 */
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { priorLearningCredits, programmes } from "../../../../../drizzle/schema/courses.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { conflict, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import { courseRequiresM1, meetsM1Prerequisite, PRIOR_LEARNING_PAGE_SIZE, REASON_MAX, requiresM1Completion } from "../rules/admission.js";
import { cohortEndsOn } from "../rules/programmes.js";
import type { CoursesContext } from "../../../context.js";
import type { UserRef } from "../../../mappers.js";
import type { CourseRow } from "../../catalogue/index.js";
import type { ApplicationRow, PriorLearningCreditRow, ProgrammeRow } from "../mappers.js";

/* ---------------------------------------------------------------- prerequisites ------------------------------ */

/** Whether the programme requires M1 completion: from its section courses' categories (loaded in one batch). */
export async function programmeRequiresM1(ctx: CoursesContext, programme: ProgrammeRow): Promise<boolean> {
  const ids = programme.sections.flatMap((s) => s.courseIds);
  const rows = await ctx.loaders.course.loadMany(ids);
  return requiresM1Completion(rows.map((r) => (r && !(r instanceof Error) ? r.categoryId : null)));
}

/** Whether `userId` holds a valid M1 certificate or a credit for prior learning. */
export async function personMeetsM1(ctx: CoursesContext, userId: string): Promise<boolean> {
  const standing = await ctx.loaders.m1StandingOfPerson.load(userId);
  return meetsM1Prerequisite({ required: true, ...standing });
}

/** Programme.viewerMeetsPrerequisites: null for visitors; true without a prerequisite. */
export async function viewerMeetsPrerequisites(ctx: CoursesContext, programme: ProgrammeRow): Promise<boolean | null> {
  if (!ctx.viewer) return null;
  if (!(await programmeRequiresM1(ctx, programme))) return true;
  return personMeetsM1(ctx, ctx.viewer.id);
}

export const viewerApplicationOf = (ctx: CoursesContext, programme: ProgrammeRow): Promise<ApplicationRow | null> =>
  ctx.loaders.viewerApplicationOfProgramme.load(programme.id);

/** applyToProgramme: CONFLICT when the programme requires M1 completion and the viewer has neither certificate nor credit. */
export async function assertMayApply(ctx: CoursesContext, programme: ProgrammeRow, applicantId: string): Promise<void> {
  if (!(await programmeRequiresM1(ctx, programme))) return;
  if (await personMeetsM1(ctx, applicantId)) return;
  throw conflict(`Complete an M1 course before applying to ${programme.title}, or ask a course admin for credit for prior learning.`, {
    programmeId: "M1 completion needed",
  });
}

/**
 * joinClass and addClassMember (as a student): a certified-associate course's class needs an M1 certificate or a
 * credit for prior learning of the person joining. `self`: the viewer joining (the message speaks to them).
 */
export async function assertMayStudy(ctx: CoursesContext, courseId: string, userId: string, who: { self: boolean }): Promise<void> {
  const course: CourseRow | null = await ctx.loaders.course.load(courseId);
  if (!courseRequiresM1(course?.categoryId)) return;
  if (await personMeetsM1(ctx, userId)) return;
  const title = course?.title ?? courseId;
  throw who.self
    ? conflict(
        `${title} needs an M1 certificate or credit for prior learning: complete an M1 course first, or ask a course admin for credit.`,
      )
    : conflict(`${title} needs an M1 certificate or credit for prior learning; this person has neither.`, {
        userId: "M1 completion needed",
      });
}

/* ---------------------------------------------------------------- credits for prior learning ----------------- */

export async function listPriorLearningCredits(ctx: CoursesContext, args: PageArgs): Promise<Page<PriorLearningCreditRow>> {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, PRIOR_LEARNING_PAGE_SIZE);
  return pageOfTable(ctx.db, priorLearningCredits, window, {
    orderBy: [desc(priorLearningCredits.grantedAt), desc(priorLearningCredits.userId)],
  });
}

const grantSchema = z.object({
  userId: z.uuid("Choose a person"),
  reason: z.string().trim().min(1, "Required").max(REASON_MAX, `At most ${REASON_MAX} characters`),
});

export async function grantPriorLearningCredit(
  ctx: CoursesContext,
  input: { userId: string; reason: string },
): Promise<PriorLearningCreditRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const { userId, reason } = parseInput(grantSchema, input);
  try {
    const [row] = await ctx.db.insert(priorLearningCredits).values({ userId, reason, grantedBy: admin.id, grantedAt: ctx.now }).returning();
    ctx.loaders.m1StandingOfPerson.clear(userId);
    return row!;
  } catch (err) {
    // The primary key is the guard: two concurrent grants cannot both pass a read-then-insert check.
    if (isUniqueViolation(err, "prior_learning_credits_pkey"))
      throw conflict("This person already holds credit for prior learning.", { userId: "Already holds credit" });
    throw err;
  }
}

/** Deletes the credit; applications and memberships it allowed stay. */
export async function revokePriorLearningCredit(ctx: CoursesContext, rawUserId: string): Promise<string> {
  requireRole(ctx, "COURSE_ADMIN");
  const parsed = z.uuid().safeParse(rawUserId);
  if (!parsed.success) throw notFound("Credit for prior learning", rawUserId);
  const removed = await ctx.db
    .delete(priorLearningCredits)
    .where(eq(priorLearningCredits.userId, parsed.data))
    .returning({ userId: priorLearningCredits.userId });
  if (removed.length === 0) throw notFound("Credit for prior learning", parsed.data);
  ctx.loaders.m1StandingOfPerson.clear(parsed.data);
  return parsed.data;
}

export const personOfCredit = (credit: PriorLearningCreditRow): UserRef => ({ __typename: "User", id: credit.userId });
export const grantedByOfCredit = (credit: PriorLearningCreditRow): UserRef => ({ __typename: "User", id: credit.grantedBy });

/* ---------------------------------------------------------------- programme settings ------------------------- */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const settingsSchema = z.object({
  applicationOpen: z.boolean(),
  showAtDashboard: z.boolean(),
  cohortStartsOn: z
    .string()
    .trim()
    .refine((d) => DATE_RE.test(d) && !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), "Use a date as YYYY-MM-DD"),
  // An instant with its offset (the client sends toISOString()); null restores the default close, absent keeps it.
  applicationDeadline: z.iso.datetime({ offset: true, message: "Use a date and time (ISO 8601)" }).nullish(),
});

/**
 * A course admin's programme settings: applications open (its enrolment option's `open` follows:
 * enrolment/rules/enrolment.ts optionIsOpen derives it from the programme), dashboard, cohort start; the last day is
 * recomputed from the duration (information sessions: the same day); the application deadline that replaces the
 * default close (rules/programmes.ts applicationsCloseAt), which is how an admin extends applications past the start.
 */
export async function updateProgramme(ctx: CoursesContext, id: string, input: unknown): Promise<ProgrammeRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const data = parseInput(settingsSchema, input);
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(programmes).where(eq(programmes.id, id)).for("update");
    if (!current) throw notFound("Programme", id);
    const endsOn =
      current.kind === "INTAKE" && current.durationMonths ? cohortEndsOn(data.cohortStartsOn, current.durationMonths) : data.cohortStartsOn;
    const [updated] = await tx
      .update(programmes)
      .set({
        applicationOpen: data.applicationOpen,
        showAtDashboard: data.showAtDashboard,
        cohortStartsOn: data.cohortStartsOn,
        cohortEndsOn: endsOn,
        ...(data.applicationDeadline !== undefined
          ? { applicationDeadline: data.applicationDeadline === null ? null : new Date(data.applicationDeadline) }
          : {}),
      })
      .where(eq(programmes.id, id))
      .returning();
    return updated!;
  });
  ctx.loaders.programme.clear(id).prime(id, row);
  return row;
}
