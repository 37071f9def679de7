import type { BadgeResolvers } from "../../../__generated__/resolvers-types.js";

export const Badge: BadgeResolvers = {
  course: (badge, _, ctx) => (badge.courseId ? ctx.loaders.course.load(badge.courseId) : null),
};
