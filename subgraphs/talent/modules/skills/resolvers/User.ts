import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import { highestSkillRankOf, skillRankingOf } from "../services/rankings.js";
import { skillReadinessOf, skillRoleOf, verifiedSkillsFor } from "../services/learners.js";

/** The skills module's fields of profiles' User: the chosen role, verified skills and readiness for a role. */
export const User: Pick<UserResolvers, "skillRole" | "verifiedSkills" | "skillReadiness" | "skillRanking" | "highestSkillRank"> = {
  skillRole: (user, _, ctx) => skillRoleOf(ctx, user),
  verifiedSkills: (user, _, ctx) => verifiedSkillsFor(ctx, user),
  skillReadiness: (user, { roleId }, ctx) => skillReadinessOf(ctx, user, roleId),
  skillRanking: (user, _, ctx) => skillRankingOf(ctx, user),
  highestSkillRank: (user, _, ctx) => highestSkillRankOf(ctx, user),
};
