/**
 * Live tutorials and attendance (SPEC §5/§9 the 90% attendance rule): the class's instructors or a course
 * admin schedule tutorials and, once one has started, take its attendance (the listed students present, every other
 * current student absent; retaking replaces). Attendance can complete a foundation-certificate course, so the
 * completion check of every student runs in the same transaction.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { classMembers, liveTutorials, tutorialAttendance } from "../../../../../drizzle/schema/courses.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import { CLASSROOM_TEXT_MAX, TUTORIAL_MAX_MINUTES, TUTORIAL_MIN_MINUTES, tutorialHeld } from "../rules/classroom.js";
import type { CoursesContext } from "../../../context.js";
import { learnerCourseKey } from "../loaders.js";
import type { ClassRow, LiveTutorialRow } from "../mappers.js";
import { loadClass, parseUuid, requireTeacher, viewerRoleIn, viewerTeaches } from "./classroom.js";
import type { UserRef } from "../../../mappers.js";
import { completeIfDone } from "./progress.js";

const tutorialSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Required")
    .max(CLASSROOM_TEXT_MAX.tutorialTitle, `At most ${CLASSROOM_TEXT_MAX.tutorialTitle} characters`),
  startsAt: z.iso.datetime({ offset: true, message: "Use a date and time (ISO 8601)" }).transform((s) => new Date(s)),
  durationMinutes: z
    .number()
    .int("A whole number of minutes")
    .min(TUTORIAL_MIN_MINUTES, `From ${TUTORIAL_MIN_MINUTES} to ${TUTORIAL_MAX_MINUTES} minutes`)
    .max(TUTORIAL_MAX_MINUTES, `From ${TUTORIAL_MIN_MINUTES} to ${TUTORIAL_MAX_MINUTES} minutes`),
});

export async function scheduleLiveTutorial(ctx: CoursesContext, classId: string, input: unknown): Promise<LiveTutorialRow> {
  requireViewer(ctx);
  const klass = await loadClass(ctx, classId);
  await requireTeacher(ctx, klass.id);
  const data = parseInput(tutorialSchema, input);
  const [row] = await ctx.db
    .insert(liveTutorials)
    .values({ classId: klass.id, ...data, createdBy: ctx.viewer!.id })
    .returning();
  ctx.loaders.tutorialsOfClass.clear(klass.id);
  return row!;
}

const presentSchema = z.array(z.uuid("Not a student of this class")).max(1000);

export async function takeAttendance(ctx: CoursesContext, rawTutorialId: string, rawPresent: unknown): Promise<LiveTutorialRow> {
  requireViewer(ctx);
  const id = parseUuid("Live tutorial", rawTutorialId);
  const [tutorial] = await ctx.db.select().from(liveTutorials).where(eq(liveTutorials.id, id));
  if (!tutorial) throw notFound("Live tutorial", id);
  const klass = await loadClass(ctx, tutorial.classId);
  await requireTeacher(ctx, klass.id);
  const present = new Set(parseInput(presentSchema, rawPresent));
  if (!tutorialHeld(tutorial.startsAt, ctx.now)) throw conflict("Attendance can be taken once the tutorial has started.");
  const students = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, klass.id), eq(classMembers.role, "STUDENT")));
    const ids = new Set(rows.map((r) => r.userId));
    const strangers = [...present].filter((p) => !ids.has(p));
    if (strangers.length > 0)
      throw badInput("Only students of this class can be marked present.", { presentUserIds: "Not a student of this class" });
    await tx.delete(tutorialAttendance).where(eq(tutorialAttendance.tutorialId, id));
    if (ids.size > 0)
      await tx
        .insert(tutorialAttendance)
        .values(
          [...ids].map((userId) => ({ tutorialId: id, userId, present: present.has(userId), takenBy: ctx.viewer!.id, takenAt: ctx.now })),
        );
    for (const userId of ids) await completeIfDone(tx, ctx.now, klass, userId);
    return ids;
  });
  ctx.loaders.attendanceOfClass.clear(klass.id);
  for (const userId of students) ctx.loaders.certificateOfLearnerCourse.clear(learnerCourseKey(userId, klass.courseId));
  return tutorial;
}

export const tutorialsOf = (ctx: CoursesContext, klass: ClassRow) => ctx.loaders.tutorialsOfClass.load(klass.id);

async function entriesOf(ctx: CoursesContext, t: LiveTutorialRow) {
  return (await ctx.loaders.attendanceOfClass.load(t.classId)).filter((a) => a.tutorialId === t.id);
}

export const tutorialFields = {
  held: (ctx: CoursesContext, t: LiveTutorialRow) => tutorialHeld(t.startsAt, ctx.now),
  attendanceTaken: async (ctx: CoursesContext, t: LiveTutorialRow) => (await entriesOf(ctx, t)).length > 0,
  /** The viewer's attendance as a student; null when not taken or not a student. */
  viewerPresent: async (ctx: CoursesContext, t: LiveTutorialRow) => {
    if (!ctx.viewer || (await viewerRoleIn(ctx, t.classId)) !== "STUDENT") return null;
    return (await entriesOf(ctx, t)).find((a) => a.userId === ctx.viewer!.id)?.present ?? null;
  },
  /** Every student's attendance, for the class's instructors and course admins; empty for others. */
  attendance: async (ctx: CoursesContext, t: LiveTutorialRow) => {
    if (!(await viewerTeaches(ctx, t.classId))) return [];
    return (await entriesOf(ctx, t)).map((a) => ({ learner: { __typename: "User", id: a.userId } as UserRef, present: a.present }));
  },
};
