import type { CareerRoleResolvers } from "../../../__generated__/resolvers-types.js";
import { findCareerRole, skillsOfRole } from "../services/vocabulary.js";

export const CareerRole: CareerRoleResolvers = {
  __resolveReference: (ref, ctx) => findCareerRole(ctx, ref.id),
  skills: (role, _, ctx) => skillsOfRole(ctx, role),
};
