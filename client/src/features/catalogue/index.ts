/**
 * Catalogue: the course catalogue, browse, programme course lists and course pages, and course administration. Owns the
 * learning area's sub-navigation and the course-admin page frame that the other learning features share. Pages are not
 * exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { CoursesSubNav } from "./components/CoursesSubNav";
export { CourseAdminPage } from "./components/CourseAdminPage";
