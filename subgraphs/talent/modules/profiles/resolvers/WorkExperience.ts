import type { WorkExperienceResolvers } from "../../../__generated__/resolvers-types.js";

export const WorkExperience: WorkExperienceResolvers = {
  start: (w) => w.startMonth,
  end: (w) => w.endMonth,
};
