import type { CourseProviderResolvers } from "../../../__generated__/resolvers-types.js";

export const CourseProvider: CourseProviderResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.provider.load(ref.id),
};
