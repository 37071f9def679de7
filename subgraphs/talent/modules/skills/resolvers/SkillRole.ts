import type { SkillRoleResolvers } from "../../../__generated__/resolvers-types.js";
import { findCareerRole } from "../../vocabulary/index.js";
import { findSkillRole, requirementsOf, variantOfRole } from "../services/roles.js";

export const SkillRole: SkillRoleResolvers = {
  __resolveReference: (ref, ctx) => findSkillRole(ctx, ref.id),
  variantOf: (role, _, ctx) => variantOfRole(ctx, role),
  requirements: (role, _, ctx) => requirementsOf(ctx, role.id),
  careerRole: (role, _, ctx) => (role.careerRoleId ? findCareerRole(ctx, role.careerRoleId) : null),
};
