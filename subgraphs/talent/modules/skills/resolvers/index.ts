import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";
import { SkillReadiness } from "./SkillReadiness.js";
import { SkillRequirement } from "./SkillRequirement.js";
import { SkillRequirementOutcome } from "./SkillRequirementOutcome.js";
import { SkillRole } from "./SkillRole.js";
import { SkillTest } from "./SkillTest.js";
import { User } from "./User.js";
import { VerifiedSkill } from "./VerifiedSkill.js";

export const skillResolvers: Resolvers = {
  Query,
  Mutation,
  User,
  SkillRole,
  SkillRequirement,
  SkillTest,
  VerifiedSkill,
  SkillRequirementOutcome,
  SkillReadiness,
};
