/** Catalogue content from SPEC §3: providers, categories, the visible courses in order, hidden placeholders, the role-to-course mapping. */
import { categories, courseTable, providers, roleCourses } from "../../drizzle/schema/courses.js";
import type { Db } from "../shared/db.js";
import { upsertAll } from "../shared/seed.js";
import { COURSE_SEED } from "./seed-data.js";

export async function seedCourses(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, providers, COURSE_SEED.providers, providers.id);
    await upsertAll(tx, categories, COURSE_SEED.categories, categories.id);
    await upsertAll(tx, courseTable, COURSE_SEED.courses, courseTable.id);
    await upsertAll(tx, roleCourses, COURSE_SEED.roleCourses, [roleCourses.roleId, roleCourses.courseId]);
  });
}
