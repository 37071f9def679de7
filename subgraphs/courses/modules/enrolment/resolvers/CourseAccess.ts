import type { CourseAccessResolvers } from "../../../__generated__/resolvers-types.js";
import { notFound } from "../../../../shared/errors.js";
import { accessModel } from "../services/orders.js";

/** Enrolment's fields of CourseAccess; the classroom adds the buyer's class (classroom/resolvers/CourseAccess.ts). */
export const CourseAccess: CourseAccessResolvers = {
  course: async (access, _, ctx) => (await ctx.loaders.course.load(access.courseId)) ?? Promise.reject(notFound("Course", access.courseId)),
  startsAt: (access) => access.startsAt.toISOString(),
  endsAt: (access) => access.endsAt.toISOString(),
  active: (access, _, ctx) => accessModel.active(access, ctx.now),
  daysLeft: (access, _, ctx) => accessModel.daysLeft(access, ctx.now),
};
