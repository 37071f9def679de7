/** What the vocabulary's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { careerRoles, roleSkills, tools } from "../../../../drizzle/schema/talent.js";

export type ToolRow = typeof tools.$inferSelect;
export type CareerRoleRow = typeof careerRoles.$inferSelect;
export type RoleSkillRow = typeof roleSkills.$inferSelect;
