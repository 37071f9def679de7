import type { SkillRequirementResolvers } from "../../../__generated__/resolvers-types.js";
import { requirementSkills, requirementTests, requirementTitle } from "../services/roles.js";

export const SkillRequirement: SkillRequirementResolvers = {
  title: (requirement, _, ctx) => requirementTitle(ctx, requirement),
  skills: (requirement, _, ctx) => requirementSkills(ctx, requirement),
  tests: (requirement, _, ctx) => requirementTests(ctx, requirement),
};
