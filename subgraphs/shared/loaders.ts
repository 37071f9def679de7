/** DataLoader helpers: one batched query per entity type per request, results in key order. */
import DataLoader from "dataloader";
import { and, asc, getTableColumns, gt, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./db.js";

/** Loads rows by a key; a missing key yields null. */
export function loaderByKey<K, R>(fetch: (keys: readonly K[]) => Promise<R[]>, keyOf: (row: R) => K): DataLoader<K, R | null> {
  return new DataLoader<K, R | null>(async (keys) => {
    const rows = await fetch(keys);
    const byKey = new Map<K, R>();
    for (const row of rows) byKey.set(keyOf(row), row);
    return keys.map((k) => byKey.get(k) ?? null);
  });
}

/** Loads the child rows of many parents at once; a parent without children yields []. */
export function loaderOfChildren<K, R>(fetch: (keys: readonly K[]) => Promise<R[]>, parentKeyOf: (row: R) => K): DataLoader<K, R[]> {
  return new DataLoader<K, R[]>(async (keys) => {
    const rows = await fetch(keys);
    const byKey = new Map<K, R[]>();
    for (const row of rows) {
      const k = parentKeyOf(row);
      const list = byKey.get(k);
      if (list) list.push(row);
      else byKey.set(k, [row]);
    }
    return keys.map((k) => byKey.get(k) ?? []);
  });
}

/** One parent's page of children: the key of `loaderOfChildPages`. */
export interface ChildPageKey<K> {
  parent: K;
  /** offset and limit of the page (from `pageWindow`). */
  window: { offset: number; limit: number };
}

/**
 * Pages of children for many parents at once (an employer's jobs, a person's posts). `fetch` receives the parents
 * that asked for the same window and returns, for each, the rows at positions offset+1 … offset+limit+1 of that
 * parent's order (one extra row tells whether a next page exists), typically ranked with row_number() over a
 * partition by parent. One statement per distinct window, which in practice is one per request.
 */
export function loaderOfChildPages<K extends string | number, R>(
  fetch: (parents: K[], window: { offset: number; limit: number }) => Promise<R[]>,
  parentKeyOf: (row: R) => K,
): DataLoader<ChildPageKey<K>, R[], string> {
  const keyOf = (parent: K, w: { offset: number; limit: number }) => `${w.offset}:${w.limit}:${String(parent)}`;
  return new DataLoader<ChildPageKey<K>, R[], string>(
    async (keys) => {
      const byWindow = new Map<string, { window: { offset: number; limit: number }; parents: Set<K> }>();
      for (const k of keys) {
        const w = `${k.window.offset}:${k.window.limit}`;
        const group = byWindow.get(w) ?? { window: k.window, parents: new Set<K>() };
        group.parents.add(k.parent);
        byWindow.set(w, group);
      }
      const results = new Map<string, R[]>();
      for (const { window, parents } of byWindow.values()) {
        for (const row of await fetch([...parents], window)) {
          const key = keyOf(parentKeyOf(row), window);
          const list = results.get(key);
          if (list) list.push(row);
          else results.set(key, [row]);
        }
      }
      return keys.map((k) => results.get(keyOf(k.parent, k.window)) ?? []);
    },
    { cacheKeyFn: (k) => keyOf(k.parent, k.window) },
  );
}

/**
 * The usual `fetch` of `loaderOfChildPages`, in one statement: the rows of `table` matching `where`, numbered with
 * row_number() within each parent (`partitionBy`) in `orderBy` order, keeping ranks offset+1 … offset+limit+1.
 * Rows come back in rank order, so each parent's children stay in its order.
 */
export async function rankedChildRows<T extends PgTable>(
  db: Db,
  table: T,
  opts: { partitionBy: PgColumn; orderBy: SQL; where?: SQL },
  window: { offset: number; limit: number },
): Promise<T["$inferSelect"][]> {
  const ranked = db
    .select({
      ...(getTableColumns(table as PgTable) as Record<string, PgColumn>),
      rank: sql<number>`row_number() over (partition by ${opts.partitionBy} order by ${opts.orderBy})`.as("rank"),
    })
    .from(table as PgTable)
    .where(opts.where)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(and(gt(ranked.rank, window.offset), lte(ranked.rank, window.offset + window.limit + 1)))
    .orderBy(asc(ranked.rank));
  return rows.map(({ rank: _rank, ...row }) => row as T["$inferSelect"]);
}
