/** Per-request DataLoaders of the courses subgraph. */
import { asc, inArray, and, eq } from "drizzle-orm";
import { categories, courseTable, providers } from "../../drizzle/schema/courses.js";
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
  };
}
export type CoursesLoaders = ReturnType<typeof createCoursesLoaders>;
