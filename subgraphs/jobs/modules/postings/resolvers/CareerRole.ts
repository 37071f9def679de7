import type { CareerRoleResolvers } from "../../../__generated__/resolvers-types.js";
import { roleDashboardJobs, roleJobs } from "../services/postings.js";

// Talent owns career roles; any id is accepted here and simply has no jobs when none is filed under it.
export const CareerRole: CareerRoleResolvers = {
  __resolveReference: (ref) => ({ id: ref.id }),
  jobs: (role, args, ctx) => roleJobs(ctx, role, args),
  dashboardJobs: (role, _, ctx) => roleDashboardJobs(ctx, role),
};
