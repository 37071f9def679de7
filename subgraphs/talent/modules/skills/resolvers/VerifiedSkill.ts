import type { VerifiedSkillResolvers } from "../../../__generated__/resolvers-types.js";
import { skillOfVerified, testOfVerified } from "../services/learners.js";

export const VerifiedSkill: VerifiedSkillResolvers = {
  skill: (row, _, ctx) => skillOfVerified(ctx, row),
  test: (row, _, ctx) => testOfVerified(ctx, row),
  verifiedAt: (row) => row.verifiedAt.toISOString(),
};
