/** Catalogue use cases: list, filter and look up courses, providers, categories and programme course lists. */
import { and, arrayContains, asc, eq, ilike, inArray, isNull, type SQL } from "drizzle-orm";
import { categories, courseTable, programmeCourseLists, providers, roleCourses } from "../../../../../drizzle/schema/courses.js";
import { z } from "zod";
import { parseInput } from "../../../../shared/validation.js";
import { courseFilterSchema, faqTypeOfCategory, inOrder, type FaqRow, type PersonRow, type TestimonialRow } from "../../content/index.js";
import { hasRole } from "../../../../shared/viewer.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../../../shared/pagination.js";
import { COURSE_PAGE_SIZE, courseIsVisibleTo, TOOL_COURSES_MAX } from "../rules/catalogue.js";
import { substringPattern } from "../../../../shared/search.js";
import type { CoursesContext } from "../../../context.js";
import type { CareerRoleRef, CourseRow, ProgrammeListRow, ToolRef } from "../mappers.js";
import { badInput } from "../../../../shared/errors.js";

/**
 * The visible catalogue, paged in its fixed order. `search` and every `filter` field combine with AND; each is
 * served by an index (title trigram, category, level, provider, foundation GIN, role_courses, feature).
 */
export async function listCourses(ctx: CoursesContext, args: PageArgs & { search?: string | null; filter?: unknown }) {
  const window = pageWindow(args, COURSE_PAGE_SIZE);
  const { filter } = parseInput(z.object({ filter: courseFilterSchema }), { filter: { ...(args.filter ?? {}) } });
  const conditions: SQL[] = [eq(courseTable.hidden, false)];
  for (const [text, field] of [
    [args.search, "search"],
    [filter.search, "filter.search"],
  ] as const) {
    const pattern = substringPattern(text, field);
    if (pattern) conditions.push(ilike(courseTable.title, pattern));
  }
  if (filter.categoryId) conditions.push(eq(courseTable.categoryId, filter.categoryId));
  if (filter.level) conditions.push(eq(courseTable.level, filter.level));
  if (filter.providerId) conditions.push(eq(courseTable.providerId, filter.providerId));
  if (filter.track) conditions.push(arrayContains(courseTable.foundation, [filter.track]));
  if (filter.careerRoleId)
    conditions.push(
      inArray(
        courseTable.id,
        ctx.db.select({ id: roleCourses.courseId }).from(roleCourses).where(eq(roleCourses.roleId, filter.careerRoleId)),
      ),
    );
  if (filter.featured != null) conditions.push(eq(courseTable.feature, filter.featured));
  const where = and(...conditions);
  const page = await pageOfTable(ctx.db, courseTable, window, { orderBy: [asc(courseTable.position), asc(courseTable.id)], where });
  for (const row of page.items) ctx.loaders.course.prime(row.id, row);
  return page;
}

export async function findCourse(ctx: CoursesContext, id: string): Promise<CourseRow | null> {
  const row = await ctx.loaders.course.load(id);
  if (!row || !courseIsVisibleTo(row, hasRole(ctx.viewer, "COURSE_ADMIN"))) return null;
  return row;
}

export async function listProviders(ctx: CoursesContext) {
  return ctx.db.select().from(providers).orderBy(asc(providers.id));
}

export async function listCategories(ctx: CoursesContext) {
  return ctx.db.select().from(categories).orderBy(asc(categories.position));
}

/** SPEC §3 role-to-course mapping; an unknown role or one without a course list has none. Public, like the catalogue. */
export async function coursesOfRole(ctx: CoursesContext, role: CareerRoleRef): Promise<CourseRow[]> {
  const rows = await ctx.loaders.visibleCoursesOfRole.load(role.id);
  return rows.map(({ roleId: _roleId, ...course }) => {
    ctx.loaders.course.prime(course.id, course);
    return course;
  });
}

/** Visible courses teaching a tool, featured first; `first` is 1..TOOL_COURSES_MAX. Public, like the catalogue. */
export async function coursesTeachingTool(ctx: CoursesContext, tool: ToolRef, first: number): Promise<CourseRow[]> {
  if (!Number.isInteger(first) || first < 1 || first > TOOL_COURSES_MAX)
    throw badInput(`first must be between 1 and ${TOOL_COURSES_MAX}.`, { first: `Between 1 and ${TOOL_COURSES_MAX}.` });
  const rows = await ctx.loaders.visibleCoursesTeachingTool.load(tool.id);
  for (const course of rows) ctx.loaders.course.prime(course.id, course);
  return rows.slice(0, first);
}

/** Featured visible courses, in catalogue order. */
export async function listFeaturedCourses(ctx: CoursesContext): Promise<CourseRow[]> {
  const rows = await ctx.db
    .select()
    .from(courseTable)
    .where(and(eq(courseTable.hidden, false), eq(courseTable.feature, true)))
    .orderBy(asc(courseTable.position));
  for (const row of rows) ctx.loaders.course.prime(row.id, row);
  return rows;
}

/** Programme/cohort lists in display order; the two separately flagged lists are reachable by code only. */
export async function listProgrammeLists(ctx: CoursesContext): Promise<ProgrammeListRow[]> {
  return ctx.db
    .select()
    .from(programmeCourseLists)
    .where(isNull(programmeCourseLists.flagged))
    .orderBy(asc(programmeCourseLists.sortOrder));
}

export async function findProgrammeList(ctx: CoursesContext, code: string): Promise<ProgrammeListRow | null> {
  return ctx.loaders.programmeList.load(code);
}

/**
 * A list's courses in its order. Hidden placeholders are included and shown to everyone here: a programme lists
 * them by design (google-career-2025 is the ten gcc-* certificates); `hidden: true` tells clients what they are.
 */
export async function coursesOfProgramme(ctx: CoursesContext, list: ProgrammeListRow): Promise<CourseRow[]> {
  const rows = await ctx.loaders.coursesOfProgramme.load(list.code);
  return rows.map(({ code: _code, ...course }) => {
    ctx.loaders.course.prime(course.id, course);
    return course;
  });
}

export function instructorsOf(ctx: CoursesContext, course: CourseRow): Promise<PersonRow[]> {
  return inOrder((ids) => ctx.loaders.person.loadMany(ids), course.instructors);
}

export function graduatesOf(ctx: CoursesContext, course: CourseRow): Promise<TestimonialRow[]> {
  return inOrder((ids) => ctx.loaders.testimonial.loadMany(ids), course.graduates);
}

/** The FAQ list of the course's category (m1, fc, ca); none for other courses. */
export async function faqsOf(ctx: CoursesContext, course: CourseRow): Promise<FaqRow[]> {
  const type = faqTypeOfCategory(course.categoryId);
  return type ? ctx.loaders.faqsOfType.load(type) : [];
}

export async function careerRolesOf(ctx: CoursesContext, course: CourseRow): Promise<CareerRoleRef[]> {
  return (await ctx.loaders.roleIdsOfCourse.load(course.id)).map((r) => ({ id: r.roleId }));
}

export async function programmeCodesOf(ctx: CoursesContext, course: CourseRow): Promise<string[]> {
  return (await ctx.loaders.programmeCodesOfCourse.load(course.id)).map((r) => r.code);
}
