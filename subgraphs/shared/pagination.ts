/**
 * The one way to page: `page` (1-based) and `pageSize` (the SPEC's size for that list by default, capped at 100)
 * in, `{ items, pageInfo }` out. `totalCount`/`totalPages` are thunks, so the count query runs only when a client
 * asks for them (GraphQL's default resolver calls a function-valued property).
 */
import { count, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "./db.js";
import { fromZodIssues } from "./errors.js";
import { MAX_PAGE_SIZE } from "./page-size.js";

export { MAX_PAGE_SIZE };

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
}
export interface Page<T> {
  items: T[];
  pageInfo: PageInfoModel;
}

/**
 * Builds a page from rows fetched with `limit: window.limit + 1` (the extra row tells whether a next page exists)
 * and a count function run at most once, on demand.
 */
export function toPage<T>(rowsPlusOne: T[], window: PageWindow, count: () => Promise<number>): Page<T> {
  let counted: Promise<number> | undefined;
  const totalCount = () => (counted ??= count());
  return {
    items: rowsPlusOne.slice(0, window.limit),
    pageInfo: {
      page: window.page,
      pageSize: window.pageSize,
      hasNextPage: rowsPlusOne.length > window.limit,
      hasPreviousPage: window.page > 1,
      totalCount,
      totalPages: async () => Math.ceil((await totalCount()) / window.pageSize),
    },
  };
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
  return toPage(rows, window, async () => {
    const [r] = await db.select({ n: count() }).from(source).where(opts.where);
    return r?.n ?? 0;
  });
}
