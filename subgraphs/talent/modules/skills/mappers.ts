/** What the skills module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { skillRoles, skillTests, userSkillRoles, verifiedSkills } from "../../../../drizzle/schema/talent.js";
import type { CategoryReadiness, RequirementOutcome, RoleReadiness } from "./rules/readiness.js";
import type { SkillRequirement } from "./rules/roles.js";

export type SkillRoleRow = typeof skillRoles.$inferSelect;
export type SkillTestRow = typeof skillTests.$inferSelect;
export type UserSkillRoleRow = typeof userSkillRoles.$inferSelect;
export type VerifiedSkillRow = typeof verifiedSkills.$inferSelect;

/** A requirement as the rules read it (MANDATORY with its skill, CONDITIONAL with its allowed skills), from its rows. */
export type SkillRequirementModel = SkillRequirement;
export type SkillRequirementOutcomeModel = RequirementOutcome;
export type SkillCategoryReadinessModel = CategoryReadiness;
export type SkillReadinessModel = RoleReadiness;
