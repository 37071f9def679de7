import type { CourseCategoryResolvers } from "../../../__generated__/resolvers-types.js";

export const CourseCategory: CourseCategoryResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.category.load(ref.id),
  courses: (category, _, ctx) => ctx.loaders.visibleCoursesOfCategory.load(category.id),
};
