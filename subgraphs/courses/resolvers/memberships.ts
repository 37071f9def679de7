/** Membership questions other subgraphs ask (jobs' exclusive campaigns, the forum's class search); @inaccessible, platform callers only. */
import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { programmeMembershipsOf } from "../services/applications.js";
import { classSlugsOf } from "../services/classroom.js";

export const MembershipQuery: Pick<QueryResolvers, "programmeMemberships" | "classSlugsOf"> = {
  programmeMemberships: (_, { userId }, ctx) => programmeMembershipsOf(ctx, userId),
  classSlugsOf: (_, { userId }, ctx) => classSlugsOf(ctx, userId),
};
