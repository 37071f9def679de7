import type { SkillAnswerResolvers } from "../../../__generated__/resolvers-types.js";

export const SkillAnswer: SkillAnswerResolvers = {
  answeredAt: (answer) => answer.answeredAt.toISOString(),
};
