/** Per-request DataLoaders of the classroom. */
import DataLoader from "dataloader";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  classMembers,
  classes,
  lessonProgress,
  lessonSubmissions,
  lessons,
  liveTutorials,
  tutorialAttendance,
} from "../../../../drizzle/schema/courses.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

/** A learner and a course: the key of the per-learner classroom loaders (and of certificates' certificateOfLearnerCourse). */
export const learnerCourseKey = (userId: string, courseId: string) => `${userId}|${courseId}`;
const splitKeys = (keys: readonly string[]) => {
  const pairs = keys.map((k) => k.split("|") as [string, string]);
  return { firsts: [...new Set(pairs.map((p) => p[0]))], seconds: [...new Set(pairs.map((p) => p[1]))] };
};

/**
 * Classroom: classes, lessons, membership, progress, tutorials and attendance, submissions.
 * The per-learner ones are keyed `learnerCourseKey(userId, courseId)` so a class's students list batches them.
 * `viewerId`: the caller, for the viewer-scoped loaders (null for visitors).
 */
export function createClassroomLoaders(db: Db, viewerId: string | null) {
  return {
    class: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(classes)
          .where(inArray(classes.id, [...ids])),
      (r) => r.id,
    ),
    lesson: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(lessons)
          .where(inArray(lessons.id, [...ids])),
      (r) => r.id,
    ),
    /** Each course's lessons in order (module, then position). */
    lessonsOfCourse: loaderOfChildren(
      (courseIds: readonly string[]) =>
        db
          .select()
          .from(lessons)
          .where(inArray(lessons.courseId, [...courseIds]))
          .orderBy(asc(lessons.courseId), asc(lessons.moduleIndex), asc(lessons.position)),
      (r) => r.courseId,
    ),
    /** The viewer's membership of each class (null for visitors and non-members). */
    viewerMembershipOfClass: loaderByKey(
      async (classIds: readonly string[]) =>
        viewerId
          ? db
              .select()
              .from(classMembers)
              .where(and(eq(classMembers.userId, viewerId), inArray(classMembers.classId, [...classIds])))
          : [],
      (r) => r.classId,
    ),
    /** The viewer's memberships of the classes of each course. */
    viewerMembershipsOfCourse: loaderOfChildren(
      async (courseIds: readonly string[]) =>
        viewerId
          ? db
              .select()
              .from(classMembers)
              .where(and(eq(classMembers.userId, viewerId), inArray(classMembers.courseId, [...courseIds])))
              .orderBy(asc(classMembers.addedAt))
          : [],
      (r) => r.courseId,
    ),
    /** A learner's lesson states in a course, by `learnerCourseKey` (one query for every learner asked). */
    progressOfLearnerCourse: loaderOfChildren(
      async (keys: readonly string[]) => {
        const { firsts: userIds, seconds: courseIds } = splitKeys(keys);
        const rows = await db
          .select({ progress: lessonProgress, courseId: lessons.courseId })
          .from(lessonProgress)
          .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
          .where(and(inArray(lessonProgress.userId, userIds), inArray(lessons.courseId, courseIds)));
        return rows.map((r) => ({ key: learnerCourseKey(r.progress.userId, r.courseId), ...r.progress }));
      },
      (r) => r.key,
    ),
    /** Each class's instructors, in the order they were added. */
    instructorsOfClass: loaderOfChildren(
      (classIds: readonly string[]) =>
        db
          .select()
          .from(classMembers)
          .where(and(inArray(classMembers.classId, [...classIds]), eq(classMembers.role, "INSTRUCTOR")))
          .orderBy(asc(classMembers.addedAt), asc(classMembers.userId)),
      (r) => r.classId,
    ),
    studentCountOfClass: new DataLoader<string, number>(async (classIds) => {
      const rows = await db
        .select({ classId: classMembers.classId, n: count() })
        .from(classMembers)
        .where(and(inArray(classMembers.classId, [...classIds]), eq(classMembers.role, "STUDENT")))
        .groupBy(classMembers.classId);
      const byId = new Map(rows.map((r) => [r.classId, r.n]));
      return classIds.map((id) => byId.get(id) ?? 0);
    }),
    /** Each class's tutorials, soonest first. */
    tutorialsOfClass: loaderOfChildren(
      (classIds: readonly string[]) =>
        db
          .select()
          .from(liveTutorials)
          .where(inArray(liveTutorials.classId, [...classIds]))
          .orderBy(asc(liveTutorials.startsAt), asc(liveTutorials.id)),
      (r) => r.classId,
    ),
    /** Every attendance entry of each class's tutorials. */
    attendanceOfClass: loaderOfChildren(
      async (classIds: readonly string[]) =>
        (
          await db
            .select({ classId: liveTutorials.classId, entry: tutorialAttendance })
            .from(tutorialAttendance)
            .innerJoin(liveTutorials, eq(liveTutorials.id, tutorialAttendance.tutorialId))
            .where(inArray(liveTutorials.classId, [...classIds]))
            .orderBy(asc(tutorialAttendance.takenAt), asc(tutorialAttendance.userId))
        ).map((r) => ({ classId: r.classId, ...r.entry })),
      (r) => r.classId,
    ),
    /** Who has work waiting for marking in each class (one row per waiting submission). */
    waitingOfClass: loaderOfChildren(
      (classIds: readonly string[]) =>
        db
          .select({ classId: lessonSubmissions.classId, userId: lessonSubmissions.userId })
          .from(lessonSubmissions)
          .where(and(inArray(lessonSubmissions.classId, [...classIds]), eq(lessonSubmissions.status, "SUBMITTED"))),
      (r) => r.classId,
    ),
    /** The viewer's own submissions for each lesson, newest first (empty for visitors). */
    viewerSubmissionsOfLesson: loaderOfChildren(
      async (lessonIds: readonly string[]) =>
        viewerId
          ? db
              .select()
              .from(lessonSubmissions)
              .where(and(eq(lessonSubmissions.userId, viewerId), inArray(lessonSubmissions.lessonId, [...lessonIds])))
              .orderBy(desc(lessonSubmissions.submittedAt), desc(lessonSubmissions.id))
          : [],
      (r) => r.lessonId,
    ),
  };
}
