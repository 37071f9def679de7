/**
 * Catalogue content from SPEC §3: providers, categories, the visible courses in order, hidden placeholders, the
 * role-to-course mapping, programme course lists and the content module. Rich text goes through the shared
 * sanitizer, like user input would.
 */
import {
  categories,
  courseTable,
  enrolmentOptionCourses,
  enrolmentOptions,
  faqs,
  partnerOrganisations,
  people,
  programmeCourseLists,
  programmeCourses,
  programmes,
  providers,
  roleCourses,
  stats,
  testimonials,
  valueCards,
} from "../../drizzle/schema/courses.js";
import type { Db } from "../shared/db.js";
import { sanitizePlainText, sanitizeSimpleHtml } from "../shared/sanitize.js";
import { upsertAll } from "../shared/seed.js";
import { FAQS, PARTNER_ORGANISATIONS, PEOPLE, PROGRAMME_COURSES, PROGRAMME_LISTS, STATS, TESTIMONIALS, VALUE_CARDS } from "./content-data.js";
import { COURSE_SEED } from "./seed-data.js";
import { ENROLMENT_OPTION_COURSES, ENROLMENT_OPTIONS, PROGRAMMES } from "./enrolment-data.js";

export async function seedCourses(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, providers, COURSE_SEED.providers, providers.id);
    await upsertAll(tx, categories, COURSE_SEED.categories, categories.id);
    await upsertAll(tx, courseTable, COURSE_SEED.courses, courseTable.id);
    await upsertAll(tx, roleCourses, COURSE_SEED.roleCourses, [roleCourses.roleId, roleCourses.courseId]);
    await upsertAll(tx, people, PEOPLE.map((p) => ({ ...p, description: sanitizeSimpleHtml(p.description ?? "") })), people.id);
    await upsertAll(tx, testimonials, TESTIMONIALS.map((t) => ({ ...t, comment: sanitizePlainText(t.comment) })), testimonials.id);
    await upsertAll(tx, partnerOrganisations, PARTNER_ORGANISATIONS, partnerOrganisations.id);
    await upsertAll(tx, faqs, FAQS.map((f) => ({ ...f, answer: sanitizeSimpleHtml(f.answer) })), [faqs.type, faqs.position]);
    await upsertAll(tx, stats, STATS, stats.slug);
    await upsertAll(tx, valueCards, VALUE_CARDS, valueCards.id);
    await upsertAll(tx, programmeCourseLists, PROGRAMME_LISTS, programmeCourseLists.code);
    await upsertAll(tx, programmeCourses, PROGRAMME_COURSES, [programmeCourses.code, programmeCourses.courseId]);
    await upsertAll(tx, programmes, PROGRAMMES, programmes.id);
    await upsertAll(tx, enrolmentOptions, ENROLMENT_OPTIONS, enrolmentOptions.id);
    await upsertAll(tx, enrolmentOptionCourses, ENROLMENT_OPTION_COURSES, [enrolmentOptionCourses.optionId, enrolmentOptionCourses.courseId]);
  });
}
