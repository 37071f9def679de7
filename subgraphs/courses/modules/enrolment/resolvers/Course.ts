import type { CourseResolvers } from "../../../__generated__/resolvers-types.js";
import { optionsOfCourse } from "../services/enrolment.js";
import { viewerAccessOf } from "../services/orders.js";

/** Enrolment's fields of the catalogue's Course: the options that include it and the viewer's access to it. */
export const Course: Pick<CourseResolvers, "enrolmentOptions" | "viewerAccess"> = {
  enrolmentOptions: (course, _, ctx) => optionsOfCourse(ctx, course),
  viewerAccess: (course, _, ctx) => viewerAccessOf(ctx, course.id),
};
