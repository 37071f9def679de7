/**
 * Production mode (NODE_ENV=production): no introspection, no stack traces or field suggestions, Secure session
 * cookies, and no demo accounts seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import type { Database } from "../subgraphs/shared/db.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { accounts } from "../drizzle/schema/auth.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { prepareDatabase } from "./bootstrap.js";
import { startTestRouter, TestBrowser, type TestRouter } from "./testing.js";

let database: Database;
let router: TestRouter;
const previousEnv = process.env.NODE_ENV;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.NODE_ENV = "production";
  process.env.STORAGE_SIGNING_SECRET = "s".repeat(40); // required in production
  router = await startTestRouter(database, "in-process");
});
afterAll(async () => {
  await router?.stop();
  await database?.close();
  process.env.NODE_ENV = previousEnv;
  delete process.env.STORAGE_SIGNING_SECRET;
});

describe("production mode", () => {
  it("refuses introspection", async () => {
    const res = await new TestBrowser(router.url).graphql(`{ __schema { types { name } } }`);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("does not suggest field names or send stack traces", async () => {
    const res = await new TestBrowser(router.url).graphql(`{ courses { items { titel } } }`);
    const error = res.json.errors?.[0] as { message: string; extensions?: Record<string, unknown> };
    expect(error.message).not.toMatch(/Did you mean/);
    expect(error.extensions?.stacktrace).toBeUndefined();
  });

  it("marks the session cookie Secure", async () => {
    const browser = new TestBrowser(router.url);
    const res = await browser.request("/auth/signup", {
      body: { purpose: "learn", email: "prod-user@example.com", password: "correct horse", firstName: "P", lastName: "Q" },
    });
    expect(res.status).toBe(201);
    expect(browser.lastSetCookie.find((c) => c.startsWith("tf_session="))).toMatch(/; Secure/);
  });

  it("seeds no demo accounts", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.delete(accounts).where(inArray(accounts.id, DEMO_ACCOUNTS.map((a) => a.id)));
      await prepareDatabase(fresh, { demo: false });
      expect(await fresh.db.select().from(accounts).where(inArray(accounts.id, DEMO_ACCOUNTS.map((a) => a.id)))).toEqual([]);
      await prepareDatabase(fresh, { demo: true });
      expect(await fresh.db.select().from(accounts).where(inArray(accounts.id, DEMO_ACCOUNTS.map((a) => a.id)))).toHaveLength(DEMO_ACCOUNTS.length);
    } finally {
      await fresh.close();
    }
  });
});
