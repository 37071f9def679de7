/**
 * Course admin editing: every course including hidden placeholders, hiding/showing, featuring and content
 * edits. Each change reads and writes the row in one transaction (row locked), so a refusal changes nothing and two
 * admins cannot interleave a show with an edit that empties the course.
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { courseTable } from "../../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../../shared/db.js";
import { badInput, notFound } from "../../../../shared/errors.js";
import { requireRole } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import { changeFeatured, changeHidden, contentProblems, courseContentInputSchema, type Visibility } from "../rules/publishing.js";
import type { CoursesContext } from "../../../context.js";
import type { CourseRow } from "../mappers.js";

const courseId = z.string().trim().min(1, "Required.").max(100, "At most 100 characters.");

/** Every course in catalogue order, hidden placeholders included. */
export async function listAllCourses(ctx: CoursesContext): Promise<CourseRow[]> {
  requireRole(ctx, "COURSE_ADMIN");
  const rows = await ctx.db.select().from(courseTable).orderBy(asc(courseTable.position), asc(courseTable.id));
  for (const row of rows) ctx.loaders.course.prime(row.id, row);
  return rows;
}

/** Locks and reads the course, or NOT_FOUND. Only `tx` is used inside (PGlite has a single connection). */
async function lockCourse(tx: Tx, id: string): Promise<CourseRow> {
  const [row] = await tx.select().from(courseTable).where(eq(courseTable.id, id)).for("update");
  if (!row) throw notFound("Course", id);
  return row;
}

/** Runs one change and makes the request's course loader forget the old row, so the returned Course is fresh. */
async function change(ctx: CoursesContext, rawId: string, apply: (tx: Tx, course: CourseRow) => Promise<CourseRow>): Promise<CourseRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const id = parseInput(z.object({ id: courseId }), { id: rawId }).id;
  const updated = await ctx.db.transaction(async (tx) => apply(tx, await lockCourse(tx, id)));
  ctx.loaders.course.clear(id).prime(id, updated);
  return updated;
}

async function writeVisibility(tx: Tx, id: string, next: Visibility): Promise<CourseRow> {
  const [row] = await tx.update(courseTable).set({ hidden: next.hidden, feature: next.feature }).where(eq(courseTable.id, id)).returning();
  return row!;
}

/** Hides (and unfeatures) or shows a course; showing needs a description and a module. */
export function setCourseHidden(ctx: CoursesContext, id: string, hidden: boolean): Promise<CourseRow> {
  return change(ctx, id, async (tx, course) => {
    const result = changeHidden(course, hidden);
    if (!result.ok) throw badInput("This course cannot be shown without a description and a module.", result.problems);
    return writeVisibility(tx, course.id, result.next);
  });
}

/** Features or unfeatures a course; a hidden course cannot be featured. */
export function setCourseFeatured(ctx: CoursesContext, id: string, featured: boolean): Promise<CourseRow> {
  return change(ctx, id, async (tx, course) => {
    const result = changeFeatured(course, featured);
    if (!result.ok) throw badInput("A hidden course cannot be featured.", result.problems);
    return writeVisibility(tx, course.id, result.next);
  });
}

/** Replaces a course's editable content; a visible course must keep a description and a module. */
export function updateCourseContent(ctx: CoursesContext, id: string, input: unknown): Promise<CourseRow> {
  requireRole(ctx, "COURSE_ADMIN");
  // Validated before the transaction: bad input never opens one.
  const content = parseInput(courseContentInputSchema, input);
  return change(ctx, id, async (tx, course) => {
    const problems = contentProblems(course, content);
    if (Object.keys(problems).length > 0)
      throw badInput("A shown course must keep a description and at least one module; hide it first.", problems);
    const [row] = await tx.update(courseTable).set(content).where(eq(courseTable.id, course.id)).returning();
    return row!;
  });
}
