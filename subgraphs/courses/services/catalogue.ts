/** Catalogue use cases: list and look up courses, providers and categories. */
import { and, asc, eq, ilike, type SQL } from "drizzle-orm";
import { categories, courseTable, providers } from "../../../drizzle/schema/courses.js";
import { hasRole } from "../../shared/viewer.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../shared/pagination.js";
import { COURSE_PAGE_SIZE, courseIsVisibleTo } from "../rules/catalogue.js";
import { substringPattern } from "../../shared/search.js";
import type { CoursesContext } from "../context.js";

export type CourseRow = typeof courseTable.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
/** A career role (owned by talent), as courses sees it: only its id. */
export interface CareerRoleRef {
  id: string;
}

export async function listCourses(ctx: CoursesContext, args: PageArgs & { search?: string | null }) {
  const window = pageWindow(args, COURSE_PAGE_SIZE);
  const pattern = substringPattern(args.search);
  const conditions: SQL[] = [eq(courseTable.hidden, false)];
  if (pattern) conditions.push(ilike(courseTable.title, pattern));
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

export function listProviders(ctx: CoursesContext) {
  return ctx.db.select().from(providers).orderBy(asc(providers.id));
}

export function listCategories(ctx: CoursesContext) {
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
