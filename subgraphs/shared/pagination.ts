/**
 * The one way to page: `page` (1-based) and `pageSize` (the SPEC's size for that list by default, capped at 100)
 * in, `{ items, pageInfo }` out. The counts are thunks, so a count query runs only when a client asks for one
 * (GraphQL's default resolver calls a function-valued property), and none when the page shows where the list ends.
 * `knownCount` counts no further than KNOWN_COUNT_LIMIT (+1, to tell "exactly" from "more"), so it stays cheap on a
 * list of any length; `totalCount` counts everything.
 */
import { count, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "./db.js";
import { fromZodIssues } from "./errors.js";
import { KNOWN_COUNT_LIMIT, MAX_PAGE_SIZE } from "./page-size.js";

export { KNOWN_COUNT_LIMIT, MAX_PAGE_SIZE };

export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageWindow(args: PageArgs, defaultPageSize: number): PageWindow {
  const parsed = z
    .object({
      page: z.number().int().min(1, "page starts at 1").max(1_000_000).default(1),
      pageSize: z
        .number()
        .int()
        .min(1, "pageSize must be at least 1")
        .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
        .default(defaultPageSize),
    })
    .safeParse({ page: args.page ?? undefined, pageSize: args.pageSize ?? undefined });
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { page, pageSize } = parsed.data;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export interface PageInfoModel {
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: () => Promise<number>;
  totalPages: () => Promise<number>;
  knownCount: () => Promise<number>;
  countIsExact: () => Promise<boolean>;
}
export interface Page<T> {
  items: T[];
  pageInfo: PageInfoModel;
}

/**
 * Counts a list's items: all of them, or with `limit` no further than that (a count that stops early; a counter may
 * ignore `limit` when its list is small by nature).
 */
export type ItemCounter = (limit?: number) => Promise<number>;

/**
 * Builds a page from rows fetched with `limit: window.limit + 1` (the extra row tells whether a next page exists)
 * and a counter run at most once per kind of count, on demand. On the list's last page (a page with items and none
 * after it) the count is known without counting.
 */
export function toPage<T>(rowsPlusOne: T[], window: PageWindow, count: ItemCounter, known: { hasNextPage?: boolean } = {}): Page<T> {
  const items = rowsPlusOne.slice(0, window.limit);
  // A source that pages by itself (a peer's list) says whether more follow; otherwise the extra row tells.
  const hasNextPage = known.hasNextPage ?? rowsPlusOne.length > window.limit;
  const seenToEnd = !hasNextPage && (items.length > 0 || window.offset === 0) ? window.offset + items.length : null;
  let counted: Promise<number> | undefined;
  let countedUpTo: Promise<number> | undefined;
  const totalCount = () => (counted ??= seenToEnd !== null ? Promise.resolve(seenToEnd) : count());
  const upToLimit = () => (countedUpTo ??= seenToEnd !== null ? Promise.resolve(seenToEnd) : count(KNOWN_COUNT_LIMIT + 1));
  return {
    items,
    pageInfo: {
      page: window.page,
      pageSize: window.pageSize,
      hasNextPage,
      hasPreviousPage: window.page > 1,
      totalCount,
      totalPages: async () => Math.ceil((await totalCount()) / window.pageSize),
      knownCount: async () => Math.min(await upToLimit(), KNOWN_COUNT_LIMIT),
      countIsExact: async () => (await upToLimit()) <= KNOWN_COUNT_LIMIT,
    },
  };
}

/** A count of `source`'s rows matching `where`, stopping at `limit` when given (a limited subquery). */
export async function countRows(db: Db, source: PgTable, where: SQL | undefined, limit?: number): Promise<number> {
  if (limit === undefined) {
    const [r] = await db.select({ n: count() }).from(source).where(where);
    return r?.n ?? 0;
  }
  const upTo = db
    .select({ one: sql`1` })
    .from(source)
    .where(where)
    .limit(limit)
    .as("up_to");
  const [r] = await db.select({ n: count() }).from(upTo);
  return r?.n ?? 0;
}

/**
 * One page of a table's rows: the `limit + 1` select in the given order, and a count (same filter) run only when a
 * client asks for totals. Every flat paged list uses this; child pages under many parents use `loaderOfChildPages`.
 */
export async function pageOfTable<TTable extends PgTable>(
  db: Db,
  table: TTable,
  window: PageWindow,
  opts: { where?: SQL; orderBy: (SQL | PgColumn)[] },
): Promise<Page<InferSelectModel<TTable>>> {
  const source = table as PgTable;
  const rows = (await db
    .select()
    .from(source)
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(window.limit + 1)
    .offset(window.offset)) as InferSelectModel<TTable>[];
  return toPage(rows, window, (limit) => countRows(db, source, opts.where, limit));
}
