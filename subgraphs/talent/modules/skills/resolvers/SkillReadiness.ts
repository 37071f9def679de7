import type { SkillReadinessResolvers } from "../../../__generated__/resolvers-types.js";
import { roleOfReadiness } from "../services/learners.js";

export const SkillReadiness: SkillReadinessResolvers = {
  role: (readiness, _, ctx) => roleOfReadiness(ctx, readiness),
};
