/**
 * Hostile input is answered 4xx, never 5xx: over 10,000 generated malformed and hostile requests (router/
 * hostile-requests.ts) against /graphql and /auth/*, interleaved with health checks. Every response is below 500,
 * every error carries a stable code, no response carries SQL, a stack, an address or an internal message, nothing is
 * written, and the log has exactly one access line per request and no stack trace for a client mistake.
 *
 * Runs once, on PGlite: the edges under test (HTTP, parsing, validation, limits, masking) do not depend on the engine,
 * and the database suite on PostgreSQL would double a minute of CI for nothing.
 */
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../subgraphs/shared/db.js";
import { memoryLogger } from "../subgraphs/shared/testing/log.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { hostileRequests, loadPublicSchema, type HostileRequest } from "./hostile-requests.js";
import { startTestRouter, type TestRouter } from "./testing.js";

const COUNT = Number(process.env.FUZZ_COUNT ?? 10_500);
const CONCURRENCY = 8;
/** Codes a client may see; anything else is a leak of an internal error. */
const STABLE_CODES = new Set([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_NOT_REGISTERED",
  "METHOD_NOT_ALLOWED",
]);
/** What must never reach a client: SQL, driver text, stack frames, addresses, Node internals. */
const LEAKS = [
  /Failed query/i,
  /params:/,
  /\n\s+at\s.+:\d+:\d+/,
  /node_modules/,
  /127\.0\.0\.1/,
  /ECONNREFUSED|ECONNRESET/,
  /\.ts:\d+/,
  /Internal server error/,
  /Unexpected error/i,
  /\bSQLSTATE\b/,
];

interface Outcome {
  request: HostileRequest;
  status: number;
  text: string;
}

function send(base: URL, agent: http.Agent, r: HostileRequest): Promise<Outcome> {
  // Node frames a DELETE's body only with an explicit length (it does not chunk such methods by default).
  const length = r.body === undefined ? {} : { "content-length": String(Buffer.byteLength(r.body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: r.path,
        method: r.method,
        headers: { ...r.headers, ...length, origin: base.origin },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ request: r, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    // A server may answer (413) and close before reading a huge body; that is its right.
    req.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "EPIPE" || err.code === "ECONNRESET" ? resolve({ request: r, status: 413, text: "" }) : reject(err),
    );
    if (r.body !== undefined) req.end(r.body);
    else req.end();
  });
}

/** The codes an error response carries: GraphQL `errors[].extensions.code` or the REST `error.code`. */
function errorCodes(text: string): string[] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== "object") return null;
  const b = body as { errors?: { extensions?: { code?: string } }[]; error?: { code?: string } };
  if (Array.isArray(b.errors)) return b.errors.map((e) => String(e.extensions?.code ?? ""));
  if (b.error) return [String(b.error.code ?? "")];
  return [];
}

async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.query<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'drizzle%'`,
  );
  const counts: Record<string, number> = {};
  for (const { s, t } of tables) {
    // Failed log-ins are meant to be counted: that is the throttle at work, not a write by the attacker.
    if (s === "auth" && t === "attempt_counters") continue;
    const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${s}"."${t}"`);
    counts[`${s}.${t}`] = row!.n;
  }
  return counts;
}

const skipOnPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(skipOnPostgres)("hostile input through the router", () => {
  let database: Database;
  let router: TestRouter;
  const { lines, logger } = memoryLogger();

  beforeAll(async () => {
    database = await createTestDatabase();
    router = await startTestRouter(database, "in-process", { logger });
  }, 120_000);
  afterAll(async () => {
    await router?.stop();
    await database?.close();
  });

  it(`answers ${COUNT} hostile requests with coded 4xx, leaks nothing, writes nothing and stays healthy`, async () => {
    const schema = loadPublicSchema(path.join(import.meta.dirname, ".."));
    const requests = hostileRequests(schema, COUNT);
    const base = new URL(router.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const before = await tableCounts(database);

    const outcomes: Outcome[] = [];
    let healthChecks = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const i = next++;
        outcomes.push(await send(base, agent, requests[i]!));
        if (i % 250 === 0) {
          const health = await send(base, agent, { kind: "health", method: "GET", path: "/health", headers: {} });
          expect(health.status, "the process answers health checks throughout").toBe(200);
          healthChecks++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();

    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const uncoded = outcomes.filter((o) => {
      if (o.status < 400 && !o.text.includes('"errors"')) return false;
      const codes = errorCodes(o.text);
      // A 413 whose body the server never got to write (the socket closed under a huge upload) has nothing to code.
      if (o.status === 413 && o.text === "") return false;
      return !codes || codes.length === 0 || codes.some((c) => !STABLE_CODES.has(c));
    });
    const leaking = outcomes.filter((o) => LEAKS.some((re) => re.test(o.text)));
    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const kinds = new Set(requests.map((r) => r.kind));
    console.info(
      `hostile input: ${outcomes.length} sent (${kinds.size} kinds), ${healthChecks} health checks; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}; ` +
        `5xx ${serverErrors.length}, uncoded ${uncoded.length}, leaking ${leaking.length}`,
    );
    const sample = (list: Outcome[]) =>
      list
        .slice(0, 8)
        .map(
          (o) =>
            `${o.request.kind} ${o.request.method} ${o.request.path} ${String(o.request.body ?? "").slice(0, 200)} → ${o.status} ${o.text.slice(0, 300)}`,
        );
    expect(sample(serverErrors)).toEqual([]);
    expect(sample(uncoded)).toEqual([]);
    expect(sample(leaking)).toEqual([]);

    // Nothing written: every table holds what it held before.
    expect(await tableCounts(database)).toEqual(before);

    // The log: one access line per request (health checks are not logged), no "unexpected error" and no stack for
    // a client's mistake.
    const access = lines.filter((l) => typeof l.responseTime === "number");
    expect(access.length).toBe(outcomes.length);
    const unexpected = lines.filter((l) => l.msg === "unexpected error");
    expect(unexpected.map((l) => JSON.stringify(l).slice(0, 300))).toEqual([]);
    expect(lines.filter((l) => JSON.stringify(l).includes('"stack"')).length).toBe(0);
    expect(access.every((l) => typeof l.requestId === "string")).toBe(true);
    if (!process.env.FUZZ_COUNT) expect(outcomes.length).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
