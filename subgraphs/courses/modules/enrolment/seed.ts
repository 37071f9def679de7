/** Seeds the enrolment options and their courses (upserts by natural id, at every start; after programmes: intakes refer to them). */
import { enrolmentOptionCourses, enrolmentOptions } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { ENROLMENT_OPTION_COURSES, ENROLMENT_OPTIONS } from "./seed-data.js";

export async function seedEnrolment(tx: Tx): Promise<void> {
  await upsertAll(tx, enrolmentOptions, ENROLMENT_OPTIONS, enrolmentOptions.id);
  await upsertAll(tx, enrolmentOptionCourses, ENROLMENT_OPTION_COURSES, [enrolmentOptionCourses.optionId, enrolmentOptionCourses.courseId]);
}
