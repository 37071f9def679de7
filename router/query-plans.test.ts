/**
 * The hot operations' query plans on the large dataset: every statement the key operations run (bench/operations.ts,
 * sent as the client sends them, through the router) is run again under EXPLAIN ANALYZE (in a transaction rolled
 * back), and no scan of a big table may read more than ROW_BUDGET of its rows: a page, a person's recent items and a
 * popular post's comments fit; a count of a whole list or a scan for want of an index does not, and would read a
 * million rows at a million. The benchmark measures the same operations at 1M.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { KEY_OPERATIONS } from "../bench/operations.js";
import { seedLarge } from "../bench/seed-large.js";
import type { Database } from "../subgraphs/shared/db.js";
import type { SentStatement } from "../subgraphs/shared/testing/database.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite } from "./testing.js";

/** Tables that grow with use (people, posts, votes, notifications, jobs, applications): never read whole. */
const BIG_TABLES = new Set([
  "accounts",
  "account_roles",
  "sessions",
  "users",
  "posts",
  "post_tags",
  "post_votes",
  "post_follows",
  "post_bookmarks",
  "comments",
  "comment_votes",
  "comment_bookmarks",
  "notifications",
  "notification_reads",
  "jobs",
  "job_applications",
  "job_application_history",
  "saved_jobs",
]);

/** The statement with its parameters written in as literals (EXPLAIN plans it as it ran). */
function withLiterals({ sql: text, params }: SentStatement): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return "null";
    if (typeof v === "number" || typeof v === "bigint") return String(v);
    if (typeof v === "boolean") return v ? "true" : "false";
    const s = v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : String(v);
    return `'${s.replace(/'/g, "''")}'`;
  };
  return text.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * The most rows one statement may read from one big table: a limited count reads KNOWN_COUNT_LIMIT + 1 and the few
 * its filter drops. The dataset below holds 4k jobs, 20k posts and comments, 40k votes and notifications.
 */
const ROW_BUDGET = 1_500;
const SCALE = 40_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}
/** Rows each big table's scans read (returned and filtered away), over the whole plan. */
function rowsRead(node: PlanNode, into = new Map<string, number>()): Map<string, number> {
  const table = node["Relation Name"];
  if (table && BIG_TABLES.has(table)) {
    const loops = node["Actual Loops"] ?? 1;
    const read =
      ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * loops;
    into.set(table, (into.get(table) ?? 0) + read);
  }
  for (const child of node.Plans ?? []) rowsRead(child, into);
  return into;
}

class RolledBack extends Error {}

/** Runs the statement again under EXPLAIN ANALYZE in a transaction that is rolled back (a vote is not cast twice). */
async function planOf(database: Database, statement: SentStatement): Promise<PlanNode> {
  let plan: PlanNode | undefined;
  await database.db
    .transaction(async (tx) => {
      const result = (await tx.execute(sql.raw(`explain (analyze, format json) ${withLiterals(statement)}`))) as unknown as
        { rows: Record<string, unknown>[] } | Record<string, unknown>[];
      const rows = Array.isArray(result) ? result : result.rows;
      const raw = rows[0]!["QUERY PLAN"];
      plan = ((typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan;
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return plan!;
}

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;

describe("the hot operations' query plans on the large dataset", () => {
  const suite = routerSuite(ROUTER_MODES[0]!, (database) => seedLarge(database, { scale: SCALE }).then(() => undefined));

  it.each(KEY_OPERATIONS.map((o) => [o.name, o] as const))(`%s reads at most ${ROW_BUDGET} rows of any big table`, async (_, operation) => {
    const browser = operation.session ? await logIn(suite.url, student.email) : null;
    const send = () =>
      browser
        ? browser.graphql(operation.query, operation.variables)
        : fetch(`${suite.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: suite.url },
            body: JSON.stringify({ query: operation.query, variables: operation.variables }),
          }).then(async (r) => ({ status: r.status, json: (await r.json()) as { errors?: unknown; data?: unknown } }));
    const { result, sent } = await suite.counter.count(send);
    expect(result.json.errors, JSON.stringify(result.json.errors)).toBeUndefined();
    const readable = sent.filter((s) => /^\s*(select|with|insert|update|delete)\b/i.test(s.sql));
    expect(readable.length).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const statement of readable) {
      const over = [...rowsRead(await planOf(suite.database, statement))].filter(([, n]) => n > ROW_BUDGET);
      if (over.length) offenders.push(`${over.map(([t, n]) => `${t}: ${n} rows`).join(", ")} ← ${statement.sql.slice(0, 300)}`);
    }
    expect(offenders).toEqual([]);
  });
});
