import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import {
  approveRepresentative,
  cancelEmployerAccessRequest,
  rejectRepresentative,
  requestEmployerAccess,
  revokeRepresentative,
} from "../services/representatives.js";

export const Mutation: Pick<
  MutationResolvers,
  "requestEmployerAccess" | "cancelEmployerAccessRequest" | "approveRepresentative" | "rejectRepresentative" | "revokeRepresentative"
> = {
  requestEmployerAccess: (_, { input }, ctx) => requestEmployerAccess(ctx, input),
  cancelEmployerAccessRequest: (_, { id }, ctx) => cancelEmployerAccessRequest(ctx, id),
  approveRepresentative: (_, { id, note }, ctx) => approveRepresentative(ctx, id, note),
  rejectRepresentative: (_, { id, note }, ctx) => rejectRepresentative(ctx, id, note),
  revokeRepresentative: (_, { id, note }, ctx) => revokeRepresentative(ctx, id, note),
};
