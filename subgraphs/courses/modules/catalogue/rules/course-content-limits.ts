/**
 * What a course's editable content (CourseContentInput) may hold: lengths in characters, list sizes, and the fixed
 * lists of deliveries and media. Kept apart from publishing.ts (which sanitizes) so the course admin form and the
 * mocks can import them without the sanitizer.
 */
export const COURSE_CONTENT_LIMITS = {
  title: 120,
  description: 1000,
  timeline: 60,
  /** The overview paragraph, as sent (the sanitizer may lengthen links). */
  paragraph: 5000,
  /** One outcome or project line. */
  item: 300,
  /** Outcomes, projects, or one module's outcomes. */
  items: 12,
  modules: 20,
} as const;

/**
 * How a course is taught (SPEC §3 course `delivery`, 'Instructor-led'). The values are codes: the API sends and stores
 * them, and the client shows each in the viewer's language.
 */
export const COURSE_DELIVERIES = ["Instructor-led", "Self-paced", "Blended"] as const;
/** Where a course is taught (SPEC §3 course `medium`, 'Online'); codes like COURSE_DELIVERIES. */
export const COURSE_MEDIA = ["Online", "In person", "Hybrid"] as const;
export type CourseDelivery = (typeof COURSE_DELIVERIES)[number];
export type CourseMedium = (typeof COURSE_MEDIA)[number];
