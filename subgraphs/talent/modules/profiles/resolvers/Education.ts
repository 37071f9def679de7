import type { EducationResolvers } from "../../../__generated__/resolvers-types.js";

export const Education: EducationResolvers = {
  start: (e) => e.startMonth,
  end: (e) => e.endMonth,
};
