/**
 * Seeds job postings (content, upserted at every start in every environment: the job list is public) and, in a demo,
 * the demo student's saved jobs (inserted once, never overwritten).
 */
import { jobTable, savedJobs } from "../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { upsertAll } from "../../../shared/seed.js";
import type { SeedOptions } from "../../../shared/server.js";
import { DEMO_SAVED_JOB_IDS, JOB_SEED } from "./seed-data.js";

export async function seedPostings(tx: Tx, opts: SeedOptions): Promise<void> {
  await upsertAll(tx, jobTable, JOB_SEED, jobTable.id);
  if (!opts.demo) return;
  const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
  await tx
    .insert(savedJobs)
    .values(DEMO_SAVED_JOB_IDS.map((jobId, i) => ({ userId: student.id, jobId, savedAt: new Date(Date.UTC(2025, 6, 2 + i, 1)) })))
    .onConflictDoNothing();
}
