import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findCourse, listCategories, listCourses, listProviders } from "../services/catalogue.js";

export const Query: QueryResolvers = {
  courses: (_, args, ctx) => listCourses(ctx, args),
  course: (_, { id }, ctx) => findCourse(ctx, id),
  courseProviders: (_, __, ctx) => listProviders(ctx),
  courseCategories: (_, __, ctx) => listCategories(ctx),
};
