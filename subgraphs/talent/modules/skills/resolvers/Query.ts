import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findSkillRole, listSkillRoles } from "../services/roles.js";
import { findSkillTest, listSkillTests } from "../services/tests.js";

export const Query: Pick<QueryResolvers, "skillRoles" | "skillRole" | "skillTests" | "skillTest"> = {
  skillRoles: (_, __, ctx) => listSkillRoles(ctx),
  skillRole: (_, { id }, ctx) => findSkillRole(ctx, id),
  skillTests: (_, args, ctx) => listSkillTests(ctx, args),
  skillTest: (_, { id }, ctx) => findSkillTest(ctx, id),
};
