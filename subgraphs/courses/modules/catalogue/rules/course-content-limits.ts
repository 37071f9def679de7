/**
 * What a course's editable content (CourseContentInput) may hold: lengths in characters and list sizes. Kept apart from
 * publishing.ts (which sanitizes) so the course admin form can import the numbers without the sanitizer.
 */
export const COURSE_CONTENT_LIMITS = {
  title: 120,
  description: 1000,
  timeline: 60,
  delivery: 60,
  medium: 60,
  /** The overview paragraph, as sent (the sanitizer may lengthen links). */
  paragraph: 5000,
  /** One outcome or project line. */
  item: 300,
  /** Outcomes, projects, or one module's outcomes. */
  items: 12,
  modules: 20,
} as const;
