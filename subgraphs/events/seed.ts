/** The events subgraph's seed: the events (content, every environment) and, in demo environments, the demo world. */
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { seedDemoEvents } from "./modules/invites/index.js";
import { seedListings } from "./modules/listings/index.js";

export async function seedEvents(db: Db, opts: SeedOptions): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await seedListings(tx, now);
    if (opts.demo) await seedDemoEvents(tx, now);
  });
}
