import type { CourseResolvers } from "../../../__generated__/resolvers-types.js";
import { optionsOfCourse } from "../services/enrolment.js";
import { viewerAccessOf, viewerPendingOrderStatusOf } from "../services/orders.js";

/** Enrolment's fields of the catalogue's Course: the options that include it, the viewer's access and waiting order. */
export const Course: Pick<CourseResolvers, "enrolmentOptions" | "viewerAccess" | "viewerPendingOrderStatus"> = {
  enrolmentOptions: (course, _, ctx) => optionsOfCourse(ctx, course),
  viewerAccess: (course, _, ctx) => viewerAccessOf(ctx, course.id),
  viewerPendingOrderStatus: (course, _, ctx) => viewerPendingOrderStatusOf(ctx, course.id),
};
