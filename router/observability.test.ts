/**
 * What an operator sees, in both runtime modes: the request id (kept from a sane incoming header, made otherwise)
 * travels to the subgraphs and back in `X-Request-Id`; one JSON access line per request with operation name, status
 * and duration; an unexpected error is masked for the client and logged in full under the request id; Prometheus
 * metrics per operation; /health and /ready (database, subgraphs in split mode, draining).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { memoryLogger } from "../subgraphs/shared/testing/log.js";
import type { SubgraphDefinition } from "../subgraphs/shared/server.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { createRouterApp } from "./app.js";
import { ROUTER_MODES, routerSuite } from "./testing.js";

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe.each(ROUTER_MODES)("observability (%s)", (mode) => {
  const { lines, logger } = memoryLogger();
  /** Request ids the courses subgraph saw in its context. */
  const seenIds: string[] = [];
  const definitions = SUBGRAPH_DEFINITIONS.map((def): SubgraphDefinition => {
    if (def.name !== "courses") return def;
    const resolvers = def.resolvers as Record<string, Record<string, unknown>>;
    return {
      ...def,
      context: (base) => (seenIds.push(base.requestId), def.context(base)),
      // courseCategories fails unexpectedly here, with text a client must never see.
      resolvers: {
        ...resolvers,
        Query: {
          ...resolvers.Query,
          courseCategories: () => {
            throw new Error('Failed query: select secret from "courses"."x" params: 127.0.0.1');
          },
        },
      },
    };
  });
  const router = routerSuite(mode, undefined, { definitions, logger });

  it("keeps a sane incoming request id, passes it to the subgraph and returns it; replaces an unsafe one", async () => {
    const res = await post(
      router.url,
      { query: "query CourseIds { courses(page: 1, pageSize: 1) { items { id } } }", operationName: "CourseIds" },
      { "x-request-id": "lb-1234.abc" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("lb-1234.abc");
    expect(seenIds).toContain("lb-1234.abc");

    const unsafe = await post(
      router.url,
      { query: "{ courses(page: 1, pageSize: 1) { items { id } } }" },
      { "x-request-id": "x\r\nforged: 1".replace(/[\r\n]/g, " ") + "<script>" },
    );
    const id = unsafe.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenIds.at(-1)).toBe(id);
  });

  it("writes one access line per request with the operation name, status, duration and request id", async () => {
    const before = lines.length;
    const res = await post(router.url, { query: "query AccessLogProbe { courses(page: 1, pageSize: 1) { items { id } } }" });
    const id = res.headers.get("x-request-id");
    await res.text();
    const access = lines.slice(before).filter((l) => l.requestId === id && typeof l.responseTime === "number");
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ operationName: "AccessLogProbe", operationType: "query", res: { statusCode: 200 }, level: "info" });
    // No headers or cookies in the line.
    expect(JSON.stringify(access[0])).not.toMatch(/cookie|content-type/i);
  });

  it("masks an unexpected error for the client and logs it in full under the request id", async () => {
    const before = lines.length;
    const res = await post(router.url, { query: "query Categories { courseCategories { id } }" });
    const text = await res.text();
    const id = res.headers.get("x-request-id");
    expect(text).not.toMatch(/secret|select|127\.0\.0\.1|Failed query/);
    const body = JSON.parse(text) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("INTERNAL_SERVER_ERROR");
    const logged = lines.slice(before).filter((l) => l.msg === "unexpected error" && l.requestId === id);
    // Logged where it happened (the subgraph), in full, under the same request id.
    expect(logged.some((l) => l.subgraph === "courses" && JSON.stringify(l.err).includes("select secret"))).toBe(true);
  });

  it("counts requests, errors and latency per operation at /metrics", async () => {
    await (await post(router.url, { query: "query MetricsProbe { courses(page: 1, pageSize: 1) { items { id } } }" })).text();
    await (await post(router.url, { query: "mutation MetricsDenied { logOutEverywhere }", operationName: "MetricsDenied" })).text();
    const res = await fetch(`${router.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/talentforge_graphql_operations_total\{operation="MetricsProbe",type="query",outcome="ok"\} 1/);
    expect(text).toMatch(/talentforge_graphql_operation_duration_seconds_count\{operation="MetricsProbe"\} 1/);
    expect(text).toMatch(/talentforge_graphql_errors_total\{operation="MetricsDenied",code="GRAPHQL_VALIDATION_FAILED"\} 1/);
    expect(text).toMatch(/talentforge_http_requests_total\{route="\/graphql",method="POST",status="200"\}/);
    expect(text).toMatch(/talentforge_process_cpu_user_seconds_total/);
    if (process.env.DATABASE_URL) expect(text).toMatch(/talentforge_db_pool_connections\{state="total"\}/);
  });

  it("answers /health and /ready (database and, in split mode, every subgraph)", async () => {
    const health = await fetch(`${router.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${router.url}/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe("ready");
    expect(body.checks.database).toBe("ok");
    if (mode === "http")
      expect(
        Object.keys(body.checks)
          .filter((k) => k.startsWith("subgraph:"))
          .sort(),
      ).toEqual(SUBGRAPH_DEFINITIONS.map((d) => `subgraph:${d.name}`).sort());
  });
});

describe("readiness when something is missing", () => {
  it("is 503 while draining, when the database fails, and when a split-mode subgraph is unreachable", async () => {
    const database = await createTestDatabase();
    // A port that was free a moment ago: nothing answers there.
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const dead = `http://127.0.0.1:${deadPort}/graphql`;
    const router = await createRouterApp({
      database,
      mode: "http",
      serveClient: false,
      urls: { courses: dead, talent: dead, jobs: dead, forum: dead, events: dead },
    });
    const server = http.createServer(router.app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const down = await fetch(`${url}/ready`);
      expect(down.status).toBe(503);
      const body = (await down.json()) as { checks: Record<string, string> };
      expect(body.checks["subgraph:courses"]).toBe("unavailable");
      expect(body.checks.database).toBe("ok");
      expect(JSON.stringify(body)).not.toContain(String(deadPort));
      expect((await fetch(`${url}/health`)).status).toBe(200);

      router.health.draining = true;
      const draining = await fetch(`${url}/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: "draining" });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await router.stop();
      await database.close();
    }
  });
});
