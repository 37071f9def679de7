import type { SkillRequirementOutcomeResolvers } from "../../../__generated__/resolvers-types.js";
import { findTool } from "../../vocabulary/index.js";

export const SkillRequirementOutcome: SkillRequirementOutcomeResolvers = {
  metBy: (outcome, _, ctx) => (outcome.metBy ? findTool(ctx, outcome.metBy) : null),
  bestSkill: (outcome, _, ctx) => (outcome.bestSkillId ? findTool(ctx, outcome.bestSkillId) : null),
};
