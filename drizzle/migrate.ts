/** Applies every domain's migrations, in DOMAINS order, on PGlite or PostgreSQL. Safe to run at every start. */
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Database } from "../subgraphs/shared/db.js";
import { DOMAINS } from "./domains.js";
import { fromProjectRoot } from "../subgraphs/shared/project-root.js";
import fs from "node:fs";

const migrationsRoot = fromProjectRoot("drizzle", "migrations");

export async function migrateAll(database: Database): Promise<void> {
  for (const domain of DOMAINS) {
    const migrationsFolder = path.join(migrationsRoot, domain);
    if (!fs.existsSync(path.join(migrationsFolder, "meta", "_journal.json"))) continue;
    const config = { migrationsFolder, migrationsTable: `migrations_${domain}`, migrationsSchema: "drizzle" };
    if (database.engine === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}
