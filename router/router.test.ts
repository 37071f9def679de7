/**
 * Operations through the router over HTTP, in both runtime modes: the same cross-subgraph query, and the auth
 * flows (sign-up, log-in, log-out, sessions, cookies, CSRF, forged identities; throttling is in throttle.test.ts).
 */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { signCaller } from "../subgraphs/shared/viewer.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { accounts, sessions } from "../drizzle/schema/auth.js";
import { sessionIdOf } from "./auth/sessions.js";
import { SESSION_COOKIE } from "./auth/http.js";
import { ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const CROSS_SUBGRAPH = /* GraphQL */ `
  query CourseWithTools {
    course(id: "m1py") {
      id
      title
      provider {
        id
      }
      tools {
        id
        title
        skill
      }
    }
  }
`;
const VIEWER = /* GraphQL */ `
  {
    viewer {
      id
      firstName
      lastName
      email
      roles
      navigation {
        key
        path
      }
    }
  }
`;

describe.each(ROUTER_MODES)("router (%s subgraphs)", (mode) => {
  const router = routerSuite(mode);

  it("serves seeded courses from the database", async () => {
    const res = await new TestBrowser(router.url).graphql<{ courses: { items: { id: string; title: string }[] } }>(
      `{ courses(page: 1) { items { id title } } }`,
    );
    expect(res.status).toBe(200);
    expect(res.json.data!.courses.items[0]).toEqual({ id: "cada", title: "Certified Associate in Data Analytics" });
  });

  it("resolves a course's tools from the talent subgraph (cross-subgraph @key reference)", async () => {
    const res = await new TestBrowser(router.url).graphql<{ course: { tools: { id: string; title: string; skill: boolean }[] } }>(
      CROSS_SUBGRAPH,
    );
    expect(res.json.errors).toBeUndefined();
    expect(res.json.data!.course.tools).toEqual([{ id: "python", title: "Python", skill: true }]);
  });

  it("treats a visitor as no viewer", async () => {
    const res = await new TestBrowser(router.url).graphql<{ viewer: null }>(VIEWER);
    expect(res.json.data!.viewer).toBeNull();
  });

  it("signs up a learner as a STUDENT with a talent profile, logged in at once", async () => {
    const browser = new TestBrowser(router.url);
    const email = `learner-${mode}@example.com`;
    const signUp = await browser.request("/auth/signup", {
      body: { purpose: "learn", email, password: "correct horse", firstName: "Nur", lastName: "Aina" },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.json.viewer.roles).toEqual(["STUDENT"]);
    const me = await browser.graphql<{ viewer: { email: string; firstName: string; roles: string[] } }>(VIEWER);
    expect(me.json.data!.viewer).toMatchObject({ email, firstName: "Nur", roles: ["STUDENT"] });
  });

  it("signs up a recruiter as a company representative", async () => {
    const browser = new TestBrowser(router.url);
    const res = await browser.request("/auth/signup", {
      body: {
        purpose: "recruit",
        recruitRole: "COMPANY_REPRESENTATIVE",
        email: `rep-${mode}@example.com`,
        password: "correct horse",
        firstName: "Ken",
        lastName: "Ho",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.viewer.roles).toEqual(["COMPANY_REPRESENTATIVE"]);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/, with an expiry, and not Secure outside production", async () => {
    const browser = new TestBrowser(router.url);
    await browser.request("/auth/login", { body: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD } });
    const cookie = browser.lastSetCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("stores only the SHA-256 of the session token", async () => {
    const browser = new TestBrowser(router.url);
    await browser.request("/auth/login", { body: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD } });
    const token = browser.cookies.get(SESSION_COOKIE)!;
    expect(await router.database.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    expect(
      await router.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token))),
    ).toHaveLength(1);
  });

  it("refuses a duplicate email with CONFLICT and creates nothing", async () => {
    const before = await router.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const res = await new TestBrowser(router.url).request("/auth/signup", {
      body: { purpose: "learn", email: DEMO_ACCOUNTS[0]!.email.toUpperCase(), password: "correct horse", firstName: "X", lastName: "Y" },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
    expect(res.json.error.fields.email).toBeTruthy();
    const after = await router.database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses malformed sign-up input with BAD_USER_INPUT per field and creates nothing", async () => {
    const res = await new TestBrowser(router.url).request("/auth/signup", {
      body: { purpose: "learn", email: "nope", password: "short", firstName: "", lastName: "Y" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(res.json.error.fields).sort()).toEqual(["email", "firstName", "password"]);
    expect(await router.database.db.select().from(accounts).where(eq(accounts.email, "nope"))).toHaveLength(0);
  });

  it("refuses a wrong password with UNAUTHENTICATED and no cookie", async () => {
    const browser = new TestBrowser(router.url);
    const res = await browser.request("/auth/login", { body: { email: DEMO_ACCOUNTS[1]!.email, password: "wrong password" } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("logs in and out; the old token no longer works", async () => {
    const browser = new TestBrowser(router.url);
    await browser.request("/auth/login", { body: { email: DEMO_ACCOUNTS[2]!.email, password: DEMO_PASSWORD } });
    const token = browser.cookies.get(SESSION_COOKIE)!;
    expect((await browser.graphql<{ viewer: { id: string } }>(VIEWER)).json.data!.viewer.id).toBe(DEMO_ACCOUNTS[2]!.id);
    const out = await browser.request("/auth/logout", { method: "POST" });
    expect(out.status).toBe(204);
    const replay = new TestBrowser(router.url);
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.graphql<{ viewer: null }>(VIEWER)).json.data!.viewer).toBeNull();
  });

  it("treats an unknown or expired session as a visitor and clears its cookie", async () => {
    const unknown = new TestBrowser(router.url);
    unknown.cookies.set(SESSION_COOKIE, "a".repeat(32));
    expect((await unknown.graphql<{ viewer: null }>(VIEWER)).json.data!.viewer).toBeNull();
    expect(unknown.cookies.has(SESSION_COOKIE)).toBe(false);

    const browser = new TestBrowser(router.url);
    await browser.request("/auth/login", { body: { email: DEMO_ACCOUNTS[3]!.email, password: DEMO_PASSWORD } });
    const token = browser.cookies.get(SESSION_COOKIE)!;
    await router.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    expect((await browser.graphql<{ viewer: null }>(VIEWER)).json.data!.viewer).toBeNull();
    expect(
      await router.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token))),
    ).toHaveLength(0);
  });

  it("requires login where the operation needs it (UNAUTHENTICATED)", async () => {
    const res = await new TestBrowser(router.url).graphql(`mutation { updateMyName(input: { firstName: "A", lastName: "B" }) { id } }`);
    expect(res.json.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("ignores a caller header forged by the client", async () => {
    const forged = signCaller(
      { viewer: { id: DEMO_ACCOUNTS[4]!.id, email: "x", roles: ["TALENT_ADMIN"] }, system: true },
      "not-the-secret".repeat(3),
    );
    const res = await new TestBrowser(router.url).request("/graphql", { body: { query: VIEWER }, headers: forged });
    expect(res.json.data.viewer).toBeNull();
  });

  it("refuses a cross-site state-changing request that carries the session cookie", async () => {
    const browser = new TestBrowser(router.url);
    await browser.request("/auth/login", { body: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD } });
    const res = await browser.request("/graphql", { body: { query: VIEWER }, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});
