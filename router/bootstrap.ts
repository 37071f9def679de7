/**
 * Brings a database up to date at every start: migrations, then idempotent seeds (every domain's content, and demo
 * accounts outside production). On PostgreSQL an advisory lock serialises concurrent starts (split mode).
 */
import type { Database } from "../subgraphs/shared/db.js";
import { isConnectionFailure } from "../subgraphs/shared/errors.js";
import { log as processLog, type Logger } from "../subgraphs/shared/log.js";
import { migrateAll } from "../drizzle/migrate.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { seedAuth } from "./auth/seed.js";

const BOOTSTRAP_LOCK = 74_201_126;

export interface PrepareOptions {
  demo: boolean;
  /** Where the steps are told (default: the process logger). */
  logger?: Logger;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

export async function prepareDatabase(database: Database, opts: PrepareOptions): Promise<void> {
  const logger = opts.logger ?? processLog;
  await database.exclusive(BOOTSTRAP_LOCK, async () => {
    let started = Date.now();
    logger.info("Migrating the database…");
    await migrateAll(database);
    logger.info(`Migrations applied in ${seconds(started)}.`);
    started = Date.now();
    logger.info(opts.demo ? "Seeding the content and the demo world…" : "Seeding the content…");
    for (const def of SUBGRAPH_DEFINITIONS) await def.seed?.(database.db, opts);
    await seedAuth(database.db, opts);
    logger.info(`Seeded in ${seconds(started)}.`);
  });
}

export interface WaitOptions {
  logger?: Logger;
  /** First wait between attempts; it doubles up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Give up after this long (default: never: a supervisor would only restart us into the same wait). */
  giveUpAfterMs?: number;
}

/**
 * `prepareDatabase` that waits for PostgreSQL when it cannot be reached yet (a database started after the app, or
 * restarting), trying again with a doubling delay and one log line per attempt; any other failure is thrown at once.
 */
export async function prepareDatabaseWhenReachable(database: Database, opts: PrepareOptions, wait: WaitOptions = {}): Promise<void> {
  const logger = wait.logger ?? processLog;
  const started = Date.now();
  let delay = wait.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await prepareDatabase(database, opts);
      if (attempt > 1) logger.info({ attempt }, "database reachable; migrated and seeded");
      return;
    } catch (err) {
      if (!isConnectionFailure(err)) throw err;
      if (wait.giveUpAfterMs !== undefined && Date.now() - started >= wait.giveUpAfterMs) throw err;
      logger.warn({ attempt, retryInMs: delay, reason: (err as Error).message }, "database unreachable at start; trying again");
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, wait.maxDelayMs ?? 15_000);
    }
  }
}
