/** COURSE_ADMIN catalogue editing: thin resolvers over services/course-admin.ts. */
import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { setCourseFeatured, setCourseHidden, updateCourseContent } from "../services/course-admin.js";

export const Mutation: Pick<MutationResolvers, "setCourseHidden" | "setCourseFeatured" | "updateCourseContent"> = {
  setCourseHidden: (_, { id, hidden }, ctx) => setCourseHidden(ctx, id, hidden),
  setCourseFeatured: (_, { id, featured }, ctx) => setCourseFeatured(ctx, id, featured),
  updateCourseContent: (_, { id, input }, ctx) => updateCourseContent(ctx, id, input),
};
