/**
 * Deleting an account through the router over HTTP, then a turn of the erasure job: the demo student asks with her
 * password; her sessions end and log-in is refused as for a wrong password; once erased, her profile is the anonymous
 * "Deleted member", her forum posts are still there under it, her job applications are gone, her ISA order is kept
 * (tax records) and a deletion record without her address or name remains. A wrong password and a visitor change
 * nothing; a service that cannot erase leaves the account marked for the next turn.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { accountDeletions, accounts, sessions } from "../drizzle/schema/auth.js";
import { outbox } from "../drizzle/schema/mail.js";
import { users } from "../drizzle/schema/talent.js";
import { forumPosts } from "../drizzle/schema/forum.js";
import { jobApplications } from "../drizzle/schema/jobs.js";
import { isaAgreements, orders, programmeApplications } from "../drizzle/schema/courses.js";
import { eventRegistrations } from "../drizzle/schema/events.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { serviceUnavailable } from "../subgraphs/shared/errors.js";
import { createTestDatabase, type TestDatabase } from "../subgraphs/shared/testing/database.js";
import { eraseDeletedAccounts } from "./auth/account-deletion.js";
import { createRouterApp, type RouterApp } from "./app.js";
import { TestBrowser, logIn } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;

let database: TestDatabase;
let router: RouterApp;
let server: http.Server;
let url = "";
beforeAll(async () => {
  database = await createTestDatabase();
  router = await createRouterApp({ database, mode: "in-process", serveClient: false, mailTransport: null });
  server = http.createServer(router.app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await router?.stop();
  await database?.close();
});

const db = () => database.db;
const marked = async (id: string) => (await db().select().from(accounts).where(eq(accounts.id, id)))[0]?.deletionRequestedAt ?? null;

describe("asking for the account to be deleted", () => {
  it("a visitor is refused with 401 UNAUTHENTICATED", async () => {
    const res = await new TestBrowser(url).request("/auth/account/delete", { body: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("a wrong password answers 400 on the password field and changes nothing", async () => {
    const browser = await logIn(url, student.email);
    const res = await browser.request("/auth/account/delete", { body: { password: "not-my-password" } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("BAD_USER_INPUT");
    expect(res.json.error.fields.password).toBeTruthy();
    expect(await marked(student.id)).toBeNull();
    expect((await browser.request("/auth/session")).json.viewer.id).toBe(student.id);
    const missing = await browser.request("/auth/account/delete", { body: {} });
    expect(missing.status).toBe(400);
    expect(await marked(student.id)).toBeNull();
  });
});

describe("deleting the demo student's account", () => {
  let postsBefore: (typeof forumPosts.$inferSelect)[];
  let isaOrderIds: string[];

  beforeAll(async () => {
    postsBefore = await db().select().from(forumPosts).where(eq(forumPosts.authorId, student.id));
    isaOrderIds = (await db().select().from(isaAgreements).where(eq(isaAgreements.learnerId, student.id))).map((a) => a.orderId);
    // The seed gives her something in each place the policy treats differently.
    expect(postsBefore.length).toBeGreaterThan(0);
    expect(isaOrderIds.length).toBeGreaterThan(0);
    expect((await db().select().from(jobApplications).where(eq(jobApplications.applicantId, student.id))).length).toBeGreaterThan(0);
  });

  it("answers 202, clears the cookie, ends every session and refuses log-in as for a wrong password", async () => {
    const elsewhere = await logIn(url, student.email);
    const browser = await logIn(url, student.email);
    const res = await browser.request("/auth/account/delete", { body: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(202);
    expect(browser.lastSetCookie.some((c) => /tf_session=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await marked(student.id)).toBeInstanceOf(Date);
    expect(await db().select().from(sessions).where(eq(sessions.accountId, student.id))).toEqual([]);
    expect((await elsewhere.request("/auth/session")).json.viewer).toBeNull();

    const right = await new TestBrowser(url).request("/auth/login", { body: { email: student.email, password: DEMO_PASSWORD } });
    const wrong = await new TestBrowser(url).request("/auth/login", { body: { email: student.email, password: "a-wrong-password" } });
    expect(right.status).toBe(401);
    expect(right.json).toEqual(wrong.json);

    // Nor can a reset link bring the account back: the answer is the usual one, and no link is written.
    const reset = await new TestBrowser(url).request("/auth/password-reset/request", { body: { email: student.email } });
    expect(reset.status).toBe(202);
    const resetRows = () =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipientId, student.id), eq(outbox.kind, "password-reset")));
    // The request's work runs after its answer; a control address shows when that work is done.
    const control = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;
    await new TestBrowser(url).request("/auth/password-reset/request", { body: { email: control.email } });
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(outbox)
              .where(and(eq(outbox.recipientId, control.id), eq(outbox.kind, "password-reset")))
          ).length,
      )
      .toBe(1);
    expect(await resetRows()).toEqual([]);
  });

  it("a service that cannot erase leaves the account marked and unrecorded for the next turn", async () => {
    const report = await eraseDeletedAccounts(db(), () => Promise.reject(serviceUnavailable("forum")));
    expect(report).toEqual({ erased: [], waiting: [student.id] });
    expect(await marked(student.id)).toBeInstanceOf(Date);
    expect(await db().select().from(accountDeletions).where(eq(accountDeletions.accountId, student.id))).toEqual([]);
  });

  it("the erasure anonymises her profile, keeps her posts and ISA order, deletes her applications, and records it", async () => {
    const report = await router.accountErasure.run();
    expect(report.erased).toEqual([student.id]);

    expect(await db().select().from(accounts).where(eq(accounts.id, student.id))).toEqual([]);
    const [profile] = await db().select().from(users).where(eq(users.id, student.id));
    expect(profile).toMatchObject({
      firstName: "Deleted",
      lastName: "member",
      email: `deleted-${student.id}@deleted.invalid`,
      bio: null,
      location: null,
      avatarKey: null,
      languages: [],
      skillIds: [],
      uiLanguage: null,
    });

    const postsAfter = await db().select().from(forumPosts).where(eq(forumPosts.authorId, student.id));
    expect(postsAfter.map((p) => p.id).sort()).toEqual(postsBefore.map((p) => p.id).sort());
    // Read through the API by another member: the author is the anonymous profile.
    const reader = await logIn(url, DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!.email);
    const live = postsBefore.find((p) => !p.deletedAt && !p.classSlug && !p.isHidden)!;
    const read = await reader.graphql<{ forumPost: { author: { id: string; firstName: string; lastName: string } } | null }>(
      `query($id: ID!) { forumPost(id: $id) { author { id firstName lastName } } }`,
      { id: `${live.id}-${live.slug}` },
    );
    expect(read.json.errors).toBeUndefined();
    expect(read.json.data!.forumPost!.author).toEqual({ id: student.id, firstName: "Deleted", lastName: "member" });

    expect(await db().select().from(jobApplications).where(eq(jobApplications.applicantId, student.id))).toEqual([]);
    expect(await db().select().from(programmeApplications).where(eq(programmeApplications.applicantId, student.id))).toEqual([]);
    expect(await db().select().from(eventRegistrations).where(eq(eventRegistrations.userId, student.id))).toEqual([]);
    const kept = await db().select().from(orders).where(eq(orders.buyerId, student.id));
    for (const id of isaOrderIds) expect(kept.map((o) => o.id)).toContain(id);
    expect((await db().select().from(isaAgreements).where(eq(isaAgreements.learnerId, student.id))).length).toBe(isaOrderIds.length);

    const [record] = await db().select().from(accountDeletions).where(eq(accountDeletions.accountId, student.id));
    expect(record).toMatchObject({ accountId: student.id, requestedAt: expect.any(Date), erasedAt: expect.any(Date) });
    expect(record!.kept.courses![0]!.kept).toContain("orders");
    const text = JSON.stringify(record);
    expect(text).not.toContain(student.email);
    expect(text).not.toContain(student.firstName);
    expect(text).not.toContain(student.lastName);
  });

  it("a second turn finds nothing to do", async () => {
    expect(await router.accountErasure.run()).toEqual({ erased: [], waiting: [] });
  });
});
