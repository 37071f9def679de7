import type { SkillTestProgressResolvers } from "../../../__generated__/resolvers-types.js";

export const SkillTestProgress: SkillTestProgressResolvers = {
  nextAttemptAt: (progress) => progress.nextAttemptAt?.toISOString() ?? null,
};
