/** DataLoader helpers: one batched query per entity type per request, results in key order. */
import DataLoader from "dataloader";
import { sql, type SQL } from "drizzle-orm";
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
 * parent's order (one extra row tells whether a next page exists), typically with `childPageRows`. One statement per distinct window, which in practice is one per request.
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

export interface ChildPageOptions {
  /** The table's key (what the page's rows are picked by). */
  key: PgColumn;
  /** The column naming each row's parent, and the parents asked for. */
  parentColumn: PgColumn;
  parents: readonly (string | number)[];
  /** Each parent's order (an index on the parent column and these serves it). */
  orderBy: SQL;
  /** What else a child must match (visibility, liveness); written on `table`'s own columns. */
  where?: SQL;
}

/**
 * The keys of each parent's page of children, as a subquery: for every parent a LATERAL select of its rows at
 * positions offset+1 … offset+limit+1 in `orderBy` order. Each parent's page is read from an index on (parent, order)
 * and stops at its limit, so it costs the same however many children a parent has (a row_number() over each parent's
 * partition would number them all).
 */
export function childPageKeys(table: PgTable, opts: ChildPageOptions, window: { offset: number; limit: number }): SQL {
  const parents = sql`array[${sql.join(
    opts.parents.map((p) => sql`${p}`),
    sql`, `,
  )}]::${sql.raw(opts.parentColumn.getSQLType())}[]`;
  const also = opts.where ? sql` and ${opts.where}` : sql``;
  return sql`select page.key from unnest(${parents}) as parent(id) cross join lateral (select ${opts.key} as key from ${table} where ${opts.parentColumn} = parent.id${also} order by ${opts.orderBy} limit ${window.limit + 1} offset ${window.offset}) as page`;
}

/**
 * The usual `fetch` of `loaderOfChildPages`, in one statement: each parent's rows at positions offset+1 …
 * offset+limit+1 of its order (childPageKeys), returned in that order.
 */
export async function childPageRows<T extends PgTable>(
  db: Db,
  table: T,
  opts: ChildPageOptions,
  window: { offset: number; limit: number },
): Promise<T["$inferSelect"][]> {
  if (opts.parents.length === 0) return [];
  return (await db
    .select()
    .from(table as PgTable)
    .where(sql`${opts.key} in (${childPageKeys(table, opts, window)})`)
    .orderBy(opts.orderBy)) as T["$inferSelect"][];
}
