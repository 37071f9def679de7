/**
 * The API explorer (router/graphiql.ts): /graphiql is the built page under its own content security policy, a browser
 * opening /graphql is sent there instead of Apollo's landing page, and in production introspection answers partner
 * API keys only.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { ApolloServer } from "@apollo/server";
import { buildSchema, getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../drizzle/schema/auth.js";
import type { Database } from "../subgraphs/shared/db.js";
import { formatError } from "../subgraphs/shared/errors.js";
import { API_KEY_HEADER, API_KEY_SHOWN_CHARS } from "../subgraphs/shared/partner-api.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { GRAPHIQL_PATH, INTROSPECTION_NEEDS_API_KEY, graphiqlPlugins, graphiqlRoutes } from "./graphiql.js";
import { apiKeyHash, generateApiKey, type PartnerKey } from "./partner/keys.js";
import { securityHeaders } from "./security-headers.js";
import { clientRoutes } from "./static.js";
import { startTestRouter, type TestRouter } from "./testing.js";
import type { RouterContext } from "./transport.js";

/** A CSP header's directives by name. */
function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

interface Answer {
  status: number;
  json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A partner's or anyone's POST to /graphql, without cookie or Origin. */
async function post(url: string, query: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, json: JSON.parse(await res.text()) };
}

/** A key made straight in the database (production seeds no admin to make one through /admin/api-keys). */
async function newKey(database: Database): Promise<string> {
  const secret = generateApiKey();
  await database.db.insert(apiKeys).values({
    name: "Explorer test",
    keyHash: apiKeyHash(secret),
    shownPrefix: secret.slice(0, API_KEY_SHOWN_CHARS),
    scopes: ["JOBS"],
    requestsPerMinute: 120,
    costPerMinute: 200_000,
  });
  return secret;
}

describe("the explorer's page", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "tf-graphiql-"));
  const page = '<!doctype html><title>TalentForge API explorer</title><div id="graphiql"></div>\n';
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>TalentForge</title>\n");
    fs.writeFileSync(path.join(dist, "graphiql.html"), page);
    // In router/app.ts's order: the app's headers, the explorer's routes, and (much later) the built client.
    const app = express();
    app.use(securityHeaders({ production: false, imageSources: [] }));
    app.use(graphiqlRoutes({ production: false }));
    app.use(clientRoutes(dist));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers /graphiql with the built page, revalidated on every use", async () => {
    const res = await fetch(`${url}${GRAPHIQL_PATH}`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(page);
  });

  it("sends the explorer's own policy: nothing but what the page and Monaco's workers need", async () => {
    const csp = directives((await fetch(`${url}${GRAPHIQL_PATH}`)).headers.get("content-security-policy"));
    expect(Object.fromEntries(csp)).toEqual({
      "default-src": "'none'",
      "script-src": "'self'",
      "worker-src": "'self'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data:",
      "font-src": "'self' data:",
      "connect-src": "'self'",
      "object-src": "'none'",
      "frame-src": "'none'",
      "frame-ancestors": "'none'",
      "base-uri": "'none'",
      "form-action": "'none'",
    });
    // The same file by its own name has the same policy (it would not work under the app's).
    const byName = await fetch(`${url}/graphiql.html`);
    expect(byName.status).toBe(200);
    expect(directives(byName.headers.get("content-security-policy")).get("font-src")).toBe("'self' data:");
  });

  it("leaves the app's pages their own policy", async () => {
    const csp = directives((await fetch(`${url}/jobs`, { headers: { accept: "text/html" } })).headers.get("content-security-policy"));
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("worker-src")).toBeUndefined();
  });
});

describe("/graphql in a browser", () => {
  let database: Database;
  let router: TestRouter;
  beforeAll(async () => {
    database = await createTestDatabase();
    router = await startTestRouter(database, "in-process");
  });
  afterAll(async () => {
    await router?.stop();
    await database?.close();
  });

  it("sends a browser asking for a page to the explorer (no landing page from a CDN)", async () => {
    const res = await fetch(`${router.url}/graphql`, {
      redirect: "manual",
      headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(GRAPHIQL_PATH);
    expect(await res.text()).not.toMatch(/apollo|sandbox|cdn/i);
  });

  it("still answers API clients' GET queries", async () => {
    for (const accept of ["application/json", "*/*", "application/graphql-response+json, application/json"]) {
      const res = await fetch(`${router.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
        redirect: "manual",
        headers: { accept, "apollo-require-preflight": "true" },
      });
      expect(res.status, accept).toBe(200);
      expect(await res.json(), accept).toEqual({ data: { __typename: "Query" } });
    }
  });

  it("lets anyone introspect outside production (the explorer's schema and docs)", async () => {
    const res = await post(router.url, getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect((res.json.data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(50);
  });
});

describe("introspection in production", () => {
  let database: Database;
  let router: TestRouter;
  let key: string;
  const previousEnv = process.env.NODE_ENV;

  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.NODE_ENV = "production";
    process.env.STORAGE_SIGNING_SECRET = "s".repeat(40); // required in production
    router = await startTestRouter(database, "in-process");
    key = await newKey(database);
  });
  afterAll(async () => {
    await router?.stop();
    await database?.close();
    process.env.NODE_ENV = previousEnv;
    delete process.env.STORAGE_SIGNING_SECRET;
  });

  it("is refused without a partner key, with a coded 4xx and no data", async () => {
    for (const query of [getIntrospectionQuery(), `{ __type(name: "Job") { name } }`]) {
      const res = await post(router.url, query);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.data ?? undefined).toBeUndefined();
      expect(res.json.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    }
  });

  it("answers a partner key, sent either way, with the whole schema and its descriptions", async () => {
    for (const headers of [{ authorization: `Bearer ${key}` }, { [API_KEY_HEADER]: key }] as Record<string, string>[]) {
      const res = await post(router.url, getIntrospectionQuery(), headers);
      expect(res.status, JSON.stringify(res.json.errors)).toBe(200);
      const types = (res.json.data?.__schema as { types: { name: string; description: string | null }[] }).types;
      expect(types.find((t) => t.name === "Job")?.description).toEqual(expect.any(String));
    }
  });

  it("still runs the explorer's default query for the key", async () => {
    const { DEFAULT_QUERY } = await import("../client/src/graphiql/default-query.js");
    const res = await post(router.url, DEFAULT_QUERY, { authorization: `Bearer ${key}` });
    expect(res.status, JSON.stringify(res.json.errors)).toBe(200);
    expect(res.json.errors).toBeUndefined();
    expect((res.json.data?.jobs as { items: unknown[] }).items).toEqual(expect.any(Array));
  });
});

describe("the introspection rule (graphiqlPlugins)", () => {
  const schema = buildSchema(`"Something to read." type Query { hello: String }`);
  const server = (production: boolean) =>
    new ApolloServer<RouterContext>({ schema, introspection: true, plugins: graphiqlPlugins(production), formatError: formatError(false) });
  const partner = { id: "k1", name: "Partner", scopes: ["JOBS"] } as unknown as PartnerKey;
  const run = async (s: ApolloServer<RouterContext>, query: string, context: Partial<RouterContext>) => {
    const res = await s.executeOperation({ query }, { contextValue: { viewer: null, request: {}, ...context } as RouterContext });
    if (res.body.kind !== "single") throw new Error("expected a single result");
    return { status: res.http.status, ...res.body.singleResult };
  };

  it("refuses introspection without a partner in production: FORBIDDEN, 403, a reason to tell it apart", async () => {
    const s = server(true);
    await s.start();
    try {
      for (const query of [
        "{ __schema { queryType { name } } }",
        `{ hello __type(name: "Query") { name } }`,
        "query Q { ...F } fragment F on Query { __schema { types { name } } }",
      ]) {
        const res = await run(s, query, { partner: null });
        expect(res.status, query).toBe(403);
        expect(res.data, query).toBeUndefined();
        expect(res.errors?.[0]?.message, query).toMatch(/introspection/i);
        expect(res.errors?.[0]?.extensions, query).toMatchObject({ code: "FORBIDDEN", reason: INTROSPECTION_NEEDS_API_KEY });
      }
      // __typename is no introspection of the schema.
      expect((await run(s, "{ __typename hello }", { partner: null })).errors).toBeUndefined();
      // A partner's request introspects.
      const answered = await run(s, "{ __schema { queryType { description } } }", { partner });
      expect(answered.errors).toBeUndefined();
      expect(answered.data).toEqual({ __schema: { queryType: { description: "Something to read." } } });
    } finally {
      await s.stop();
    }
  });

  it("lets everyone introspect outside production", async () => {
    const s = server(false);
    await s.start();
    try {
      const res = await run(s, "{ __schema { queryType { name } } }", { partner: null });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    } finally {
      await s.stop();
    }
  });
});
