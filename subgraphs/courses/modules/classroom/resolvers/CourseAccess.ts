import type { CourseAccessResolvers } from "../../../__generated__/resolvers-types.js";
import { classOfAccess } from "../services/progress.js";

/** The classroom's field of enrolment's CourseAccess: the buyer's class for the course. */
export const CourseAccess: Pick<CourseAccessResolvers, "class"> = {
  class: (access, _, ctx) => classOfAccess(ctx, access),
};
