import type { SkillBankQuestionResolvers } from "../../../__generated__/resolvers-types.js";

/** Reached only through SkillTest.bank, which admits talent admins alone: so the correct options may show here. */
export const SkillBankQuestion: SkillBankQuestionResolvers = {
  correctOptionIds: (q) => q.correct,
  retiredAt: (q) => q.retiredAt?.toISOString() ?? null,
};
