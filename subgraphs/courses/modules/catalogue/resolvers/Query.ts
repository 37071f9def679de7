import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import {
  findCourse,
  findProgrammeList,
  listCategories,
  listCourses,
  listFeaturedCourses,
  listProgrammeLists,
  listProviders,
} from "../services/catalogue.js";
import { listAllCourses } from "../services/course-admin.js";

export const Query: Pick<
  QueryResolvers,
  | "courses"
  | "course"
  | "courseProviders"
  | "courseCategories"
  | "featuredCourses"
  | "programmeCourseLists"
  | "programmeCourseList"
  | "allCourses"
> = {
  courses: (_, args, ctx) => listCourses(ctx, args),
  course: (_, { id }, ctx) => findCourse(ctx, id),
  courseProviders: (_, __, ctx) => listProviders(ctx),
  courseCategories: (_, __, ctx) => listCategories(ctx),
  featuredCourses: (_, __, ctx) => listFeaturedCourses(ctx),
  programmeCourseLists: (_, __, ctx) => listProgrammeLists(ctx),
  programmeCourseList: (_, { code }, ctx) => findProgrammeList(ctx, code),
  // COURSE_ADMIN catalogue editing (services/course-admin.ts).
  allCourses: (_, __, ctx) => listAllCourses(ctx),
};
