/**
 * Production mode (NODE_ENV=production): no introspection, no stack traces or field suggestions, Secure session
 * cookies, no demo accounts seeded, HSTS and the content security policy on every response, and no source maps.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import type { Database } from "../subgraphs/shared/db.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { accounts } from "../drizzle/schema/auth.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { prepareDatabase } from "./bootstrap.js";
import { ApiKeyStore } from "./partner/keys.js";
import { startTestRouter, TestBrowser, type TestRouter } from "./testing.js";

let database: Database;
let router: TestRouter;
/** A partner key: the only way a query text that is not the web client's reaches the API in production. */
let partner: Record<string, string>;
const previousEnv = process.env.NODE_ENV;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.NODE_ENV = "production";
  process.env.STORAGE_SIGNING_SECRET = "s".repeat(40); // required in production
  router = await startTestRouter(database, "in-process");
  const jobAdmin = { id: "00000000-0000-4000-8000-000000000004", email: "job-admin@demo.talentforge.test", roles: ["JOB_ADMIN" as const] };
  const { secret } = await new ApiKeyStore(database.db).create(jobAdmin, { name: "Production test", scopes: ["COURSES"] });
  partner = { authorization: `Bearer ${secret}` };
});
afterAll(async () => {
  await router?.stop();
  await database?.close();
  process.env.NODE_ENV = previousEnv;
  delete process.env.STORAGE_SIGNING_SECRET;
});

async function partnerQuery(query: string) {
  const res = await fetch(`${router.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...partner },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    json: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

describe("production mode", () => {
  it("refuses introspection without a partner key (the web client sends none, so it is no registered operation)", async () => {
    const res = await new TestBrowser(router.url).graphql(`{ __schema { types { name } } }`);
    expect(res.status).toBe(400);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors?.[0]?.extensions?.code).toBe("OPERATION_NOT_REGISTERED");
  });

  it("does not suggest field names or send stack traces", async () => {
    const res = await partnerQuery(`{ courses { items { titel } } }`);
    const error = res.json.errors?.[0] as { message: string; extensions?: Record<string, unknown> };
    expect(error.message).not.toMatch(/Did you mean/);
    expect(error.extensions?.stacktrace).toBeUndefined();
  });

  it("has no dev mailbox, and without SMTP_URL no delivery: messages wait in the outbox", async () => {
    const res = await fetch(`${router.url}/dev/mail`, { headers: { accept: "application/json" } });
    expect(res.status).toBe(404);
    expect(router.mail).toBeNull();
  });

  it("marks the session cookie Secure", async () => {
    const browser = new TestBrowser(router.url);
    const res = await browser.request("/auth/signup", {
      body: { purpose: "learn", email: "prod-user@example.com", password: "correct horse", firstName: "P", lastName: "Q" },
    });
    expect(res.status).toBe(201);
    expect(browser.lastSetCookie.find((c) => c.startsWith("tf_session="))).toMatch(/; Secure/);
  });

  it("sends HSTS, the content security policy and the permissions policy on every kind of response", async () => {
    const origin = { origin: router.url };
    // The test router serves no client, so "/" is its JSON 404: the headers do not depend on what answered.
    const responses = {
      "/": await fetch(`${router.url}/`, { headers: { accept: "text/html" } }),
      "/graphql": await fetch(`${router.url}/graphql`, {
        method: "POST",
        headers: { ...origin, "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
      "/auth/session": await fetch(`${router.url}/auth/session`, { headers: origin }),
    };
    for (const [name, res] of Object.entries(responses)) {
      expect(res.headers.get("strict-transport-security"), name).toMatch(/^max-age=31536000; includeSubDomains$/);
      expect(res.headers.get("permissions-policy"), name).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), name).toBe("DENY");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, name).toMatch(/(^|;)default-src 'self'(;|$)/);
      expect(csp, name).toMatch(/(^|;)script-src 'self'(;|$)/);
      expect(csp, name).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
      expect(csp, name).toMatch(/(^|;)upgrade-insecure-requests(;|$)/);
    }
  });

  it("serves no source maps", async () => {
    for (const file of ["/assets/index-abc123.js.map", "/assets/index-abc123.css.map"]) {
      const res = await fetch(router.url + file, { headers: { accept: "*/*" } });
      expect(res.status, file).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code, file).toBe("NOT_FOUND");
    }
  });

  it("seeds no demo accounts", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.delete(accounts).where(
        inArray(
          accounts.id,
          DEMO_ACCOUNTS.map((a) => a.id),
        ),
      );
      await prepareDatabase(fresh, { demo: false });
      expect(
        await fresh.db
          .select()
          .from(accounts)
          .where(
            inArray(
              accounts.id,
              DEMO_ACCOUNTS.map((a) => a.id),
            ),
          ),
      ).toEqual([]);
      await prepareDatabase(fresh, { demo: true });
      expect(
        await fresh.db
          .select()
          .from(accounts)
          .where(
            inArray(
              accounts.id,
              DEMO_ACCOUNTS.map((a) => a.id),
            ),
          ),
      ).toHaveLength(DEMO_ACCOUNTS.length);
    } finally {
      await fresh.close();
    }
  });
});
