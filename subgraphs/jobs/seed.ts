/** Employers and job postings (content, seeded in every environment: the job list is public). */
import { employers, jobTable } from "../../drizzle/schema/jobs.js";
import type { Db } from "../shared/db.js";
import { upsertAll } from "../shared/seed.js";
import { JOBS_SEED } from "./seed-data.js";

export async function seedJobs(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, employers, JOBS_SEED.employers, employers.id);
    await upsertAll(tx, jobTable, JOBS_SEED.jobs, jobTable.id);
  });
}
