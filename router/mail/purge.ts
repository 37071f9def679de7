/**
 * Deletes what the outbox and the dev mailbox no longer need: sent messages a month after they were written, messages
 * not sent (failed or skipped) after a quarter, and dev mailbox copies after a month. Age is counted from the writing
 * (created_at, one index for every status); pending messages are never touched, whatever their age.
 * Each statement deletes at most a batch, picked by id in a sub-select, so a large backlog is many short transactions
 * rather than one that holds locks and bloats the write-ahead log. Rows another process is deleting at the same time are
 * skipped (SKIP LOCKED), so every router process may run it.
 */
import { and, eq, inArray, lt, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { devMailbox, outbox } from "../../drizzle/schema/mail.js";
import type { Db } from "../../subgraphs/shared/db.js";
import type { ScheduledJob } from "../../subgraphs/shared/jobs.js";
import { log as processLog, type Logger } from "../../subgraphs/shared/log.js";
import { DEV_MAILBOX_RETENTION_MS, PURGE_BATCH, SENT_RETENTION_MS, UNSENT_RETENTION_MS } from "../../subgraphs/shared/mail/index.js";

export interface PurgeReport {
  sent: number;
  unsent: number;
  devMailbox: number;
}

/** How often the purge runs: retention is counted in days, so hourly keeps each turn small. */
export const PURGE_EVERY_MS = 3_600_000;

/** Deletes the rows of `table` matching `where`, a batch per statement, until none is left; returns how many. */
async function deleteInBatches(db: Db, table: PgTable & { id: PgColumn }, where: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id: table.id }).from(table).where(where).limit(PURGE_BATCH).for("update", { skipLocked: true });
    const rows = await db.delete(table).where(inArray(table.id, batch)).returning({ id: table.id });
    deleted += rows.length;
    if (rows.length < PURGE_BATCH) return deleted;
  }
}

export async function purgeMail(db: Db, now = new Date(), logger: Logger = processLog): Promise<PurgeReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const report: PurgeReport = {
    sent: await deleteInBatches(db, outbox, and(eq(outbox.status, "sent"), lt(outbox.createdAt, before(SENT_RETENTION_MS)))!),
    unsent: await deleteInBatches(
      db,
      outbox,
      and(inArray(outbox.status, ["failed", "skipped"]), lt(outbox.createdAt, before(UNSENT_RETENTION_MS)))!,
    ),
    devMailbox: await deleteInBatches(db, devMailbox, lt(devMailbox.createdAt, before(DEV_MAILBOX_RETENTION_MS))),
  };
  if (report.sent || report.unsent || report.devMailbox) logger.info({ ...report }, "mail: old messages purged");
  return report;
}

/** The purge as a scheduled job (router/main.ts runs it with the other jobs). */
export function mailPurgeJob(logger?: Logger): ScheduledJob {
  return {
    name: "mail: purge old messages",
    everyMs: PURGE_EVERY_MS,
    run: (db, now) => purgeMail(db, now, logger),
  };
}
