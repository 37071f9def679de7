/**
 * Doing lessons (SPEC §4 lesson status, §9 graded lessons): opening, marking reading and video done, answers
 * to quizzes and labs graded at once, work handed in and marked by the class's instructors or a course admin (never
 * by the learner). Each change writes the lesson's state with its submission in one transaction, under the lesson
 * state's row lock, and checks completion there (a certificate is issued in the same transaction). One submission
 * may wait for marking per learner and lesson (partial unique index lesson_submissions_one_waiting_idx).
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { classMembers, lessonProgress, lessonSubmissions } from "../../../../../drizzle/schema/courses.js";
import { isUniqueViolation, type Tx } from "../../../../shared/db.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole } from "../../../../shared/viewer.js";
import {
  CLASSROOM_TEXT_MAX,
  GRADING_QUEUE_PAGE_SIZE,
  autoGrade,
  isAutoGraded,
  isMarkedByInstructor,
  isSelfDone,
  lessonStatusAfter,
  mayMark,
  type LessonEvent,
} from "../rules/classroom.js";
import type { CoursesContext } from "../../../context.js";
import { learnerCourseKey } from "../loaders.js";
import { loadClass, loadLessonOf, parseUuid, requireStudent, requireTeacher, viewerRoleIn } from "./classroom.js";
import type { UserRef } from "../../../mappers.js";
import type { ClassRow, LessonRow, SubmissionRow } from "../mappers.js";
import { completeIfDone } from "./progress.js";

/**
 * Moves the learner's state of a lesson by `event` (locked, so concurrent changes apply one after the other) and,
 * when the lesson has just been completed, checks whether the course now is. Only `tx` is used.
 */
async function applyLessonEvent(tx: Tx, now: Date, klass: ClassRow, lesson: LessonRow, userId: string, event: LessonEvent): Promise<void> {
  const [current] = await tx
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id)))
    .for("update");
  const next = lessonStatusAfter(current ?? null, event);
  const completedAt = current?.completedAt ?? (next.status === "COMPLETED" ? now : null);
  if (current)
    await tx
      .update(lessonProgress)
      .set({ ...next, classId: klass.id, updatedAt: now, completedAt })
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id)));
  else
    await tx
      .insert(lessonProgress)
      .values({ userId, lessonId: lesson.id, classId: klass.id, ...next, startedAt: now, updatedAt: now, completedAt });
  if (current?.status !== "COMPLETED" && next.status === "COMPLETED") await completeIfDone(tx, now, klass, userId);
}

/**
 * The class and lesson of a student's action, once the viewer may study them: UNAUTHENTICATED for visitors and
 * FORBIDDEN for people who may not study the class come before an unknown lesson is NOT_FOUND.
 */
async function studyTarget(ctx: CoursesContext, classId: string, lessonId: string) {
  requireViewer(ctx);
  const klass = await loadClass(ctx, classId);
  await requireStudent(ctx, klass);
  const lesson = await loadLessonOf(ctx, klass, lessonId);
  return { klass, lesson, userId: ctx.viewer!.id };
}

/** Runs a student's change in one transaction and makes the request forget the learner's cached states. */
async function studentChange<T>(ctx: CoursesContext, klass: ClassRow, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(fn);
  ctx.loaders.progressOfLearnerCourse.clear(learnerCourseKey(userId, klass.courseId));
  ctx.loaders.certificateOfLearnerCourse.clear(learnerCourseKey(userId, klass.courseId));
  return result;
}

export async function openLesson(ctx: CoursesContext, classId: string, lessonId: string): Promise<LessonRow> {
  const { klass, lesson, userId } = await studyTarget(ctx, classId, lessonId);
  await studentChange(ctx, klass, userId, (tx) => applyLessonEvent(tx, ctx.now, klass, lesson, userId, { kind: "OPENED" }));
  return lesson;
}

export async function markLessonDone(ctx: CoursesContext, classId: string, lessonId: string): Promise<LessonRow> {
  const { klass, lesson, userId } = await studyTarget(ctx, classId, lessonId);
  if (!isSelfDone(lesson.type))
    throw badInput("Only reading and video lessons are marked done; this lesson is completed by its mark.", {
      lessonId: "Not a reading or video lesson",
    });
  await studentChange(ctx, klass, userId, (tx) => applyLessonEvent(tx, ctx.now, klass, lesson, userId, { kind: "DONE" }));
  return lesson;
}

const answersSchema = z
  .array(
    z.object({
      questionId: z.string().max(100, "At most 100 characters"),
      answer: z.string().max(CLASSROOM_TEXT_MAX.quizAnswer, `At most ${CLASSROOM_TEXT_MAX.quizAnswer} characters`),
    }),
  )
  .max(200, "Too many answers");

export async function submitLessonAnswers(
  ctx: CoursesContext,
  classId: string,
  lessonId: string,
  rawAnswers: unknown,
): Promise<SubmissionRow> {
  const { klass, lesson, userId } = await studyTarget(ctx, classId, lessonId);
  if (!isAutoGraded(lesson.type)) throw badInput("Only quizzes and labs take answers.", { lessonId: "Not a quiz or lab" });
  const graded = autoGrade(lesson.questions, parseInput(answersSchema, rawAnswers));
  if (!graded.ok) throw badInput("Answer every question once, choosing one of its options where there are options.", graded.fields);
  return studentChange(ctx, klass, userId, async (tx) => {
    const [row] = await tx
      .insert(lessonSubmissions)
      .values({
        lessonId: lesson.id,
        classId: klass.id,
        userId,
        answers: graded.answers,
        submittedAt: ctx.now,
        status: "MARKED",
        mark: graded.mark,
        markedAt: ctx.now,
      })
      .returning();
    await applyLessonEvent(tx, ctx.now, klass, lesson, userId, { kind: "MARKED", mark: graded.mark, passMark: lesson.passMark });
    return row!;
  });
}

const workSchema = z.object({
  text: z
    .string()
    .transform((t) => sanitizePlainText(t).trim())
    .pipe(
      z
        .string()
        .min(1, "Describe your work")
        .max(CLASSROOM_TEXT_MAX.work, `At most ${CLASSROOM_TEXT_MAX.work.toLocaleString("en")} characters`),
    ),
  link: z
    .string()
    .trim()
    .nullish()
    .transform((l) => l || null)
    .refine(
      (l) => l === null || (/^https?:\/\//i.test(l) && URL.canParse(l) && l.length <= CLASSROOM_TEXT_MAX.link),
      "Use an http or https link",
    ),
});

export async function submitLessonWork(ctx: CoursesContext, classId: string, lessonId: string, input: unknown): Promise<SubmissionRow> {
  const { klass, lesson, userId } = await studyTarget(ctx, classId, lessonId);
  if (!isMarkedByInstructor(lesson.type))
    throw badInput("Only assignments and projects are handed in.", { lessonId: "Not an assignment or project" });
  const { text, link } = parseInput(workSchema, input);
  try {
    return await studentChange(ctx, klass, userId, async (tx) => {
      const [row] = await tx
        .insert(lessonSubmissions)
        .values({ lessonId: lesson.id, classId: klass.id, userId, text, link, submittedAt: ctx.now, status: "SUBMITTED" })
        .returning();
      await applyLessonEvent(tx, ctx.now, klass, lesson, userId, { kind: "HANDED_IN" });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "lesson_submissions_one_waiting_idx"))
      throw conflict("Your earlier work for this lesson is still waiting for marking.", { lessonId: "Waiting for marking" });
    throw err;
  }
}

const markSchema = z.object({
  mark: z.number().int("A whole number").min(0, "From 0 to 100").max(100, "From 0 to 100"),
  feedback: z
    .string()
    .transform((t) => sanitizePlainText(t).trim())
    .pipe(
      z
        .string()
        .min(1, "Write feedback for the learner")
        .max(CLASSROOM_TEXT_MAX.feedback, `At most ${CLASSROOM_TEXT_MAX.feedback.toLocaleString("en")} characters`),
    ),
});

export async function markSubmission(ctx: CoursesContext, rawId: string, rawMark: number, rawFeedback: string): Promise<SubmissionRow> {
  const viewer = requireViewer(ctx);
  const id = parseUuid("Submission", rawId);
  const [found] = await ctx.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.id, id));
  if (!found) throw notFound("Submission", id);
  const check = mayMark(viewer.id, found.userId, await viewerRoleIn(ctx, found.classId), hasRole(viewer, "COURSE_ADMIN"));
  if (!check.ok)
    throw forbidden(
      check.reason === "OWN_WORK" ? "You cannot mark your own work." : "Only the class's instructors and course admins can mark work.",
    );
  const { mark, feedback } = parseInput(markSchema, { mark: rawMark, feedback: rawFeedback });
  const klass = await loadClass(ctx, found.classId);
  const lesson = await loadLessonOf(ctx, klass, found.lessonId);
  return studentChange(ctx, klass, found.userId, async (tx) => {
    const [current] = await tx
      .select({ status: lessonSubmissions.status })
      .from(lessonSubmissions)
      .where(eq(lessonSubmissions.id, id))
      .for("update");
    if (current!.status === "MARKED") throw conflict("This submission is already marked.");
    const [row] = await tx
      .update(lessonSubmissions)
      .set({ status: "MARKED", mark, feedback, markedBy: viewer.id, markedAt: ctx.now })
      .where(eq(lessonSubmissions.id, id))
      .returning();
    await applyLessonEvent(tx, ctx.now, klass, lesson, found.userId, { kind: "MARKED", mark, passMark: lesson.passMark });
    return row!;
  });
}

const queueStatusSchema = z.enum(["SUBMITTED", "MARKED"]).nullish();

/** Instructor-marked work of some classes: waiting (oldest handed in first), or marked by a person. */
function queueOf(
  ctx: CoursesContext,
  classIds: string[] | null,
  status: "SUBMITTED" | "MARKED",
  args: PageArgs,
): Promise<Page<SubmissionRow>> {
  const window = pageWindow(args, GRADING_QUEUE_PAGE_SIZE);
  return pageOfTable(ctx.db, lessonSubmissions, window, {
    where: and(
      classIds ? inArray(lessonSubmissions.classId, classIds) : undefined,
      eq(lessonSubmissions.status, status),
      status === "MARKED" ? isNotNull(lessonSubmissions.markedBy) : undefined,
    ),
    orderBy: [asc(lessonSubmissions.submittedAt), asc(lessonSubmissions.id)],
  });
}

/** Work waiting for marking in every class the viewer instructs (every class for course admins). */
export async function gradingQueue(ctx: CoursesContext, args: PageArgs): Promise<Page<SubmissionRow>> {
  const viewer = requireViewer(ctx);
  if (hasRole(viewer, "COURSE_ADMIN")) return queueOf(ctx, null, "SUBMITTED", args);
  const taught = await ctx.db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .where(and(eq(classMembers.userId, viewer.id), eq(classMembers.role, "INSTRUCTOR")));
  if (taught.length === 0) throw forbidden("Only instructors and course admins have a grading queue.");
  return queueOf(
    ctx,
    taught.map((t) => t.classId),
    "SUBMITTED",
    args,
  );
}

export async function classGradingQueue(
  ctx: CoursesContext,
  klass: ClassRow,
  args: PageArgs & { status?: string | null },
): Promise<Page<SubmissionRow>> {
  await requireTeacher(ctx, klass.id);
  const status = parseInput(queueStatusSchema, args.status) ?? "SUBMITTED";
  return queueOf(ctx, [klass.id], status, args);
}

export async function viewerSubmissionsOf(ctx: CoursesContext, lesson: LessonRow): Promise<SubmissionRow[]> {
  if (!ctx.viewer) return [];
  return ctx.loaders.viewerSubmissionsOfLesson.load(lesson.id);
}

const userRef = (id: string): UserRef => ({ __typename: "User", id });

export const submissionFields = {
  lesson: async (ctx: CoursesContext, s: SubmissionRow): Promise<LessonRow> => {
    const row = await ctx.loaders.lesson.load(s.lessonId);
    if (!row) throw notFound("Lesson", s.lessonId);
    return { ...row, classId: s.classId };
  },
  class: async (ctx: CoursesContext, s: SubmissionRow) =>
    (await ctx.loaders.class.load(s.classId)) ?? Promise.reject(notFound("Class", s.classId)),
  learner: (s: SubmissionRow) => userRef(s.userId),
  markedBy: (s: SubmissionRow) => (s.markedBy ? userRef(s.markedBy) : null),
  answers: (s: SubmissionRow) => s.answers ?? [],
  passed: async (ctx: CoursesContext, s: SubmissionRow) => {
    if (s.mark === null) return null;
    const lesson = await ctx.loaders.lesson.load(s.lessonId);
    return lesson ? s.mark >= lesson.passMark : null;
  },
};
