/**
 * The admin dashboard's figures: each subgraph serves a small summary of its own area. The root field checks the role
 * first and resolves to this marker; each figure is then a field of its own, resolved by the module that owns its
 * table, so a page asks only for the figures it shows.
 */
import { count, type Subquery } from "drizzle-orm";
import type { Db } from "./db.js";

export interface AdminSummaryModel {
  readonly authorized: true;
}

export const AUTHORIZED_SUMMARY: AdminSummaryModel = { authorized: true };

/**
 * Rows counted up to `bound`, never a whole big table: `count(*)` over the first `bound` rows of `rows` (a query
 * selecting anything, with its filter). Asked once per request (keyed by the context and `key`), so a figure and its
 * "capped" flag share one statement.
 */
const counted = new WeakMap<object, Map<string, Promise<number>>>();
export function boundedCount(
  ctx: { db: Db },
  key: string,
  rows: (db: Db) => { limit(n: number): { as(alias: string): Subquery } },
  bound: number,
): Promise<number> {
  let byKey = counted.get(ctx);
  if (!byKey) counted.set(ctx, (byKey = new Map()));
  let n = byKey.get(key);
  if (!n) {
    const firstRows = rows(ctx.db).limit(bound).as("first_rows");
    n = ctx.db
      .select({ n: count() })
      .from(firstRows)
      .then(([r]) => r?.n ?? 0);
    byKey.set(key, n);
  }
  return n;
}
