/** Seeds the tools and skills vocabulary and the career roles with their skill sets (upserts by natural id, at every start). */
import { careerRoles, roleSkills, tools } from "../../../../drizzle/schema/talent.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { CAREER_ROLE_SEED, ROLE_SKILL_SEED, TOOL_SEED } from "./seed-data.js";

export async function seedVocabulary(tx: Tx): Promise<void> {
  await upsertAll(tx, tools, TOOL_SEED, tools.id);
  await upsertAll(tx, careerRoles, CAREER_ROLE_SEED, careerRoles.id);
  await upsertAll(tx, roleSkills, ROLE_SKILL_SEED, [roleSkills.roleId, roleSkills.toolId]);
}
