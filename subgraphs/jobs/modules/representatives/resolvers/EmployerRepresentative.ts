import type { EmployerRepresentativeResolvers } from "../../../__generated__/resolvers-types.js";
import { employerOfRepresentative, findRepresentative, personOf } from "../services/representatives.js";

export const EmployerRepresentative: EmployerRepresentativeResolvers = {
  __resolveReference: (ref, ctx) => findRepresentative(ctx, ref.id),
  person: (row) => personOf(row),
  employer: (row, _, ctx) => employerOfRepresentative(ctx, row),
  requestedAt: (row) => row.requestedAt.toISOString(),
  decidedAt: (row) => row.decidedAt?.toISOString() ?? null,
};
