import type { SkillTestResolvers } from "../../../__generated__/resolvers-types.js";
import { bankOf } from "../services/administration.js";
import { viewerProgressOf } from "../services/attempts.js";
import { findSkillTest, passMarkPointsOf, skillsOfTest, totalOf } from "../services/tests.js";

export const SkillTest: SkillTestResolvers = {
  __resolveReference: (ref, ctx) => findSkillTest(ctx, ref.id),
  total: (test) => totalOf(test),
  questionCount: (test) => test.questionsDrawn,
  passMarkPoints: (test) => passMarkPointsOf(test),
  skills: (test, _, ctx) => skillsOfTest(ctx, test),
  viewerProgress: (test, _, ctx) => viewerProgressOf(ctx, test),
  bank: (test, { includeRetired }, ctx) => bankOf(ctx, test, includeRetired ?? false),
};
