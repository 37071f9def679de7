import type { SkillTestTermResolvers } from "../../../__generated__/resolvers-types.js";
import { termText } from "../rules/tests.js";

export const SkillTestTerm: SkillTestTermResolvers = {
  text: (term) => termText(term),
};
