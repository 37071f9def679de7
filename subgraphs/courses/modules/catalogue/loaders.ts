/** Per-request DataLoaders of the catalogue: courses, providers, categories, career-role mappings, programme course lists. */
import DataLoader from "dataloader";
import { and, arrayOverlaps, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  categories,
  courseTable,
  programmeCourseLists,
  programmeCourses,
  providers,
  roleCourses,
} from "../../../../drizzle/schema/courses.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import type { CourseRow } from "./mappers.js";

export function createCatalogueLoaders(db: Db) {
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
    /** The visible courses teaching each tool, featured first, then in catalogue order (`tools && {ids}`, GIN-indexed). */
    visibleCoursesTeachingTool: new DataLoader<string, CourseRow[]>(async (toolIds) => {
      const rows = await db
        .select()
        .from(courseTable)
        .where(and(arrayOverlaps(courseTable.tools, [...toolIds]), eq(courseTable.hidden, false)))
        .orderBy(desc(courseTable.feature), asc(courseTable.position));
      return toolIds.map((id) => rows.filter((c) => c.tools.includes(id)));
    }),
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
  };
}
