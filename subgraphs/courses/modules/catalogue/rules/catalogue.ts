/** Pure catalogue rules (SPEC §2, §5): what the catalogue shows and how it filters. */

/** SPEC gives no page size for /courses; 12 fills a 3- or 4-column grid evenly (docs/decisions.md). */
export const COURSE_PAGE_SIZE = 12;

/** At most this many courses a tool lists (Tool.courses: a skills gap's suggestions, not a catalogue). */
export const TOOL_COURSES_MAX = 20;

/** Hidden placeholders are visible only to course admins. */
export function courseIsVisibleTo(course: { hidden: boolean }, viewerIsCourseAdmin: boolean): boolean {
  return !course.hidden || viewerIsCourseAdmin;
}
