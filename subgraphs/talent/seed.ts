/** The tools and skills vocabulary and career roles with their skill sets (always) and the demo accounts' profiles (only outside production). */
import { careerRoles, roleSkills, tools, users } from "../../drizzle/schema/talent.js";
import type { Db } from "../shared/db.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import type { SeedOptions } from "../shared/server.js";
import { upsertAll } from "../shared/seed.js";
import { normalizeEmail } from "./rules/identity.js";
import { CAREER_ROLE_SEED, ROLE_SKILL_SEED, TOOL_SEED } from "./seed-data.js";

export async function seedTalent(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, tools, TOOL_SEED, tools.id);
    await upsertAll(tx, careerRoles, CAREER_ROLE_SEED, careerRoles.id);
    await upsertAll(tx, roleSkills, ROLE_SKILL_SEED, [roleSkills.roleId, roleSkills.toolId]);
    if (opts.demo) {
      // Insert-only: a demo person's own edits (their name) survive restarts.
      await tx
        .insert(users)
        .values(DEMO_ACCOUNTS.map((a) => ({ id: a.id, firstName: a.firstName, lastName: a.lastName, email: normalizeEmail(a.email) })))
        .onConflictDoNothing({ target: users.id });
    }
  });
}
