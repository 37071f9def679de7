/** Programme membership for other subgraphs (jobs' exclusive campaigns); @inaccessible, platform callers only. */
import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { programmeMembershipsOf } from "../services/applications.js";

export const MembershipQuery: Pick<QueryResolvers, "programmeMemberships"> = {
  programmeMemberships: (_, { userId }, ctx) => programmeMembershipsOf(ctx, userId),
};
