/**
 * The catalogue's mock backend: the server's seeded catalogue with its lists and filters (./catalogue.ts) and course
 * admin editing (./course-admin.ts), and its share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { COURSE_PAGE_SIZE } from "@server/courses/modules/catalogue/rules/catalogue";
import { pageOf, present, type MockDeps } from "../../../mocks/common";
import {
  allCourses,
  courseById,
  courseCategories,
  courseProviders,
  courseResolvers,
  coursesForRole,
  filterCourses,
  programmeCourseLists,
} from "./catalogue";
import { courseAdminCourseFields, courseAdminResolvers, editedCourse, mockCourseFeatured, mockCourseListed } from "./course-admin";

export * from "./catalogue";
export * from "./course-admin";

export function catalogueMockResolvers({ requireCourseAdmin, viewer }: MockDeps): Resolvers {
  const courseAdmin = courseAdminResolvers(requireCourseAdmin);
  const programmeCourseList = (p: (typeof programmeCourseLists)[number]) => ({
    code: p.code,
    title: p.title,
    courses: p.courseIds.map(courseById).filter(present),
  });
  const listed = () => allCourses.filter(mockCourseListed);
  return {
    Query: {
      ...courseAdmin.Query,
      courses: (_, args) => pageOf(filterCourses(listed().map(editedCourse), args.filter, args.search), args, COURSE_PAGE_SIZE),
      course: (_: unknown, { id }: { id: string }) => {
        const c = courseById(id);
        return c && (mockCourseListed(c) || viewer()?.roles.includes("COURSE_ADMIN")) ? c : null;
      },
      featuredCourses: () => allCourses.filter(mockCourseFeatured),
      courseCategories: () => courseCategories,
      courseProviders: () => courseProviders,
      programmeCourseLists: () => programmeCourseLists.filter((p) => !p.flagged).map(programmeCourseList),
      programmeCourseList: (_: unknown, { code }: { code: string }) => {
        const p = programmeCourseLists.find((x) => x.code === code);
        return p ? programmeCourseList(p) : null;
      },
    },
    Mutation: courseAdmin.Mutation,
    // The overlay of admin edits is spread after the fields the seed row answers.
    Course: { ...courseResolvers, ...courseAdminCourseFields },
    CourseCategory: {
      courses: (cat: { id: string }) => listed().filter((c) => c.categoryId === cat.id),
    },
    CareerRole: {
      courses: (r: { id: string }) => coursesForRole(r.id).filter(mockCourseListed),
    },
  };
}
