/** COURSE_ADMIN catalogue editing: thin resolvers over services/course-admin.ts. */
import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types.js";

export const CourseAdminQuery: Pick<QueryResolvers, "allCourses"> = {};

export const CourseAdminMutation: Pick<MutationResolvers, "setCourseHidden" | "setCourseFeatured" | "updateCourseContent"> = {};
