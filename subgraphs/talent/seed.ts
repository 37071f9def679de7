/**
 * The talent subgraph's seed: each module's, in one transaction. The vocabulary and career roles are upserted by
 * natural id at every start; the skills system's roles and tests are inserted when missing (admins edit them); the
 * demo accounts' profiles and skills-system progress only with `opts.demo`, inserted once. Skills come after the
 * vocabulary (their tools) and profiles (the demo people).
 */
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { seedProfiles } from "./modules/profiles/index.js";
import { seedCareers } from "./modules/careers/index.js";
import { seedInterviews } from "./modules/interviews/index.js";
import { seedSkills } from "./modules/skills/index.js";
import { seedVocabulary } from "./modules/vocabulary/index.js";

export async function seedTalent(db: Db, opts: SeedOptions): Promise<void> {
  // Dates count from the seeding instant (shared/seed-dates.ts).
  const now = new Date();
  await db.transaction(async (tx) => {
    await seedVocabulary(tx);
    await seedProfiles(tx, opts, now);
    await seedSkills(tx, opts);
    await seedInterviews(tx, opts);
    await seedCareers(tx, opts);
  });
}
