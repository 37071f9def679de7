import type { CourseResolvers } from "../../../__generated__/resolvers-types.js";
import { careerRolesOf, faqsOf, findCourse, graduatesOf, instructorsOf, programmeCodesOf } from "../services/catalogue.js";
import { notFound } from "../../../../shared/errors.js";

/** The catalogue's fields of Course; enrolment adds its options and the viewer's access (enrolment/resolvers/Course.ts). */
export const Course: CourseResolvers = {
  __resolveReference: (ref, ctx) => findCourse(ctx, ref.id),
  provider: async (course, _, ctx) =>
    (await ctx.loaders.provider.load(course.providerId)) ?? Promise.reject(notFound("Course provider", course.providerId)),
  category: (course, _, ctx) => (course.categoryId ? ctx.loaders.category.load(course.categoryId) : null),
  toolIds: (course) => course.tools,
  tools: (course) => course.tools.map((id) => ({ __typename: "Tool" as const, id })),
  instructorIds: (course) => course.instructors,
  graduateIds: (course) => course.graduates,
  instructors: (course, _, ctx) => instructorsOf(ctx, course),
  graduates: (course, _, ctx) => graduatesOf(ctx, course),
  faqs: (course, _, ctx) => faqsOf(ctx, course),
  careerRoles: (course, _, ctx) => careerRolesOf(ctx, course),
  programmeCodes: (course, _, ctx) => programmeCodesOf(ctx, course),
};
