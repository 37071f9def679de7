/**
 * The mock course catalogue is the server's seed (subgraphs/courses/modules/catalogue/seed-data.ts): its courses in
 * catalogue order with their page content, the hidden placeholders, providers, categories, the role-to-course mapping
 * and the programme/cohort course lists; instructors, graduates and FAQs are the content module's seed rows. Lists,
 * filters and orders follow the server's services/catalogue.ts.
 */
import type { CourseFilter } from "../../../__generated__/schema-types";
import type { CourseResolvers } from "../../../__generated__/mock-resolvers";
import { COURSE_SEED, PROGRAMME_COURSES, PROGRAMME_LISTS } from "@server/courses/modules/catalogue/seed-data";
import { FAQS, PEOPLE, TESTIMONIALS } from "@server/courses/modules/content/seed-data";
import { faqTypeOfCategory } from "@server/courses/modules/content/rules/faqs";
import { present } from "../../../mocks/common";
import { careerRoles, toolsByIds } from "../../talent/mocks";

type CourseSeedRow = (typeof COURSE_SEED.courses)[number];

/** A seeded course row as the database holds it (column defaults filled in), with its provider and category. */
export type MockCourse = Required<Omit<CourseSeedRow, "level" | "categoryId" | "overview">> & {
  level: NonNullable<CourseSeedRow["level"]> | null;
  categoryId: string | null;
  overview: NonNullable<CourseSeedRow["overview"]> | null;
  provider: { id: string; label: string };
  category: { id: string; title: string } | null;
};

const providerById = new Map(COURSE_SEED.providers.map((p) => [p.id, { id: p.id, label: p.label }]));
const categoryById = new Map(COURSE_SEED.categories.map((c) => [c.id, { id: c.id, title: c.title }]));

function mockCourse(row: CourseSeedRow): MockCourse {
  const provider = providerById.get(row.providerId);
  if (!provider) throw new Error(`The seed gives course ${row.id} an unknown provider ${row.providerId}`);
  return {
    feature: false,
    hidden: false,
    foundation: [],
    roles: [],
    description: "",
    timeline: "",
    delivery: "Instructor-led",
    medium: "Online",
    outcomes: [],
    tools: [],
    modules: [],
    instructors: [],
    graduates: [],
    projects: [],
    ...row,
    level: row.level ?? null,
    categoryId: row.categoryId ?? null,
    overview: row.overview ?? null,
    provider,
    category: row.categoryId ? (categoryById.get(row.categoryId) ?? null) : null,
  };
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
/** Every seeded course in catalogue order, hidden placeholders (positions from 1000) last. */
export const allCourses: MockCourse[] = COURSE_SEED.courses.map(mockCourse).sort(byPosition);
/** The catalogue as seeded: the visible courses in order. */
export const courses = allCourses.filter((c) => !c.hidden);
/** Placeholders programmes list before the course exists; never in the catalogue. */
export const hiddenCourses = allCourses.filter((c) => c.hidden);
export const courseById = (id: string) => allCourses.find((c) => c.id === id) ?? null;

/** In the categories' order. */
export const courseCategories = [...COURSE_SEED.categories].sort((a, b) => a.position! - b.position!).map((c) => categoryById.get(c.id)!);
/** In id order, like the server's list. */
export const courseProviders = [...providerById.values()].sort((a, b) => a.id.localeCompare(b.id));

const roleCourses = COURSE_SEED.roleCourses;
/** The ids of the career roles a course prepares for, by role id (the server's roleIdsOfCourse). */
const roleIdsOf = (courseId: string) =>
  roleCourses
    .filter((r) => r.courseId === courseId)
    .map((r) => r.roleId)
    .sort();
/** The courses mapped to a career role, in the mapping's order, hidden ones included (callers keep the listed ones). */
export const coursesForRole = (roleId: string): MockCourse[] =>
  roleCourses
    .filter((r) => r.roleId === roleId)
    .sort(byPosition)
    .map((r) => courseById(r.courseId))
    .filter(present);

/** Programme/cohort course lists in display order; `flagged` ones are reachable by code only. */
export const programmeCourseLists = [...PROGRAMME_LISTS]
  .sort((a, b) => a.sortOrder! - b.sortOrder!)
  .map((p) => ({
    code: p.code,
    title: p.title,
    flagged: p.flagged ?? null,
    courseIds: PROGRAMME_COURSES.filter((c) => c.code === p.code)
      .sort(byPosition)
      .map((c) => c.courseId),
  }));
const programmeCodesOf = (courseId: string) =>
  programmeCourseLists.filter((p) => !p.flagged && p.courseIds.includes(courseId)).map((p) => p.code);

/** The catalogue filter, as the server's listCourses applies it (every field combines with AND). */
export function filterCourses(list: readonly MockCourse[], f: CourseFilter | null | undefined, search?: string | null): MockCourse[] {
  const needles = [search, f?.search].map((s) => s?.trim().toLowerCase()).filter(Boolean) as string[];
  const ofRole = f?.careerRoleId ? new Set(roleCourses.filter((r) => r.roleId === f.careerRoleId).map((r) => r.courseId)) : null;
  return list.filter(
    (c) =>
      needles.every((n) => c.title.toLowerCase().includes(n)) &&
      (!f?.categoryId || c.categoryId === f.categoryId) &&
      (!f?.level || c.level === f.level) &&
      (!f?.providerId || c.provider.id === f.providerId) &&
      (!f?.track || c.foundation.includes(f.track)) &&
      (!ofRole || ofRole.has(c.id)) &&
      (f?.featured == null || c.feature === f.featured),
  );
}

const people = (ids: readonly string[]) => ids.map((id) => PEOPLE.find((p) => p.id === id)).filter(present);
const testimonials = (ids: readonly string[]) => ids.map((id) => TESTIMONIALS.find((t) => t.id === id)).filter(present);

/** The course page fields the seed row does not hold as the API serves them (the server's Course resolvers). */
export const courseResolvers = {
  toolIds: (c: MockCourse) => c.tools,
  tools: (c: MockCourse) => toolsByIds(c.tools),
  instructorIds: (c: MockCourse) => c.instructors,
  graduateIds: (c: MockCourse) => c.graduates,
  instructors: (c: MockCourse) => people(c.instructors),
  graduates: (c: MockCourse) => testimonials(c.graduates),
  faqs: (c: MockCourse) => {
    const type = faqTypeOfCategory(c.categoryId);
    return FAQS.filter((f) => f.type === type).sort(byPosition);
  },
  careerRoles: (c: MockCourse) =>
    roleIdsOf(c.id)
      .map((id) => careerRoles.find((r) => r.id === id))
      .filter(present),
  programmeCodes: (c: MockCourse) => programmeCodesOf(c.id),
} satisfies CourseResolvers;
