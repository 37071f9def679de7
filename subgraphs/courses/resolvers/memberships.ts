/** Membership questions other subgraphs ask (jobs' exclusive campaigns, class forums); @inaccessible, platform callers only. */
import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { programmeMembershipsOf } from "../services/applications.js";
import { classMemberIds, classMembershipsOf, classesBySlug } from "../services/classroom.js";

export const MembershipQuery: Pick<QueryResolvers, "programmeMemberships" | "classMembershipsOf" | "classesBySlug" | "classMemberIds"> = {
  programmeMemberships: (_, { userId }, ctx) => programmeMembershipsOf(ctx, userId),
  classMembershipsOf: (_, { userId }, ctx) => classMembershipsOf(ctx, userId),
  classesBySlug: (_, { slugs }, ctx) => classesBySlug(ctx, slugs),
  classMemberIds: (_, { slug, role, page, pageSize }, ctx) => classMemberIds(ctx, slug, role, { page, pageSize }),
};
