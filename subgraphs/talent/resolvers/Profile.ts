import type { EducationResolvers, ProfileAboutResolvers, WorkExperienceResolvers } from "../__generated__/resolvers-types.js";
import { toolsOf } from "../services/profiles.js";

export const ProfileAbout: ProfileAboutResolvers = {
  skills: (about, _, ctx) => toolsOf(ctx, about.skillIds),
};

export const WorkExperience: WorkExperienceResolvers = {
  start: (w) => w.startMonth,
  end: (w) => w.endMonth,
};

export const Education: EducationResolvers = {
  start: (e) => e.startMonth,
  end: (e) => e.endMonth,
};
