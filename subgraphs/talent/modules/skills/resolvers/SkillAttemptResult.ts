import type { SkillAttemptResultResolvers } from "../../../__generated__/resolvers-types.js";

export const SkillAttemptResult: SkillAttemptResultResolvers = {
  score: ({ attempt }) => attempt.score ?? 0,
  total: ({ attempt }) => attempt.total ?? 0,
  passed: ({ attempt }) => attempt.passed ?? false,
  passMarkPercent: ({ attempt }) => attempt.passMarkPercent,
  correctCount: ({ attempt }) => (attempt.breakdown ?? []).filter((r) => r.correct).length,
  breakdown: ({ attempt }) => (attempt.breakdown ?? []).map((result) => ({ attempt, result })),
};
