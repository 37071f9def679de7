/** Pure content rules (SPEC §3): what rich text may hold, which FAQs a course page shows, which filters are valid. */
import { z } from "zod";
import type { CourseModule, CourseOverview } from "../../../../../drizzle/schema/courses.js";
import { sanitizePlainText, sanitizeSimpleHtml } from "../../../../shared/sanitize.js";

/** Foundation track ids (SPEC §3). */
export const FOUNDATION_TRACKS = ["se", "uiux", "data", "business", "fintech", "cs"] as const;

export { faqTypeOfCategory, type FaqTypeId } from "./faqs.js";

interface CourseText {
  title?: string;
  description?: string;
  overview?: CourseOverview | null;
  outcomes?: string[];
  modules?: CourseModule[];
  projects?: string[];
}

/**
 * Everything a course page renders, made safe before it is stored: the overview paragraph keeps the simple-HTML
 * allow-list, every other text keeps no markup at all.
 */
export function sanitizeCourseContent<T extends CourseText>(course: T): T {
  const text = (s: string) => sanitizePlainText(s);
  return {
    ...course,
    ...(course.title !== undefined && { title: text(course.title) }),
    ...(course.description !== undefined && { description: text(course.description) }),
    ...(course.overview && { overview: { title: text(course.overview.title), paragraph: sanitizeSimpleHtml(course.overview.paragraph) } }),
    ...(course.outcomes && { outcomes: course.outcomes.map(text) }),
    ...(course.modules && { modules: course.modules.map((m) => ({ title: text(m.title), outcomes: m.outcomes.map(text) })) }),
    ...(course.projects && { projects: course.projects.map(text) }),
  };
}

const id = z.string().trim().min(1).max(100);

/** CourseFilter (schema/courses.graphql): ids are free text (unknown ones match nothing), the track is checked. */
export const courseFilterSchema = z
  .object({
    search: z.string().nullish(),
    categoryId: id.nullish(),
    level: z.enum(["Beginner", "Intermediate", "Advanced"]).nullish(),
    providerId: id.nullish(),
    track: z.enum(FOUNDATION_TRACKS, { message: `track is one of ${FOUNDATION_TRACKS.join(", ")}` }).nullish(),
    careerRoleId: id.nullish(),
    featured: z.boolean().nullish(),
  })
  .strict();
export type CourseFilterInput = z.output<typeof courseFilterSchema>;
