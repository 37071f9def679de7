import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { chooseSkillRole } from "../services/learners.js";

export const Mutation: Pick<MutationResolvers, "chooseSkillRole"> = {
  chooseSkillRole: (_, { roleId }, ctx) => chooseSkillRole(ctx, roleId),
};
