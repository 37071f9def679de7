/** Throttled attempts counted in the database, so a limit holds across router processes (the rule is rules.ts). */
import { and, eq, gt, sql } from "drizzle-orm";
import { attemptCounters } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { windowExpiredAtOrBefore, type AttemptCounter } from "./rules.js";

export interface Counted extends AttemptCounter {
  key: string;
}

/**
 * Counts one attempt for each key in one atomic upsert per row and returns the counts including it, so that under any
 * concurrency each attempt sees its own place in the window. The keys must share a window length; the window rule is
 * `countAttempt` in rules.ts.
 */
export async function countAttempts(db: Db, keys: string[], windowMs: number, now: Date): Promise<Map<string, Counted>> {
  const expired = sql`${windowExpiredAtOrBefore(windowMs, now).toISOString()}::timestamptz`;
  const passed = sql`${attemptCounters.windowStartedAt} <= ${expired}`;
  const rows = await db
    .insert(attemptCounters)
    .values(keys.map((key) => ({ key, attempts: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        attempts: sql`case when ${passed} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowStartedAt: sql`case when ${passed} then excluded.window_started_at else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ key: attemptCounters.key, attempts: attemptCounters.attempts, windowStartedAt: attemptCounters.windowStartedAt });
  return new Map(rows.map((r) => [r.key, r]));
}

/** Takes back counted attempts that were never checked (refused, or failed on our side), unless their window has moved on. */
export async function uncount(db: Db, counted: Counted[]): Promise<void> {
  for (const c of counted) {
    await db
      .update(attemptCounters)
      .set({ attempts: sql`${attemptCounters.attempts} - 1` })
      .where(and(eq(attemptCounters.key, c.key), eq(attemptCounters.windowStartedAt, c.windowStartedAt), gt(attemptCounters.attempts, 0)));
  }
}
