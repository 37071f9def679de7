/** Seeds employers (content, upserted at every start in every environment: the companies list is public). */
import { employers } from "../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { EMPLOYER_SEED } from "./seed-data.js";

export async function seedEmployers(tx: Tx): Promise<void> {
  await upsertAll(tx, employers, EMPLOYER_SEED, employers.id);
}
