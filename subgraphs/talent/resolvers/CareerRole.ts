import type { CareerRoleResolvers, RoleSkillResolvers } from "../__generated__/resolvers-types.js";
import { findCareerRole, skillsOfRole, toolOfRoleSkill } from "../services/vocabulary.js";

export const CareerRole: CareerRoleResolvers = {
  __resolveReference: (ref, ctx) => findCareerRole(ctx, ref.id),
  skills: (role, _, ctx) => skillsOfRole(ctx, role),
};

export const RoleSkill: RoleSkillResolvers = {
  tool: (skill, _, ctx) => toolOfRoleSkill(ctx, skill),
};
