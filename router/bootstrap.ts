/**
 * Brings a database up to date at every start: migrations, then idempotent seeds (every domain's content, and demo
 * accounts outside production). On PostgreSQL an advisory lock serialises concurrent starts (split mode).
 */
import type { Database } from "../subgraphs/shared/db.js";
import { migrateAll } from "../drizzle/migrate.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { seedAuth } from "./auth/seed.js";

const BOOTSTRAP_LOCK = 74_201_126;

export interface PrepareOptions {
  demo: boolean;
}

export async function prepareDatabase(database: Database, opts: PrepareOptions): Promise<void> {
  await database.exclusive(BOOTSTRAP_LOCK, async () => {
    await migrateAll(database);
    for (const def of SUBGRAPH_DEFINITIONS) await def.seed?.(database.db, opts);
    await seedAuth(database.db, opts);
  });
}
