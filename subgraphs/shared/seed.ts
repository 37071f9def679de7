/**
 * Idempotent seeding: upserts by natural id, so content added later reaches existing data folders. Columns in `keep`
 * are written when a row is first inserted and never refreshed: dates counted from the seeding day (seed-dates.ts)
 * stay those of the first seeding, so what was done against them stays true and an admin's later change survives.
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "./db.js";

export async function upsertAll<T extends PgTable>(
  db: Tx,
  table: T,
  rows: T["$inferInsert"][],
  target: PgColumn | PgColumn[],
  opts: { keep?: PgColumn[] } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targetNames = new Set((Array.isArray(target) ? target : [target]).map((c) => c.name));
  for (const c of opts.keep ?? []) targetNames.add(c.name);
  const set: Record<string, unknown> = {};
  for (const key of Object.keys(rows[0] as object)) {
    const column = columns[key];
    if (column && !targetNames.has(column.name)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const insert = (db as any).insert(table).values(rows);
  await (Object.keys(set).length ? insert.onConflictDoUpdate({ target, set }) : insert.onConflictDoNothing({ target }));
}
