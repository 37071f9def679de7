import type { RoleSkillResolvers } from "../../../__generated__/resolvers-types.js";
import { toolOfRoleSkill } from "../services/vocabulary.js";

export const RoleSkill: RoleSkillResolvers = {
  tool: (skill, _, ctx) => toolOfRoleSkill(ctx, skill),
};
