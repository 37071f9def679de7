/**
 * Log-in and sign-up throttling through the router over HTTP, under concurrency, in both runtime modes. Each test
 * sends from its own loopback address (127.0.0.x), so the per-address counters of one test never touch another's.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { eq, like, sql } from "drizzle-orm";
import { accounts, attemptCounters } from "../drizzle/schema/auth.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { AUTH_JOBS, signUp, SIGNUP_PER_ADDRESS } from "./auth/service.js";
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, LONGEST_WINDOW_MS } from "./auth/rules.js";
import { ROUTER_MODES, routerSuite } from "./testing.js";

interface Reply {
  status: number;
  retryAfter: string | undefined;
  json: { error?: { code: string } } | null;
}

/** POSTs JSON to the router from the loopback address `from`, which the router sees as the client address. */
function post(base: string, path: string, body: unknown, from: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method: "POST", localAddress: from, agent: false, headers: { "content-type": "application/json", origin: base } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], json: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const statuses = (replies: Reply[]) => {
  const tally: Record<number, number> = {};
  for (const r of replies) tally[r.status] = (tally[r.status] ?? 0) + 1;
  return tally;
};

/** Every refusal is RATE_LIMITED with a Retry-After in whole seconds no longer than the window. */
function expectRefusals(replies: Reply[], windowMs: number) {
  for (const r of replies.filter((x) => x.status === 429)) {
    expect(r.json?.error?.code).toBe("RATE_LIMITED");
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(Number(r.retryAfter)).toBeLessThanOrEqual(windowMs / 1000);
  }
}

const PARALLEL = 32;
const login = (base: string, from: string, email: string, password: string) => post(base, "/auth/login", { email, password }, from);
const learner = (email: string) => ({ purpose: "learn", email, password: "correct horse", firstName: "Nur", lastName: "Aina" });

describe.each(ROUTER_MODES)("throttling through the router (%s subgraphs)", (mode) => {
  const router = routerSuite(mode);

  it(`lets exactly ${LOGIN_PER_ACCOUNT.limit} of ${PARALLEL} parallel wrong passwords for one account be checked; the rest are RATE_LIMITED`, async () => {
    const from = "127.0.0.2";
    const email = DEMO_ACCOUNTS[5]!.email;
    const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => login(router.url, from, email, `wrong-${i}-password`)));
    expect(statuses(replies)).toEqual({ 401: LOGIN_PER_ACCOUNT.limit, 429: PARALLEL - LOGIN_PER_ACCOUNT.limit });
    expectRefusals(replies, LOGIN_PER_ACCOUNT.windowMs);
    // Locked for the window even with the right password; another account from the same address is not.
    expect((await login(router.url, from, email, DEMO_PASSWORD)).status).toBe(429);
    expect((await login(router.url, from, DEMO_ACCOUNTS[6]!.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it(`lets exactly ${LOGIN_PER_ADDRESS.limit} of ${PARALLEL} parallel wrong logins over many accounts from one address be checked`, async () => {
    const from = "127.0.0.3";
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => login(router.url, from, `nobody-${i}@example.com`, "wrong password")),
    );
    expect(statuses(replies)).toEqual({ 401: LOGIN_PER_ADDRESS.limit, 429: PARALLEL - LOGIN_PER_ADDRESS.limit });
    expectRefusals(replies, LOGIN_PER_ADDRESS.windowMs);
    // The address is locked even for a right password; the same account from elsewhere is not.
    expect((await login(router.url, from, DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).status).toBe(429);
    expect((await login(router.url, "127.0.0.4", DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it("refused attempts on a locked account do not use up the address's allowance", async () => {
    const from = "127.0.0.5";
    const email = DEMO_ACCOUNTS[4]!.email;
    const onLocked = await Promise.all(Array.from({ length: PARALLEL }, () => login(router.url, from, email, "wrong password")));
    expect(statuses(onLocked)).toEqual({ 401: LOGIN_PER_ACCOUNT.limit, 429: PARALLEL - LOGIN_PER_ACCOUNT.limit });
    // Only the checked attempts count against the address: it still has the rest of its allowance.
    const rest = LOGIN_PER_ADDRESS.limit - LOGIN_PER_ACCOUNT.limit;
    const others = await Promise.all(
      Array.from({ length: rest + 5 }, (_, i) => login(router.url, from, `someone-${i}@example.com`, "wrong password")),
    );
    expect(statuses(others)).toEqual({ 401: rest, 429: 5 });
  });

  it("a success clears the account's counter; the address keeps its failures and does not count successes", async () => {
    const from = "127.0.0.6";
    const email = DEMO_ACCOUNTS[3]!.email;
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit - 1; i++) expect((await login(router.url, from, email, "wrong password")).status).toBe(401);
    expect((await login(router.url, from, email, DEMO_PASSWORD)).status).toBe(200);
    // A fresh allowance for the account: the full limit of wrong passwords is checked again, then it locks.
    const again = await Promise.all(
      Array.from({ length: LOGIN_PER_ACCOUNT.limit + 3 }, () => login(router.url, from, email, "wrong password")),
    );
    expect(statuses(again)).toEqual({ 401: LOGIN_PER_ACCOUNT.limit, 429: 3 });

    // The address holds the (limit − 1) + limit wrong passwords checked so far; successes neither clear nor add to them.
    const failuresSoFar = 2 * LOGIN_PER_ACCOUNT.limit - 1;
    for (let i = 0; i < 10; i++) expect((await login(router.url, from, DEMO_ACCOUNTS[2]!.email, DEMO_PASSWORD)).status).toBe(200);
    const rest = LOGIN_PER_ADDRESS.limit - failuresSoFar;
    const others = await Promise.all(
      Array.from({ length: rest + 4 }, (_, i) => login(router.url, from, `visitor-${i}@example.com`, "wrong password")),
    );
    expect(statuses(others)).toEqual({ 401: rest, 429: 4 });
  });

  it("lets attempts through again once the window has passed", async () => {
    const from = "127.0.0.7";
    const email = DEMO_ACCOUNTS[1]!.email;
    const locked = await Promise.all(
      Array.from({ length: LOGIN_PER_ACCOUNT.limit + 1 }, () => login(router.url, from, email, "wrong password")),
    );
    expect(statuses(locked)).toEqual({ 401: LOGIN_PER_ACCOUNT.limit, 429: 1 });
    expect((await login(router.url, from, email, DEMO_PASSWORD)).status).toBe(429);
    // Move the account's window back to just past its length (the clock itself is the rule tests' business).
    const passed = new Date(Date.now() - LOGIN_PER_ACCOUNT.windowMs - 1000);
    await router.database.db
      .update(attemptCounters)
      .set({ windowStartedAt: passed })
      .where(eq(attemptCounters.key, `account:${email}`));
    expect((await login(router.url, from, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it(`creates exactly ${SIGNUP_PER_ADDRESS.limit} of ${SIGNUP_PER_ADDRESS.limit + 10} parallel sign-ups from one address; the rest are RATE_LIMITED`, async () => {
    const from = "127.0.0.8";
    const prefix = `throttled-${mode}-`;
    const replies = await Promise.all(
      Array.from({ length: SIGNUP_PER_ADDRESS.limit + 10 }, (_, i) =>
        post(router.url, "/auth/signup", learner(`${prefix}${i}@example.com`), from),
      ),
    );
    expect(statuses(replies)).toEqual({ 201: SIGNUP_PER_ADDRESS.limit, 429: 10 });
    expectRefusals(replies, SIGNUP_PER_ADDRESS.windowMs);
    const [created] = await router.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(like(accounts.email, `${prefix}%`));
    expect(created!.n).toBe(SIGNUP_PER_ADDRESS.limit);
    // Another address may still sign up.
    expect((await post(router.url, "/auth/signup", learner(`elsewhere-${mode}@example.com`), "127.0.0.9")).status).toBe(201);
  });

  it("a sign-up that fails on our side does not use up the address's allowance", async () => {
    const address = "203.0.113.7";
    const down = { createProfile: () => Promise.reject(new Error("talent is down")), changeEmail: () => Promise.resolve() };
    for (let i = 0; i <= SIGNUP_PER_ADDRESS.limit; i++) {
      await expect(
        signUp(router.database.db, down, learner(`unlucky-${mode}-${i}@example.com`), { address, userAgent: null }),
      ).rejects.toThrow("talent is down");
    }
    const [left] = await router.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(like(accounts.email, `unlucky-${mode}-%`));
    expect(left!.n).toBe(0);
  });
});

describe("expired attempt counters", () => {
  const router = routerSuite("in-process");

  it("are purged once every window has passed; live ones stay", async () => {
    const db = router.database.db;
    const now = new Date("2026-11-26T12:00:00Z");
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    await db.insert(attemptCounters).values([
      { key: "purge-test:old", attempts: 3, windowStartedAt: at(LONGEST_WINDOW_MS + 1) },
      { key: "purge-test:edge", attempts: 1, windowStartedAt: at(LONGEST_WINDOW_MS) },
      { key: "purge-test:live", attempts: 2, windowStartedAt: at(LONGEST_WINDOW_MS - 1) },
    ]);
    const job = AUTH_JOBS.find((j) => j.name.includes("attempt counters"))!;
    await job.run(db, now);
    const left = await db.select({ key: attemptCounters.key }).from(attemptCounters).where(like(attemptCounters.key, "purge-test:%"));
    expect(left.map((r) => r.key)).toEqual(["purge-test:live"]);
  });
});
