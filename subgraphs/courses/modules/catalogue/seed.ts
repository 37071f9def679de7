/**
 * Seeds the catalogue (upserts by natural id, at every start): providers, categories, the visible courses in order and
 * the hidden placeholders, the role-to-course mapping, and the programme/cohort course lists. Course text goes through
 * the shared sanitizer here, like user input would (seed-data.ts stays pure data for the client's mocks).
 */
import {
  categories,
  courseTable,
  programmeCourseLists,
  programmeCourses,
  providers,
  roleCourses,
} from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { sanitizeCourseContent } from "../content/index.js";
import { COURSE_SEED, PROGRAMME_COURSES, PROGRAMME_LISTS } from "./seed-data.js";

export async function seedCatalogue(tx: Tx): Promise<void> {
  await upsertAll(tx, providers, COURSE_SEED.providers, providers.id);
  await upsertAll(tx, categories, COURSE_SEED.categories, categories.id);
  await upsertAll(tx, courseTable, COURSE_SEED.courses.map(sanitizeCourseContent), courseTable.id);
  await upsertAll(tx, roleCourses, COURSE_SEED.roleCourses, [roleCourses.roleId, roleCourses.courseId]);
  await upsertAll(tx, programmeCourseLists, PROGRAMME_LISTS, programmeCourseLists.code);
  await upsertAll(tx, programmeCourses, PROGRAMME_COURSES, [programmeCourses.code, programmeCourses.courseId]);
}
