/** Per-request DataLoaders of the courses subgraph. */
import DataLoader from "dataloader";
import { asc, count, desc, inArray, and, eq, isNull } from "drizzle-orm";
import {
  applicationHistory,
  categories,
  certificates,
  classMembers,
  classes,
  courseAccess,
  courseTable,
  enrolmentOptionCourses,
  enrolmentOptions,
  faqs,
  incomeReports,
  isaAgreements,
  isaStatements,
  lessonProgress,
  lessonSubmissions,
  lessons,
  liveTutorials,
  orders,
  people,
  priorLearningCredits,
  programmeApplications,
  programmeCourseLists,
  programmeCourses,
  programmes,
  providers,
  registrationForms,
  roleCourses,
  testimonials,
  tutorialAttendance,
  withdrawals,
} from "../../drizzle/schema/courses.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../shared/loaders.js";
import type { FaqTypeId } from "./rules/content.js";
import { validCertificatesFor } from "./services/certificates.js";
import { M1_CATEGORY } from "./rules/admission.js";

/** A learner and a course: the key of the per-learner classroom loaders. */
export const learnerCourseKey = (userId: string, courseId: string) => `${userId}|${courseId}`;
const splitKeys = (keys: readonly string[]) => {
  const pairs = keys.map((k) => k.split("|") as [string, string]);
  return { firsts: [...new Set(pairs.map((p) => p[0]))], seconds: [...new Set(pairs.map((p) => p[1]))] };
};

/** `viewerId`: the caller, for the viewer-scoped loaders (null for visitors). */
export function createCoursesLoaders(db: Db, viewerId: string | null = null) {
  return {
    course: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(courseTable)
          .where(inArray(courseTable.id, [...ids])),
      (r) => r.id,
    ),
    provider: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(providers)
          .where(inArray(providers.id, [...ids])),
      (r) => r.id,
    ),
    category: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(categories)
          .where(inArray(categories.id, [...ids])),
      (r) => r.id,
    ),
    visibleCoursesOfCategory: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(courseTable)
          .where(and(inArray(courseTable.categoryId, [...ids]), eq(courseTable.hidden, false)))
          .orderBy(asc(courseTable.position)),
      (r) => r.categoryId as string,
    ),
    /** The visible courses mapped to each career role, in the mapping's order (one join for all roles asked). */
    visibleCoursesOfRole: loaderOfChildren(
      async (roleIds: readonly string[]) =>
        (
          await db
            .select({ roleId: roleCourses.roleId, course: courseTable })
            .from(roleCourses)
            .innerJoin(courseTable, eq(courseTable.id, roleCourses.courseId))
            .where(and(inArray(roleCourses.roleId, [...roleIds]), eq(courseTable.hidden, false)))
            .orderBy(asc(roleCourses.roleId), asc(roleCourses.position))
        ).map((r) => ({ roleId: r.roleId, ...r.course })),
      (r) => r.roleId,
    ),
    /** Career role ids each course prepares for (role_courses), by role id. */
    roleIdsOfCourse: loaderOfChildren(
      (courseIds: readonly string[]) =>
        db
          .select({ courseId: roleCourses.courseId, roleId: roleCourses.roleId })
          .from(roleCourses)
          .where(inArray(roleCourses.courseId, [...courseIds]))
          .orderBy(asc(roleCourses.roleId)),
      (r) => r.courseId,
    ),
    /** Programme/cohort codes (not the separately flagged lists) whose course list includes each course. */
    programmeCodesOfCourse: loaderOfChildren(
      (courseIds: readonly string[]) =>
        db
          .select({ courseId: programmeCourses.courseId, code: programmeCourses.code })
          .from(programmeCourses)
          .innerJoin(programmeCourseLists, eq(programmeCourseLists.code, programmeCourses.code))
          .where(and(inArray(programmeCourses.courseId, [...courseIds]), isNull(programmeCourseLists.flagged)))
          .orderBy(asc(programmeCourseLists.sortOrder)),
      (r) => r.courseId,
    ),
    programmeList: loaderByKey(
      (codes: readonly string[]) =>
        db
          .select()
          .from(programmeCourseLists)
          .where(inArray(programmeCourseLists.code, [...codes])),
      (r) => r.code,
    ),
    /** Each list's courses in its order, hidden placeholders included (programmes list them). */
    coursesOfProgramme: loaderOfChildren(
      async (codes: readonly string[]) =>
        (
          await db
            .select({ code: programmeCourses.code, course: courseTable })
            .from(programmeCourses)
            .innerJoin(courseTable, eq(courseTable.id, programmeCourses.courseId))
            .where(inArray(programmeCourses.code, [...codes]))
            .orderBy(asc(programmeCourses.code), asc(programmeCourses.position))
        ).map((r) => ({ code: r.code, ...r.course })),
      (r) => r.code,
    ),
    person: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(people)
          .where(inArray(people.id, [...ids])),
      (r) => r.id,
    ),
    testimonial: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(testimonials)
          .where(inArray(testimonials.id, [...ids])),
      (r) => r.id,
    ),
    faqsOfType: loaderOfChildren(
      (types: readonly FaqTypeId[]) =>
        db
          .select()
          .from(faqs)
          .where(inArray(faqs.type, [...types]))
          .orderBy(asc(faqs.type), asc(faqs.position)),
      (r) => r.type,
    ),
    programme: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(programmes)
          .where(inArray(programmes.id, [...ids])),
      (r) => r.id,
    ),
    formOfProgramme: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(registrationForms)
          .where(inArray(registrationForms.programmeId, [...ids])),
      (r) => r.programmeId,
    ),
    /** The viewer's most recent application to each programme, any status (null for visitors and never applied). */
    viewerApplicationOfProgramme: new DataLoader<string, typeof programmeApplications.$inferSelect | null>(async (programmeIds) => {
      if (!viewerId) return programmeIds.map(() => null);
      const rows = await db
        .select()
        .from(programmeApplications)
        .where(and(eq(programmeApplications.applicantId, viewerId), inArray(programmeApplications.programmeId, [...programmeIds])))
        .orderBy(desc(programmeApplications.submittedAt), desc(programmeApplications.id));
      const latest = new Map<string, (typeof rows)[number]>();
      for (const r of rows) if (!latest.has(r.programmeId)) latest.set(r.programmeId, r);
      return programmeIds.map((id) => latest.get(id) ?? null);
    }),
    /**
     * What each person holds towards the M1 prerequisite (SPEC §5): a valid (not revoked) certificate of an M1 course,
     * a credit for prior learning. Two queries for every person asked.
     */
    m1StandingOfPerson: new DataLoader<string, { hasM1Certificate: boolean; hasPriorLearningCredit: boolean }>(async (userIds) => {
      const ids = [...userIds];
      const [certified, credited] = await Promise.all([
        db
          .selectDistinct({ userId: certificates.holderId })
          .from(certificates)
          .innerJoin(courseTable, eq(courseTable.id, certificates.courseId))
          .where(and(inArray(certificates.holderId, ids), isNull(certificates.revokedAt), eq(courseTable.categoryId, M1_CATEGORY))),
        db.select({ userId: priorLearningCredits.userId }).from(priorLearningCredits).where(inArray(priorLearningCredits.userId, ids)),
      ]);
      const withCertificate = new Set(certified.map((r) => r.userId));
      const withCredit = new Set(credited.map((r) => r.userId));
      return ids.map((id) => ({ hasM1Certificate: withCertificate.has(id), hasPriorLearningCredit: withCredit.has(id) }));
    }),
    /** Each application's history, oldest first. Not viewer-scoped: reached only from an application the caller may see. */
    historyOfApplication: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(applicationHistory)
          .where(inArray(applicationHistory.applicationId, [...ids]))
          .orderBy(asc(applicationHistory.applicationId), asc(applicationHistory.at), asc(applicationHistory.id)),
      (r) => r.applicationId,
    ),
    enrolmentOption: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(enrolmentOptions)
          .where(inArray(enrolmentOptions.id, [...ids])),
      (r) => r.id,
    ),
    /** Each option's courses in its order (hidden placeholders included: programme intakes list them). */
    coursesOfOption: loaderOfChildren(
      async (ids: readonly string[]) =>
        (
          await db
            .select({ optionId: enrolmentOptionCourses.optionId, course: courseTable })
            .from(enrolmentOptionCourses)
            .innerJoin(courseTable, eq(courseTable.id, enrolmentOptionCourses.courseId))
            .where(inArray(enrolmentOptionCourses.optionId, [...ids]))
            .orderBy(asc(enrolmentOptionCourses.optionId), asc(enrolmentOptionCourses.position))
        ).map((r) => ({ optionId: r.optionId, ...r.course })),
      (r) => r.optionId,
    ),
    /** The options that include each course, in the options' order. */
    optionsOfCourse: loaderOfChildren(
      async (courseIds: readonly string[]) =>
        (
          await db
            .select({ courseId: enrolmentOptionCourses.courseId, option: enrolmentOptions })
            .from(enrolmentOptionCourses)
            .innerJoin(enrolmentOptions, eq(enrolmentOptions.id, enrolmentOptionCourses.optionId))
            .where(inArray(enrolmentOptionCourses.courseId, [...courseIds]))
            .orderBy(asc(enrolmentOptions.sortOrder))
        ).map((r) => ({ courseId: r.courseId, option: r.option })),
      (r) => r.courseId,
    ),
    /** The viewer's access windows per course, latest end first (empty for visitors). */
    viewerAccessOfCourse: loaderOfChildren(
      async (courseIds: readonly string[]) =>
        viewerId
          ? db
              .select()
              .from(courseAccess)
              .where(and(eq(courseAccess.buyerId, viewerId), inArray(courseAccess.courseId, [...courseIds])))
              .orderBy(desc(courseAccess.endsAt))
          : [],
      (r) => r.courseId,
    ),
    /*
     * Orders and their ISA agreement, statements, income reports and withdrawal. Not viewer-scoped: they are reached
     * only from an order the caller may already see (myOrders, orders for admins, a scoped reference).
     */
    order: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(orders)
          .where(inArray(orders.id, [...ids])),
      (r) => r.id,
    ),
    isaAgreement: loaderByKey(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(isaAgreements)
          .where(inArray(isaAgreements.orderId, [...orderIds])),
      (r) => r.orderId,
    ),
    /** Each agreement's statements, newest month first. */
    statementsOfOrder: loaderOfChildren(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(isaStatements)
          .where(inArray(isaStatements.orderId, [...orderIds]))
          .orderBy(desc(isaStatements.month)),
      (r) => r.orderId,
    ),
    /** Each agreement's income reports, newest submitted first. */
    incomeReportsOfOrder: loaderOfChildren(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(incomeReports)
          .where(inArray(incomeReports.orderId, [...orderIds]))
          .orderBy(desc(incomeReports.submittedAt), desc(incomeReports.id)),
      (r) => r.orderId,
    ),
    withdrawal: loaderByKey(
      (orderIds: readonly string[]) =>
        db
          .select()
          .from(withdrawals)
          .where(inArray(withdrawals.orderId, [...orderIds])),
      (r) => r.orderId,
    ),
    ...classroomLoaders(db, viewerId),
  };
}

/**
 * Classroom: classes, lessons, membership, progress, tutorials and attendance, submissions, certificates.
 * The per-learner ones are keyed `learnerCourseKey(userId, courseId)` so a class's students list batches them.
 */
function classroomLoaders(db: Db, viewerId: string | null) {
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
    /** A learner's valid certificate for a course, by `learnerCourseKey`. */
    certificateOfLearnerCourse: new DataLoader((keys: readonly string[]) =>
      validCertificatesFor(
        db,
        keys.map((k) => {
          const [holderId, courseId] = k.split("|") as [string, string];
          return { holderId, courseId };
        }),
      ),
    ),
  };
}
export type CoursesLoaders = ReturnType<typeof createCoursesLoaders>;
