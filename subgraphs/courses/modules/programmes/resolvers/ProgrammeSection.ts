import type { ProgrammeSectionResolvers } from "../../../__generated__/resolvers-types.js";
import { coursesOfSection } from "../services/programmes.js";

export const ProgrammeSection: ProgrammeSectionResolvers = {
  courses: (section, _, ctx) => coursesOfSection(ctx, section),
};
