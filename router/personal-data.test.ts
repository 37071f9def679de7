/**
 * The personal data export through the router over HTTP: the demo student downloads her data as a JSON attachment
 * holding her rows from every subgraph and no one else's, never a password hash; an admin's lists the API keys they
 * created, never a key's secret or hash; a visitor is refused; the sixth export within the hour is throttled; and with
 * a subgraph down the export fails whole instead of leaving it out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { createTestDatabase, type TestDatabase } from "../subgraphs/shared/testing/database.js";
import { TestBrowser, logIn, routerSuite, startTestRouter, type TestRouter } from "./testing.js";
import { apiKeyHash } from "./partner/keys.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const others = DEMO_ACCOUNTS.filter((a) => a.id !== student.id);
const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;

type Rows = Record<string, unknown>[];
type Export = {
  exportedAt: string;
  account: { id: string; email: string; roles: string[]; createdAt: string; sessions: { current: boolean }[] } & Record<string, unknown>;
} & Record<"talent" | "courses" | "jobs" | "forum" | "events", Record<string, Rows>>;

describe("downloading one's data", () => {
  const suite = routerSuite("in-process");

  it("the demo student gets one JSON file with her rows from every subgraph, and no one else's", async () => {
    const browser = await logIn(suite.url, student.email);
    const res = await browser.request("/auth/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.json as Export;
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="talentforge-data-${data.exportedAt.slice(0, 10)}.json"`);

    expect(data.account).toMatchObject({ id: student.id, email: student.email, roles: ["STUDENT"] });
    expect(data.account.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.talent.profile).toEqual([
      expect.objectContaining({ id: student.id, firstName: student.firstName, lastName: student.lastName }),
    ]);

    const hers = (rows: Rows | undefined, column: string) => {
      expect(rows?.length, `rows by ${column}`).toBeGreaterThan(0);
      for (const row of rows!) expect(row[column]).toBe(student.id);
    };
    hers(data.jobs.jobApplications, "applicantId");
    hers(data.courses.orders, "buyerId");
    hers(data.courses.isaAgreements, "learnerId");
    const isaOrders = new Set(data.courses.isaAgreements!.map((a) => a.orderId));
    expect(data.courses.orders!.some((o) => isaOrders.has(o.id) && o.paymentPlan === "ISA")).toBe(true);
    hers(data.forum.posts, "authorId");
    hers(data.events.registrations, "userId");

    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password_?hash/i);
    expect(text).not.toMatch(/\$argon2/);
    for (const other of others) expect(text).not.toContain(other.email);
  });

  it("an admin's export lists the partner API keys they created, revoked ones too, never a secret or a hash", async () => {
    const admin = await logIn(suite.url, jobAdmin.email);
    const created = await admin.request("/admin/api-keys", { body: { name: "Job board", scopes: ["JOBS"], requestsPerMinute: 60 } });
    expect(created.status).toBe(201);
    const { key, secret } = created.json as { key: { id: string; shownPrefix: string }; secret: string };
    expect((await admin.request(`/admin/api-keys/${key.id}/revoke`, { method: "POST" })).status).toBe(200);

    const res = await admin.request("/auth/export");
    expect(res.status).toBe(200);
    const data = res.json as Export;
    expect(data.account.apiKeys).toEqual([
      {
        id: key.id,
        name: "Job board",
        shownPrefix: key.shownPrefix,
        scopes: ["JOBS"],
        requestsPerMinute: 60,
        costPerMinute: expect.any(Number),
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: expect.any(String),
      },
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(apiKeyHash(secret));
    expect(text).not.toMatch(/key_?hash/i);

    // Someone else's export does not list the admin's keys.
    const hers = await logIn(suite.url, student.email);
    expect(((await hers.request("/auth/export")).json as Export).account.apiKeys).toEqual([]);
  });

  it("a visitor is refused with UNAUTHENTICATED", async () => {
    const res = await new TestBrowser(suite.url).request("/auth/export");
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("five exports an hour per account; the sixth answers 429 RATE_LIMITED with Retry-After", async () => {
    const browser = new TestBrowser(suite.url);
    const signUp = await browser.request("/auth/signup", {
      body: { purpose: "learn", email: "exports-a-lot@example.hk", password: "export-password-1", firstName: "Ka Yan", lastName: "Ho" },
    });
    expect(signUp.status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await browser.request("/auth/export")).status).toBe(200);
    const refused = await browser.request("/auth/export");
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("an export with a subgraph down (split mode)", () => {
  let database: TestDatabase;
  let router: TestRouter;
  beforeAll(async () => {
    database = await createTestDatabase();
    router = await startTestRouter(database, "http");
  });
  afterAll(async () => {
    await router?.stop();
    await database?.close();
  });

  it("fails whole with 503 SERVICE_UNAVAILABLE, and works again once the subgraph is back", async () => {
    const browser = await logIn(router.url, student.email);
    await router.subgraphDown("events");
    try {
      const res = await browser.request("/auth/export");
      expect(res.status).toBe(503);
      expect(res.json.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(res.headers.get("content-disposition")).toBeNull();
    } finally {
      await router.subgraphUp("events");
    }
    const again = await browser.request("/auth/export");
    expect(again.status).toBe(200);
    expect((again.json as Export).events.registrations!.length).toBeGreaterThan(0);
  });
});
