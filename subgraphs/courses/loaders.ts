/** Per-request DataLoaders of the courses subgraph. */
import { asc, inArray, and, eq } from "drizzle-orm";
import { categories, courseTable, providers, roleCourses } from "../../drizzle/schema/courses.js";
import type { Db } from "../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../shared/loaders.js";

export function createCoursesLoaders(db: Db) {
  return {
    course: loaderByKey((ids: readonly string[]) => db.select().from(courseTable).where(inArray(courseTable.id, [...ids])), (r) => r.id),
    provider: loaderByKey((ids: readonly string[]) => db.select().from(providers).where(inArray(providers.id, [...ids])), (r) => r.id),
    category: loaderByKey((ids: readonly string[]) => db.select().from(categories).where(inArray(categories.id, [...ids])), (r) => r.id),
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
  };
}
export type CoursesLoaders = ReturnType<typeof createCoursesLoaders>;
