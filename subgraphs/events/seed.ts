/** Events (content, seeded in every environment: the events page is public). */
import { eventTable } from "../../drizzle/schema/events.js";
import type { Db } from "../shared/db.js";
import { upsertAll } from "../shared/seed.js";
import { EVENT_SEED } from "./seed-data.js";

export async function seedEvents(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, eventTable, EVENT_SEED, eventTable.id);
  });
}
