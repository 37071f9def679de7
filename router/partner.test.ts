/**
 * Partner API keys through the router over HTTP: the admins' key management (/admin/api-keys), partner requests on
 * /graphql (a key, no cookie, no Origin), their scopes, the per-key limits shared by two routers on one database, the
 * RateLimit headers, and, field by field, that a partner never sees private or viewer-specific data.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildSchema, getNamedType, isLeafType, isObjectType, type GraphQLObjectType } from "graphql";
import { apiKeyWindows, apiKeys } from "../drizzle/schema/auth.js";
import { API_KEY_PATTERN, API_KEY_SCOPES, SCOPE_ROOT_FIELDS } from "../subgraphs/shared/partner-api.js";
import { projectRoot } from "../subgraphs/shared/project-root.js";
import { ApiKeyStore, apiKeyHash } from "./partner/keys.js";
import { openDatabase, type Database } from "../subgraphs/shared/db.js";
import { ROUTER_MODES, TestBrowser, logIn, routerSuite, startTestRouter, type TestRouter } from "./testing.js";

// One mode is enough (partner access is the router's alone); ROUTER_MODES picks which, so CI's PostgreSQL pass runs split.
const mode = ROUTER_MODES[0]!;
const suite = routerSuite(mode);
/**
 * A second router on the same database, as another process would be: limits must hold across both. On PostgreSQL it
 * has a pool of its own; on PGlite (one process's database) it shares the connection.
 */
let other: TestRouter;
let otherDatabase: Database | undefined;
beforeAll(async () => {
  if (suite.database.url) otherDatabase = await openDatabase({ url: suite.database.url, max: 4 });
  other = await startTestRouter(otherDatabase ?? suite.database, mode);
});
afterAll(async () => {
  await other?.stop();
  await otherDatabase?.close();
});

const JOB_ADMIN = "job-admin@demo.talentforge.test";
const STUDENT = "student@demo.talentforge.test";

interface GraphQLAnswer {
  status: number;
  headers: Headers;
  json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A partner's request: the key only (no cookie, no Origin) unless `headers` adds more. */
async function asPartner(
  url: string,
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = { authorization: `Bearer ${key}` },
): Promise<GraphQLAnswer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, json: JSON.parse(await res.text()) };
}

const codeOf = (r: { json: { errors?: { extensions?: Record<string, unknown> }[] } }) => r.json.errors?.[0]?.extensions?.code;

/** A key made by an admin through the admin routes. */
async function newKey(body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const admin = await logIn(suite.url, JOB_ADMIN);
  const res = await admin.request("/admin/api-keys", { body: { name: "Test partner", ...body } });
  expect(res.status).toBe(201);
  return { id: res.json.key.id, secret: res.json.secret };
}

/** Waits out the end of the clock's minute when it is close, so a burst falls in one rate-limit window. */
async function awayFromWindowEnd(marginMs = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}

/** The RateLimit header's members: { requests: { r, t }, cost: { r, t } }. */
function rateLimitOf(headers: Headers): Record<string, { r: number; t: number }> {
  const value = headers.get("ratelimit");
  expect(value).toMatch(/^"requests";r=\d+;t=\d+, "cost";r=\d+;t=\d+$/);
  return Object.fromEntries(
    [...value!.matchAll(/"(\w+)";r=(\d+);t=(\d+)/g)].map(([, name, r, t]) => [name!, { r: Number(r), t: Number(t) }]),
  );
}

const JOBS = `{ jobs(pageSize: 5) { items { id title } } }`;

describe("managing keys", () => {
  it("an admin creates, lists and revokes keys; the secret is shown once and only its hash is stored", async () => {
    const admin = await logIn(suite.url, JOB_ADMIN);
    const created = await admin.request("/admin/api-keys", { body: { name: "  Job board  ", scopes: ["EVENTS", "JOBS"] } });
    expect(created.status).toBe(201);
    const { key, secret } = created.json;
    expect(secret).toMatch(API_KEY_PATTERN);
    expect(key).toEqual({
      id: expect.any(String),
      name: "Job board",
      shownPrefix: secret.slice(0, 8),
      scopes: ["JOBS", "EVENTS"],
      requestsPerMinute: 120,
      costPerMinute: 200_000,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });

    const [row] = await suite.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(apiKeyHash(secret));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret.slice(8));

    const second = await admin.request("/admin/api-keys", {
      body: { name: "Course site", scopes: ["COURSES"], requestsPerMinute: 30, costPerMinute: 5000 },
    });
    expect(second.status).toBe(201);
    expect(second.json.key).toMatchObject({ requestsPerMinute: 30, costPerMinute: 5000 });

    const list = await admin.request("/admin/api-keys", { headers: { accept: "application/json" } });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const ids = (list.json.keys as { id: string }[]).map((k) => k.id);
    expect(ids.indexOf(second.json.key.id)).toBeLessThan(ids.indexOf(key.id));
    expect(list.json.keys.find((k: { id: string }) => k.id === key.id)).toEqual(key);
    expect(JSON.stringify(list.json)).not.toContain(secret.slice(8));
    expect(JSON.stringify(list.json)).not.toContain("secret");

    const revoked = await admin.request(`/admin/api-keys/${key.id}/revoke`, { body: {} });
    expect(revoked.status).toBe(200);
    expect(revoked.json.key).toEqual({ ...key, revokedAt: expect.any(String) });
    const again = await admin.request(`/admin/api-keys/${key.id}/revoke`, { method: "POST" });
    expect(again.status).toBe(200);
    expect(again.json.key.revokedAt).toBe(revoked.json.key.revokedAt);
    expect((await admin.request("/admin/api-keys")).json.keys.find((k: { id: string }) => k.id === key.id).revokedAt).toBe(
      revoked.json.key.revokedAt,
    );

    // Opened in the browser, the address is the client's page (the app shell; this router serves no client: 404).
    const page = await admin.request("/admin/api-keys", { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(page.json.keys).toBeUndefined();

    for (const id of ["00000000-0000-4000-8000-00000000dead", "not-a-key"]) {
      const missing = await admin.request(`/admin/api-keys/${id}/revoke`, { body: {} });
      expect(missing.status).toBe(404);
      expect(missing.json.error.code).toBe("NOT_FOUND");
    }
  });

  it("a revoked key stops at once in the process that revoked it, and in another once its short memory lapses", async () => {
    const { id, secret } = await newKey({ scopes: ["JOBS"] });
    const admin = { id: "00000000-0000-4000-8000-000000000004", email: JOB_ADMIN, roles: ["JOB_ADMIN" as const] };
    const here = new ApiKeyStore(suite.database.db, 300);
    const there = new ApiKeyStore(suite.database.db, 300);
    expect(await here.find(secret)).toMatchObject({ id, scopes: ["JOBS"] });
    expect(await there.find(secret)).toMatchObject({ id });
    await here.revoke(admin, id);
    expect(await here.find(secret)).toBeNull();
    expect(await there.find(secret)).toMatchObject({ id });
    await new Promise((r) => setTimeout(r, 350));
    expect(await there.find(secret)).toBeNull();
  });

  it("a visitor is 401 and a student 403 on every route, before the input is read", async () => {
    const { id } = await newKey({ scopes: ["JOBS"] });
    const before = (await suite.database.db.select().from(apiKeys)).length;
    const visitor = new TestBrowser(suite.url);
    const student = await logIn(suite.url, STUDENT);
    const routes = [
      { method: "GET", path: "/admin/api-keys" },
      { method: "POST", path: "/admin/api-keys" },
      { method: "POST", path: `/admin/api-keys/${id}/revoke` },
    ];
    for (const [who, browser, status, code] of [
      ["visitor", visitor, 401, "UNAUTHENTICATED"],
      ["student", student, 403, "FORBIDDEN"],
    ] as const) {
      for (const route of routes) {
        // A body that is not even JSON: refused for who they are, not for what they sent.
        const res = await fetch(suite.url + route.path, {
          method: route.method,
          headers: {
            origin: suite.url,
            ...(browser.cookies.size ? { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
            ...(route.method === "POST" ? { "content-type": "application/json" } : {}),
          },
          body: route.method === "POST" ? "{not json" : undefined,
        });
        expect(res.status, `${who} ${route.method} ${route.path}`).toBe(status);
        expect((await res.json()).error.code).toBe(code);
      }
    }
    expect((await suite.database.db.select().from(apiKeys)).length).toBe(before);
    const [row] = await suite.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it("bad input is 400 with a message per field; a cross-site post is refused", async () => {
    const admin = await logIn(suite.url, JOB_ADMIN);
    const bad = await admin.request("/admin/api-keys", {
      body: { name: " ", scopes: ["JOBS", "PROFILES"], requestsPerMinute: 0, costPerMinute: 10_000_000 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        name: expect.any(String),
        scopes: expect.any(String),
        requestsPerMinute: expect.any(String),
        costPerMinute: expect.any(String),
      },
    });
    const none = await admin.request("/admin/api-keys", { body: { name: "x", scopes: [] } });
    expect(none.json.error.fields).toEqual({ scopes: "Choose at least one scope." });

    const crossSite = await admin.request("/admin/api-keys", {
      body: { name: "x", scopes: ["JOBS"] },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("partner requests", () => {
  it("a JOBS key reads jobs and a job with no cookie and no Origin, through either header", async () => {
    const { secret } = await newKey({ scopes: ["JOBS"] });
    for (const headers of [{ authorization: `Bearer ${secret}` }, { "x-api-key": secret }] as Record<string, string>[]) {
      const list = await asPartner(suite.url, secret, JOBS, {}, headers);
      expect(list.status).toBe(200);
      expect(list.json.errors).toBeUndefined();
      const items = (list.json.data!.jobs as { items: { id: string }[] }).items;
      expect(items.length).toBeGreaterThan(0);
      const one = await asPartner(suite.url, secret, `query($id: ID!) { job(id: $id) { id title } }`, { id: items[0]!.id }, headers);
      expect(one.status).toBe(200);
      expect(one.json.data!.job).toMatchObject({ id: items[0]!.id });
    }
  });

  it("a key is FORBIDDEN outside its scopes, on fields in no scope and on any mutation", async () => {
    const { secret } = await newKey({ scopes: ["JOBS"] });
    const courses = await asPartner(suite.url, secret, `{ jobs { items { id } } courses { items { id } } }`);
    expect(courses.status).toBe(403);
    expect(codeOf(courses)).toBe("FORBIDDEN");
    expect(courses.json.errors![0]!.message).toBe('The field "courses" needs the COURSES scope, which this API key does not have.');
    expect(courses.json.data).toBeUndefined();
    // Every answer to a partner carries the limits, refusals too.
    expect(courses.headers.get("ratelimit-policy")).toBe('"requests";q=120;w=60, "cost";q=200000;w=60');

    const all = await newKey({ scopes: [...API_KEY_SCOPES] });
    for (const query of [`{ viewer { id } }`, `{ myOrders { id } }`, `{ myCertificates { id } }`]) {
      const res = await asPartner(suite.url, all.secret, query);
      expect(res.status, query).toBe(403);
      expect(res.json.errors![0]!.message).toMatch(/is not open to API keys/);
    }
    for (const mutation of [`mutation { saveJob(jobId: "5") { viewerSaved } }`, `mutation { __typename }`]) {
      const res = await asPartner(suite.url, all.secret, mutation);
      expect(res.status, mutation).toBe(403);
      expect(codeOf(res)).toBe("FORBIDDEN");
      expect(res.json.errors![0]!.message).toBe("An API key may only read: mutations are not allowed.");
    }
  });

  it("an unknown, malformed or revoked key is 401 UNAUTHENTICATED", async () => {
    const { id, secret } = await newKey({ scopes: ["JOBS"] });
    expect((await asPartner(suite.url, secret, JOBS)).status).toBe(200);
    const admin = await logIn(suite.url, JOB_ADMIN);
    expect((await admin.request(`/admin/api-keys/${id}/revoke`, { body: {} })).status).toBe(200);
    const unknown = secret.slice(0, -1) + (secret.endsWith("a") ? "b" : "a");
    for (const headers of [
      { authorization: `Bearer ${secret}` },
      { "x-api-key": unknown },
      { "x-api-key": "tfk_short" },
      { "x-api-key": "not-a-key" },
      { "x-api-key": secret, authorization: `Bearer ${unknown}` },
    ] as Record<string, string>[]) {
      const res = await asPartner(suite.url, secret, JOBS, {}, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
      expect(res.json.errors![0]).toMatchObject({ message: "This API key is not valid.", extensions: { code: "UNAUTHENTICATED" } });
    }
  });

  it("answers carry the RateLimit fields, counting each request and its cost down; last use is recorded", async () => {
    await awayFromWindowEnd();
    const { id, secret } = await newKey({ scopes: ["JOBS"], requestsPerMinute: 5, costPerMinute: 5000 });
    const first = await asPartner(suite.url, secret, JOBS);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe('"requests";q=5;w=60, "cost";q=5000;w=60');
    const one = rateLimitOf(first.headers);
    expect(one.requests!.r).toBe(4);
    expect(one.cost!.r).toBeLessThan(5000);
    expect(one.requests!.t).toBeGreaterThanOrEqual(1);
    expect(one.requests!.t).toBeLessThanOrEqual(60);
    const jobsCost = 5000 - one.cost!.r;

    const second = await asPartner(suite.url, secret, `{ __typename }`);
    const two = rateLimitOf(second.headers);
    expect(two.requests!.r).toBe(3);
    expect(two.cost!.r).toBe(5000 - jobsCost - 1);

    const [row] = await suite.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it("answers refused before the operation is read carry the RateLimit fields too, and count as requests", async () => {
    await awayFromWindowEnd();
    const { secret } = await newKey({ scopes: ["JOBS"], requestsPerMinute: 10, costPerMinute: 5000 });
    const bodies: [string, string, number][] = [
      ["not JSON", "{not json", 400],
      ["no keys", "{}", 400],
      ["a batch", '[{"query":"{ __typename }"}]', 400],
      ["an unknown persisted query", '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}', 400],
      ["too large", JSON.stringify({ query: "{ __typename }", padding: "a".repeat(5_000_000) }), 413],
    ];
    let left = 10;
    for (const [what, body, status] of bodies) {
      const res = await fetch(`${suite.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        body,
      });
      expect(res.status, what).toBe(status);
      expect((await res.json()).errors?.[0]?.extensions?.code, what).toBeDefined();
      expect(res.headers.get("ratelimit-policy"), what).toBe('"requests";q=10;w=60, "cost";q=5000;w=60');
      expect(rateLimitOf(res.headers).requests!.r, what).toBe(--left);
    }
    // An answer from the operation's plugin is counted once, not again on its way out.
    expect(rateLimitOf((await asPartner(suite.url, secret, `{ __typename }`)).headers).requests!.r).toBe(left - 1);
  });

  it("the request limit holds exactly across two routers sharing the database", async () => {
    await awayFromWindowEnd();
    const { id, secret } = await newKey({ scopes: ["JOBS"], requestsPerMinute: 10 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => asPartner(i % 2 ? other.url : suite.url, secret, `{ jobs(pageSize: 1) { items { id } } }`)),
    );
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(10);
    expect(limited).toHaveLength(6);
    for (const a of limited) {
      expect(codeOf(a)).toBe("RATE_LIMITED");
      const retryAfter = Number(a.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(a.json.errors![0]!.extensions!.retryAfterSeconds).toBe(retryAfter);
      expect(rateLimitOf(a.headers).requests!.r).toBe(0);
    }
    const windows = await suite.database.db.select().from(apiKeyWindows).where(eq(apiKeyWindows.keyId, id));
    expect(windows).toHaveLength(1);
    expect(windows[0]!.requests).toBe(16);
  });

  it("a spent cost budget is QUERY_COST_BUDGET_EXCEEDED with Retry-After", async () => {
    await awayFromWindowEnd();
    const { secret } = await newKey({ scopes: ["JOBS"], costPerMinute: 1000 });
    const costly = `{ jobs(pageSize: 100) { items { id title location type remote featured employer { id location } } } }`;
    const res = await asPartner(suite.url, secret, costly);
    expect(res.status).toBe(429);
    expect(codeOf(res)).toBe("QUERY_COST_BUDGET_EXCEEDED");
    expect(res.json.errors![0]!.message).toMatch(/query cost budget of 1000 a minute is spent/);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(res.json.errors![0]!.extensions!.retryAfterSeconds).toBe(retryAfter);
    expect(rateLimitOf(res.headers).cost!.r).toBe(0);
    // The budget stays spent for the rest of the window, even for a cheap query.
    expect(codeOf(await asPartner(suite.url, secret, `{ __typename }`))).toBe("QUERY_COST_BUDGET_EXCEEDED");
  });

  it("web-client requests are unchanged: no RateLimit fields, the cookie's viewer", async () => {
    const student = await logIn(suite.url, STUDENT);
    const res = await student.graphql<{ viewer: { id: string } | null }>(`{ viewer { id } }`);
    expect(res.json.data!.viewer).not.toBeNull();
    expect(res.headers.get("ratelimit")).toBeNull();
  });
});

describe("a partner never sees private data", () => {
  const api = buildSchema(fs.readFileSync(path.join(projectRoot(), "schema", "api.graphql"), "utf8"));
  const personal = (name: string) => /^(viewer|my)[A-Z]/.test(name);
  /** Private by rule though not named so: asserted empty below, and not walked into. */
  const PRIVATE = ["Employer.representatives"];

  /** Types a partner may reach from the scoped root fields, not through viewer or private fields. */
  function reachable(): Set<GraphQLObjectType> {
    const seen = new Set<GraphQLObjectType>();
    const queue = API_KEY_SCOPES.flatMap((s) => SCOPE_ROOT_FIELDS[s]).map((f) => getNamedType(api.getQueryType()!.getFields()[f]!.type));
    while (queue.length) {
      const type = queue.shift()!;
      if (!isObjectType(type) || seen.has(type)) continue;
      seen.add(type);
      for (const field of Object.values(type.getFields()))
        if (!personal(field.name) && !PRIVATE.includes(`${type.name}.${field.name}`)) queue.push(getNamedType(field.type));
    }
    return seen;
  }
  const VIEWER_FIELDS = [...reachable()].flatMap((t) =>
    Object.values(t.getFields())
      .filter((f) => personal(f.name))
      .map((f) => ({ type: t.name, field: f.name, selection: isLeafType(getNamedType(f.type)) ? f.name : `${f.name} { __typename }` })),
  );

  /** Where each type's items are listed for a partner (every item of the list is checked). */
  const LISTS: Record<
    string,
    { query: (selection: string) => string; items: (data: Record<string, unknown>) => Record<string, unknown>[] }
  > = {
    Job: { query: (s) => `{ jobs(pageSize: 100) { items { id ${s} } } }`, items: (d) => (d.jobs as { items: [] }).items },
    Campaign: { query: (s) => `{ campaigns { id ${s} } }`, items: (d) => d.campaigns as [] },
    Employer: {
      query: (s) => `{ companies(pageSize: 100) { items { id ${s} } } }`,
      items: (d) => (d.companies as { items: [] }).items,
    },
    Course: { query: (s) => `{ courses(pageSize: 100) { items { id ${s} } } }`, items: (d) => (d.courses as { items: [] }).items },
    Programme: { query: (s) => `{ programmes { id ${s} } }`, items: (d) => d.programmes as [] },
    Event: {
      query: (s) =>
        `{ past: events(when: PAST, pageSize: 100) { items { id ${s} } } upcoming: events(pageSize: 100) { items { id ${s} } } }`,
      items: (d) => [...(d.past as { items: [] }).items, ...(d.upcoming as { items: [] }).items],
    },
  };
  /** What a visitor is told (and so a partner): the same for everyone not logged in, not about anyone. */
  const VISITOR_VALUE_NOT_EMPTY = ["Campaign.viewerMayView"];

  it("the list of viewer fields a partner can reach is known, and each has a place to be checked", () => {
    const names = VIEWER_FIELDS.map((f) => `${f.type}.${f.field}`).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "Course.viewerAccess",
        "Employer.viewerRepresents",
        "Event.viewerRegistration",
        "Job.viewerApplication",
        "Job.viewerSaved",
        "Programme.viewerApplication",
      ]),
    );
    expect(VIEWER_FIELDS.filter((f) => !LISTS[f.type]).map((f) => `${f.type}.${f.field}`)).toEqual([]);
  });

  it("with every scope, and a person's cookie sent along, each viewer and private field is what a visitor gets: nothing", async () => {
    const student = await logIn(suite.url, STUDENT);
    expect(codeOf(await student.graphql(`mutation { saveJob(jobId: "5") { viewerSaved } }`))).toBeUndefined();
    expect(codeOf(await student.graphql(`mutation { applyToJob(jobId: "5", coverNote: "Keen.") { id } }`))).toBeUndefined();
    const people = [student, await logIn(suite.url, "recruiter@demo.talentforge.test"), await logIn(suite.url, JOB_ADMIN)];
    const { secret } = await newKey({ scopes: [...API_KEY_SCOPES], costPerMinute: 5_000_000 });
    const visitor = new TestBrowser(suite.url);
    let leaksTheProbesWouldCatch = 0;

    for (const [type, list] of Object.entries(LISTS)) {
      const fields = VIEWER_FIELDS.filter((f) => f.type === type);
      const privateHere = PRIVATE.filter((p) => p.startsWith(`${type}.`)).map((p) => p.split(".")[1]!);
      const selection = [...fields.map((f) => f.selection), ...privateHere.map((p) => `${p} { id }`)].join(" ");
      if (!selection) continue;
      const query = list.query(selection);
      const anonymous = await visitor.graphql(query);
      expect(anonymous.json.errors, query).toBeUndefined();
      for (const person of people) {
        const cookie = [...person.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
        const partner = await asPartner(suite.url, secret, query, {}, { authorization: `Bearer ${secret}`, cookie });
        expect(partner.status, query).toBe(200);
        expect(partner.json).toEqual(anonymous.json);
        for (const item of list.items(partner.json.data!)) {
          for (const f of fields) {
            const value = item[f.field];
            if (VISITOR_VALUE_NOT_EMPTY.includes(`${type}.${f.field}`)) continue;
            expect([null, false, []], `${type} ${String(item.id)} ${f.field}`).toContainEqual(value);
          }
          for (const p of privateHere) expect(item[p], `${type} ${String(item.id)} ${p}`).toEqual([]);
        }
        // The same query as the person themselves: where it tells them something, the probe above would have seen it.
        const own = await person.graphql(query);
        if (JSON.stringify(own.json) !== JSON.stringify(anonymous.json)) leaksTheProbesWouldCatch++;
      }
    }
    // The student's saved job and application, the recruiter's employer, the job admin's view of representatives.
    expect(leaksTheProbesWouldCatch).toBeGreaterThanOrEqual(2);
  });

  it("a hidden course is not found, even with a course admin's cookie; the viewer root is out of scope", async () => {
    const { secret } = await newKey({ scopes: [...API_KEY_SCOPES] });
    const admin = await logIn(suite.url, "course-admin@demo.talentforge.test");
    const query = `{ course(id: "gcc-da") { id hidden } }`;
    expect((await admin.graphql<{ course: unknown }>(query)).json.data!.course).toMatchObject({ id: "gcc-da", hidden: true });
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const partner = await asPartner(suite.url, secret, query, {}, { authorization: `Bearer ${secret}`, cookie });
    expect(partner.status).toBe(200);
    expect(partner.json.data!.course).toBeNull();
    const viewer = await asPartner(suite.url, secret, `{ viewer { id email } }`, {}, { authorization: `Bearer ${secret}`, cookie });
    expect(viewer.status).toBe(403);
    expect(viewer.json.data).toBeUndefined();
  });
});
