import type { CareerStaffMemberResolvers } from "../../../__generated__/resolvers-types.js";
import { personOf } from "../../interviews/index.js";

export const CareerStaffMember: CareerStaffMemberResolvers = {
  person: (s, _, ctx) => personOf(ctx, s.userId, "career staff"),
  learnerCount: (s, _, ctx) => ctx.loaders.assignedLearnerCount.load(`${s.userId}:${s.kind}`),
  since: (s) => s.since.toISOString(),
};
