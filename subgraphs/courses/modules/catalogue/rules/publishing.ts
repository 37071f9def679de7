/**
 * Pure publishing rules for course admins: when a course may be shown in the catalogue, when it may be
 * featured, and what an edit of its content must satisfy. The service turns problems into BAD_USER_INPUT.
 */
import { z } from "zod";
import type { CourseOverview } from "../../../../../drizzle/schema/courses.js";
import { sanitizePlainText, sanitizeSimpleHtml } from "../../../../shared/sanitize.js";
import { COURSE_CONTENT_LIMITS as L, COURSE_DELIVERIES, COURSE_MEDIA } from "./course-content-limits.js";

/** What decides whether a course can be shown: the catalogue card needs a description, the course page a module. */
export interface PublishableContent {
  description: string;
  modules: readonly unknown[];
}

/** Field → message; empty when the course may be shown. */
export type PublishProblems = Partial<Record<"description" | "modules", string>>;

/**
 * A shown course (hidden = false) needs a non-empty description and at least one module; otherwise the catalogue
 * would list an empty card (the hidden placeholders have neither until someone writes them).
 */
export function publishProblems(course: PublishableContent): PublishProblems {
  const problems: PublishProblems = {};
  if (course.description.trim() === "") problems.description = "A shown course needs a description.";
  if (course.modules.length === 0) problems.modules = "A shown course needs at least one module.";
  return problems;
}

export function canBeShown(course: PublishableContent): boolean {
  return Object.keys(publishProblems(course)).length === 0;
}

export interface Visibility {
  hidden: boolean;
  feature: boolean;
}

export type VisibilityChange = { ok: true; next: Visibility } | { ok: false; problems: Record<string, string> };

/**
 * Hiding or showing a course. Showing follows the publish rule; hiding also unfeatures it, because a hidden course
 * must never sit in a featured list (featured lists only show visible courses, and a later show must not silently
 * feature it again).
 */
export function changeHidden(course: Visibility & PublishableContent, hidden: boolean): VisibilityChange {
  if (hidden) return { ok: true, next: { hidden: true, feature: false } };
  const problems = publishProblems(course);
  if (Object.keys(problems).length > 0) return { ok: false, problems: { hidden: "This course cannot be shown yet.", ...problems } };
  return { ok: true, next: { hidden: false, feature: course.feature } };
}

/** Featuring: only a visible course can be featured; unfeaturing is always allowed. */
export function changeFeatured(course: Visibility, featured: boolean): VisibilityChange {
  if (featured && course.hidden) return { ok: false, problems: { featured: "A hidden course cannot be featured; show it first." } };
  return { ok: true, next: { hidden: course.hidden, feature: featured } };
}

/** Content problems only a visible course has: it must keep what made it showable. Hidden courses may be drafts. */
export function contentProblems(course: { hidden: boolean }, next: PublishableContent): PublishProblems {
  return course.hidden ? {} : publishProblems(next);
}

// Limits as documented on CourseContentInput (schema/courses.graphql).
const lengths = (min: number, max: number) =>
  z
    .string()
    .min(min, min === 1 ? "Required." : `At least ${min} characters.`)
    .max(max, `At most ${max} characters.`);
/**
 * Plain text: markup dropped and trimmed (sanitizePlainText does both) BEFORE the limits are checked, so "<b></b>"
 * is an empty title, not a one-character one.
 */
const plain = (min: number, max: number) => z.string().transform(sanitizePlainText).pipe(lengths(min, max));
const item = plain(1, L.item);

/**
 * CourseContentInput, validated and made safe to store in one parse. The overview paragraph keeps the simple-HTML
 * allow-list the seeds use (shared/sanitize.ts); its 5000-character limit applies to what was sent, because the
 * sanitizer may lengthen links (it adds rel and target). Errors carry paths such as `modules.2.title`.
 */
export const courseContentInputSchema = z
  .object({
    title: plain(1, L.title),
    description: plain(0, L.description),
    level: z
      .enum(["Beginner", "Intermediate", "Advanced"])
      .nullish()
      .transform((v) => v ?? null),
    timeline: plain(0, L.timeline),
    delivery: z.enum(COURSE_DELIVERIES, { error: `One of ${COURSE_DELIVERIES.join(", ")}.` }),
    medium: z.enum(COURSE_MEDIA, { error: `One of ${COURSE_MEDIA.join(", ")}.` }),
    overview: z
      .object({
        title: plain(1, L.title),
        paragraph: z.string().max(L.paragraph, `At most ${L.paragraph} characters.`).transform(sanitizeSimpleHtml),
      })
      .strict()
      .nullish()
      .transform((v): CourseOverview | null => v ?? null),
    outcomes: z.array(item).max(L.items, `At most ${L.items} outcomes.`),
    modules: z
      .array(
        z.object({ title: plain(1, L.title), outcomes: z.array(item).max(L.items, `At most ${L.items} outcomes per module.`) }).strict(),
      )
      .max(L.modules, `At most ${L.modules} modules.`),
    projects: z.array(item).max(L.items, `At most ${L.items} projects.`),
  })
  .strict();

/** The stored content of a course after an edit (every field replaced). */
export type CourseContent = z.output<typeof courseContentInputSchema>;
