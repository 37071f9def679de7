import type { ClassMemberResolvers } from "../../../__generated__/resolvers-types.js";
import { userOfMember } from "../services/classroom.js";
import { memberProgressOf } from "../services/progress.js";

export const ClassMember: ClassMemberResolvers = {
  user: (member) => userOfMember(member),
  addedAt: (member) => member.addedAt.toISOString(),
  progress: (member, _, ctx) => memberProgressOf(ctx, member),
};
