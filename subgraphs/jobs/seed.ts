/**
 * The jobs subgraph's seed: each module's, in one transaction and in the order their rows refer to each other
 * (employers before their jobs, jobs before the campaigns that list them and the applications to them). Employers,
 * job postings and campaigns are content, seeded in every environment (the job list is public); demo-only rows
 * (the demo student's saved jobs and applications, the demo recruiter as an approved representative of the employer
 * the student applied to) only with `opts.demo`, inserted once and never overwritten. Idempotent.
 */
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { seedApplications } from "./modules/applications/index.js";
import { seedCampaigns } from "./modules/campaigns/index.js";
import { seedEmployers } from "./modules/employers/index.js";
import { seedPostings } from "./modules/postings/index.js";
import { seedRepresentatives } from "./modules/representatives/index.js";

export async function seedJobs(db: Db, opts: SeedOptions = { demo: false }): Promise<void> {
  // Dates count from the seeding instant (shared/seed-dates.ts).
  const now = new Date();
  await db.transaction(async (tx) => {
    await seedEmployers(tx);
    await seedPostings(tx, opts, now);
    await seedCampaigns(tx);
    await seedRepresentatives(tx, opts, now);
    await seedApplications(tx, opts, now);
  });
}
