/**
 * The catalogue's mock backend: the course fixtures' page fields, filters and lists (./catalogue.ts) and course admin
 * editing (./course-admin.ts), and its share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { courses } from "../../../mocks/fixtures";
import { paginate, present, type MockDeps } from "../../../mocks/common";
import {
  courseById,
  courseCategories,
  courseProviders,
  courseResolvers,
  coursesForRole,
  filterCourses,
  programmeCourseLists,
} from "./catalogue";
import { courseAdminCourseFields, courseAdminResolvers, mockCourseFeatured, mockCourseListed } from "./course-admin";

export * from "./catalogue";
export * from "./course-admin";

export function catalogueMockResolvers({ requireCourseAdmin, viewer }: MockDeps): Resolvers {
  const courseAdmin = courseAdminResolvers(requireCourseAdmin);
  const programmeCourseList = (p: (typeof programmeCourseLists)[number]) => ({
    code: p.code,
    title: p.title,
    courses: p.courseIds.map(courseById).filter(present),
  });
  return {
    Query: {
      ...courseAdmin.Query,
      courses: (_, args) => paginate(filterCourses(courses.filter(mockCourseListed), args.filter), args, 12),
      course: (_: unknown, { id }: { id: string }) => {
        const c = courseById(id);
        return c && (!c.hidden || viewer()?.roles.includes("COURSE_ADMIN")) ? c : null;
      },
      featuredCourses: () => courses.filter(mockCourseFeatured),
      courseCategories: () => courseCategories,
      courseProviders: () => courseProviders,
      programmeCourseLists: () => programmeCourseLists.map(programmeCourseList),
      programmeCourseList: (_: unknown, { code }: { code: string }) => {
        const p = programmeCourseLists.find((x) => x.code === code);
        return p ? programmeCourseList(p) : null;
      },
    },
    Mutation: courseAdmin.Mutation,
    // The overlay of admin edits is spread after the fields the catalogue derives.
    Course: { ...courseResolvers, ...courseAdminCourseFields },
    CourseCategory: {
      courses: (cat: { id: string }) => courses.filter((c) => c.category?.id === cat.id),
    },
    CareerRole: {
      courses: (r: { id: string }) => coursesForRole(r.id),
    },
  };
}
