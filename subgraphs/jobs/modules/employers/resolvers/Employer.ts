import type { EmployerResolvers } from "../../../__generated__/resolvers-types.js";
import { findEmployer } from "../services/companies.js";
import { logoUrlOf } from "../services/employers.js";

export const Employer: EmployerResolvers = {
  __resolveReference: (ref, ctx) => findEmployer(ctx, ref.id),
  logoUrl: (employer, _, ctx) => logoUrlOf(ctx, employer),
};
