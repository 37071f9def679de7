/** Per-request DataLoaders of enrolment: options and their courses, the viewer's course access, orders. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { courseAccess, courseTable, enrolmentOptionCourses, enrolmentOptions, orders } from "../../../../drizzle/schema/courses.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";

/** `viewerId`: the caller, for the viewer-scoped loaders (null for visitors). */
export function createEnrolmentLoaders(db: Db, viewerId: string | null) {
  return {
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
    /** The viewer's orders waiting for payment or approval, per course (at most one each; empty for visitors). */
    viewerPendingOrderOfCourse: loaderOfChildren(
      async (courseIds: readonly string[]) =>
        viewerId
          ? db
              .select({ courseId: orders.courseId, status: orders.status })
              .from(orders)
              .where(
                and(
                  eq(orders.buyerId, viewerId),
                  inArray(orders.courseId, [...courseIds]),
                  inArray(orders.status, ["PENDING_PAYMENT", "PENDING_APPROVAL"]),
                ),
              )
          : [],
      (r) => r.courseId,
    ),
    /*
     * Orders (financing's loaders hold their ISA agreement, statements, income reports and withdrawal). Not
     * viewer-scoped: they are reached only from an order the caller may already see (myOrders, orders for admins, a
     * scoped reference).
     */
    order: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(orders)
          .where(inArray(orders.id, [...ids])),
      (r) => r.id,
    ),
  };
}
