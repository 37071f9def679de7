import type { CareerRoleResolvers } from "../../../__generated__/resolvers-types.js";
import { coursesOfRole } from "../services/catalogue.js";

// Talent owns career roles; any id is accepted here and simply has no courses when nothing maps to it.
export const CareerRole: CareerRoleResolvers = {
  __resolveReference: (ref) => ({ id: ref.id }),
  courses: (role, _, ctx) => coursesOfRole(ctx, role),
};
