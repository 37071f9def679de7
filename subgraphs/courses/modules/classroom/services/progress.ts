/**
 * Progress through a class's course (SPEC §4 lesson status, §5/§9 the 90% attendance rule): per module and
 * course, where to continue, attendance, and completion. Reads go through the request's DataLoaders, so a class's
 * students list costs the same statements for one student as for many; the completion check runs inside the
 * transaction that may have completed the course and issues the certificate there (the certificates module's
 * issueOnCompletion).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  classMembers,
  courseTable,
  lessonProgress,
  lessons,
  liveTutorials,
  tutorialAttendance,
} from "../../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../../shared/db.js";
import {
  attendanceMet,
  attendanceRate,
  attendanceRequired,
  continueLesson,
  courseCompleted,
  courseProgress,
  isoDate,
  moduleId,
  moduleProgress,
  type AttendanceRef,
  type ProgressRef,
  type TutorialRef,
} from "../rules/classroom.js";
import type { CoursesContext } from "../../../context.js";
import { learnerCourseKey } from "../loaders.js";
import { issueOnCompletion } from "../../certificates/index.js";
import type { CourseAccessRow } from "../../enrolment/index.js";
import type { UserRef } from "../../../mappers.js";
import type { ClassMemberRow, ClassProgressModel, ClassRow } from "../mappers.js";
import { viewerRoleIn, viewerTeaches } from "./classroom.js";

interface ProgressInputs {
  classId: string;
  learnerId: string;
  course: { id: string; categoryId: string | null; modules: { title: string }[] };
  lessons: (typeof lessons.$inferSelect)[];
  progress: ProgressRef[];
  tutorials: TutorialRef[];
  attendance: AttendanceRef[];
  awaitingMarking: number;
  now: Date;
}

function buildProgress(i: ProgressInputs): ClassProgressModel {
  const totals = courseProgress(i.lessons, i.progress);
  const required = attendanceRequired(i.course.categoryId);
  const rate = attendanceRate(i.tutorials, i.attendance, i.learnerId, i.now);
  const met = attendanceMet(required, rate);
  const next = continueLesson(i.lessons, i.progress);
  return {
    learnerId: i.learnerId,
    classId: i.classId,
    courseId: i.course.id,
    ...totals,
    modules: moduleProgress(i.course.modules.length, i.lessons, i.progress).map((m) => ({
      moduleId: moduleId(i.course.id, m.index),
      title: i.course.modules[m.index]!.title,
      completedLessons: m.completedLessons,
      totalLessons: m.totalLessons,
      percent: m.percent,
    })),
    attendanceRequired: required,
    attendanceRate: rate,
    attendanceMet: met,
    awaitingMarking: i.awaitingMarking,
    completed: courseCompleted(totals.completedLessons, totals.totalLessons, met),
    continueLesson: next ? { ...next, classId: i.classId } : null,
  };
}

/** A learner's progress in a class, from the request's loaders (batched across learners). */
export async function progressOf(ctx: CoursesContext, klass: ClassRow, learnerId: string): Promise<ClassProgressModel> {
  const [course, courseLessons, progress, tutorials, attendance, waiting] = await Promise.all([
    ctx.loaders.course.load(klass.courseId),
    ctx.loaders.lessonsOfCourse.load(klass.courseId),
    ctx.loaders.progressOfLearnerCourse.load(learnerCourseKey(learnerId, klass.courseId)),
    ctx.loaders.tutorialsOfClass.load(klass.id),
    ctx.loaders.attendanceOfClass.load(klass.id),
    ctx.loaders.waitingOfClass.load(klass.id),
  ]);
  if (!course) throw new Error(`Class ${klass.id} has no course ${klass.courseId}`);
  return buildProgress({
    classId: klass.id,
    learnerId,
    course,
    lessons: courseLessons,
    progress,
    tutorials,
    attendance,
    awaitingMarking: waiting.filter((w) => w.userId === learnerId).length,
    now: ctx.now,
  });
}

/** The viewer's own progress, as a student of the class; null otherwise. */
export async function viewerProgressOf(ctx: CoursesContext, klass: ClassRow): Promise<ClassProgressModel | null> {
  if (!ctx.viewer || (await viewerRoleIn(ctx, klass.id)) !== "STUDENT") return null;
  return progressOf(ctx, klass, ctx.viewer.id);
}

/** A student's progress for the class's instructors and course admins (and the student themself); null otherwise. */
export async function memberProgressOf(ctx: CoursesContext, member: ClassMemberRow): Promise<ClassProgressModel | null> {
  if (member.role !== "STUDENT" || !ctx.viewer) return null;
  if (member.userId !== ctx.viewer.id && !(await viewerTeaches(ctx, member.classId))) return null;
  const klass = await ctx.loaders.class.load(member.classId);
  return klass ? progressOf(ctx, klass, member.userId) : null;
}

export const learnerOfProgress = (p: ClassProgressModel): UserRef => ({ __typename: "User", id: p.learnerId });
export const certificateOfProgress = (ctx: CoursesContext, p: ClassProgressModel) =>
  ctx.loaders.certificateOfLearnerCourse.load(learnerCourseKey(p.learnerId, p.courseId));

/** The buyer's class (as a student) for the course of an access window; null when they have not joined one. */
export async function classOfAccess(ctx: CoursesContext, access: CourseAccessRow): Promise<ClassRow | null> {
  if (!ctx.viewer || ctx.viewer.id !== access.buyerId) return null;
  const student = (await ctx.loaders.viewerMembershipsOfCourse.load(access.courseId)).find((m) => m.role === "STUDENT");
  return student ? ctx.loaders.class.load(student.classId) : null;
}

/**
 * Inside the transaction that changed a learner's lessons or attendance: when the learner (a current student of the
 * class) has now completed the course under its rules, issues the certificate (idempotent) in the same transaction.
 */
export async function completeIfDone(tx: Tx, now: Date, klass: Pick<ClassRow, "id" | "courseId">, learnerId: string): Promise<void> {
  const [member] = await tx
    .select({ addedAt: classMembers.addedAt })
    .from(classMembers)
    .where(and(eq(classMembers.classId, klass.id), eq(classMembers.userId, learnerId), eq(classMembers.role, "STUDENT")));
  if (!member) return;
  const [course] = await tx
    .select({ id: courseTable.id, categoryId: courseTable.categoryId, modules: courseTable.modules })
    .from(courseTable)
    .where(eq(courseTable.id, klass.courseId));
  const courseLessons = await tx
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, klass.courseId))
    .orderBy(asc(lessons.moduleIndex), asc(lessons.position));
  const progress = await tx
    .select({ lessonId: lessonProgress.lessonId, status: lessonProgress.status, updatedAt: lessonProgress.updatedAt })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, learnerId),
        inArray(lessonProgress.lessonId, courseLessons.length ? courseLessons.map((l) => l.id) : [""]),
      ),
    );
  const tutorials = await tx.select().from(liveTutorials).where(eq(liveTutorials.classId, klass.id));
  const attendance = tutorials.length
    ? await tx
        .select()
        .from(tutorialAttendance)
        .where(
          inArray(
            tutorialAttendance.tutorialId,
            tutorials.map((t) => t.id),
          ),
        )
    : [];
  const p = buildProgress({
    classId: klass.id,
    learnerId,
    course: course!,
    lessons: courseLessons,
    progress,
    tutorials,
    attendance,
    awaitingMarking: 0,
    now,
  });
  if (!p.completed) return;
  await issueOnCompletion(tx, {
    holderId: learnerId,
    courseId: klass.courseId,
    classId: klass.id,
    startedOn: isoDate(member.addedAt),
    today: isoDate(now),
  });
}
