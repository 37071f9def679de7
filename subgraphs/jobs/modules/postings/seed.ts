/**
 * Seeds job postings (content, upserted at every start in every environment: the job list is public) and, in a demo,
 * the demo student's saved jobs (inserted once, never overwritten).
 */
import { jobTable, savedJobs } from "../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { seedAt } from "../../../shared/seed-dates.js";
import { upsertAll } from "../../../shared/seed.js";
import type { SeedOptions } from "../../../shared/server.js";
import { DEMO_SAVED_JOB_IDS, jobSeed } from "./seed-data.js";

/** Posting dates are those of the first seeding (counted from its day `now`), never refreshed. */
export async function seedPostings(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  await upsertAll(tx, jobTable, jobSeed(now), jobTable.id, { keep: [jobTable.createdAt] });
  if (!opts.demo) return;
  const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
  await tx
    .insert(savedJobs)
    .values(DEMO_SAVED_JOB_IDS.map((jobId, i) => ({ userId: student.id, jobId, savedAt: seedAt(now, -5 + i, "21:00") })))
    .onConflictDoNothing();
}
