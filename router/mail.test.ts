/**
 * The outbox delivered through a real SMTP server started in the test: one email per application moved by the
 * employer side, in the applicant's language, none for a refused move; retries with backoff, permanent refusals,
 * unverified addresses, talent being down; and two workers (two connection pools, as two router processes would have)
 * delivering one outbox with each message sent exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { accounts } from "../drizzle/schema/auth.js";
import { devMailbox, outbox } from "../drizzle/schema/mail.js";
import { openDatabase, type Database } from "../subgraphs/shared/db.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { enqueueMail, RETRY_DELAYS_MS } from "../subgraphs/shared/mail/index.js";
import { DEMO_APPLICATIONS } from "../subgraphs/jobs/modules/applications/seed-data.js";
import { TestBrowser, kyouth2025Answers, logIn, routerSuite } from "./testing.js";
import { smtpTransport } from "./mail/transport.js";
import { deliverDueMail, type RecipientDirectory } from "./mail/worker.js";
import { startSmtpReceiver, type SmtpReceiver } from "./mail/testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT") && a.email.startsWith("student@"))!;
const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
/** The demo student's application that is still APPLIED. */
const applied = DEMO_APPLICATIONS.find((a) => a.history.length === 1)!;

const MOVE = `mutation($id: ID!, $to: JobApplicationStatus!) { moveJobApplication(id: $id, to: $to) { id status } }`;

let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const outboxSize = async (database: Database) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
const pending = async (database: Database) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.status, "pending"))
  )[0]!.n;

describe("application moves by email, through SMTP", () => {
  let transport: ReturnType<typeof smtpTransport>;
  const suite = routerSuite("in-process", undefined, {
    get mailTransport() {
      return (transport ??= smtpTransport(receiver.url));
    },
  });

  it("an application moved by a job admin sends exactly one email, in the applicant's language, with both parts", async () => {
    const applicant = await logIn(suite.url, student.email);
    expect((await applicant.graphql(`mutation { setUiLanguage(language: zh_Hant) { id } }`)).json.errors).toBeUndefined();
    const admin = await logIn(suite.url, jobAdmin.email);
    const before = receiver.received.length;

    const moved = await admin.graphql<{ moveJobApplication: { status: string } }>(MOVE, { id: applied.id, to: "REVIEWED" });
    expect(moved.json.data?.moveJobApplication.status).toBe("REVIEWED");
    await suite.deliverMail();
    await suite.deliverMail();

    const mine = receiver.received.slice(before);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(student.email);
    expect(mail.subject).toMatch(/你向 .+ 申請的 .+ 職位/);
    expect(mail.text).toContain("已審閱");
    expect(mail.html).toContain('lang="zh-Hant"');
    expect(mail.html).toContain("/applications");
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@/);
    expect(await pending(suite.database)).toBe(0);
  });

  it("a confirmed order and a programme application's moves by a course admin each send one email", async () => {
    // A new learner (the demo student has M1 SQL already), whose address is verified.
    const learner = new TestBrowser(suite.url);
    const email = "new-learner@example.my";
    const signedUp = await learner.request("/auth/signup", {
      body: { purpose: "learn", email, password: "long enough password", firstName: "Nur", lastName: "Aziz" },
    });
    expect(signedUp.status).toBe(201);
    await suite.database.db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.email, email));
    await suite.deliverMail(); // the verification link
    const admin = await logIn(suite.url, courseAdmin.email);
    const before = receiver.received.length;

    const placed = await learner.graphql<{ placeOrder: { id: string; payment: { reference: string } } }>(
      `mutation { placeOrder(input: { optionId: "m1", courseId: "m1sql", paymentPlan: UPFRONT }) { id payment { reference } } }`,
    );
    expect(placed.json.errors).toBeUndefined();
    await suite.deliverMail();
    expect(receiver.received.length, "placing an order sends nothing yet").toBe(before);
    const order = placed.json.data!.placeOrder;
    expect(
      (await admin.graphql(`mutation($id: ID!) { confirmOrderPayment(id: $id) { id } }`, { id: order.id })).json.errors,
    ).toBeUndefined();

    const applied = await learner.graphql<{ applyToProgramme: { id: string } }>(
      `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "kyouth-2025", answers: $answers) { id } }`,
      { answers: kyouth2025Answers() },
    );
    expect(applied.json.errors).toBeUndefined();
    const moved = await admin.graphql(`mutation($id: ID!) { moveApplication(id: $id, to: ONLINE_ASSESSMENT) { status } }`, {
      id: applied.json.data!.applyToProgramme.id,
    });
    expect(moved.json.errors).toBeUndefined();
    await suite.deliverMail();

    const mine = receiver.received.slice(before);
    expect(mine.map((m) => m.subject).sort()).toEqual(["You have access to M1 SQL", "Your application to KYouth 2025"].sort());
    const confirmation = mine.find((m) => m.subject?.startsWith("You have access"))!;
    expect(confirmation.text).toContain(`(order ${order.payment.reference})`);
    expect(confirmation.text).toContain("/courses/my-learning");
    expect(mine.find((m) => m.subject?.startsWith("Your application"))!.text).toContain("is now: Online assessment.");
  });

  it("a move that is refused writes and sends nothing", async () => {
    const admin = await logIn(suite.url, jobAdmin.email);
    const rowsBefore = await outboxSize(suite.database);
    const before = receiver.received.length;
    // REVIEWED → HIRED skips the pipeline: CONFLICT.
    const refused = await admin.graphql(MOVE, { id: applied.id, to: "HIRED" });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    await suite.deliverMail();
    const rowsAfter = await outboxSize(suite.database);
    expect(rowsAfter).toBe(rowsBefore);
    expect(receiver.received.length).toBe(before);
  });

  it("an applicant who withdraws gets no email about their own move", async () => {
    const applicant = await logIn(suite.url, student.email);
    const rowsBefore = await outboxSize(suite.database);
    const withdrawn = await applicant.graphql(`mutation($id: ID!) { withdrawJobApplication(id: $id) { status } }`, { id: applied.id });
    expect(withdrawn.json.errors).toBeUndefined();
    const rowsAfter = await outboxSize(suite.database);
    expect(rowsAfter).toBe(rowsBefore);
  });
});

describe("delivery: retries, refusals, unverified addresses", () => {
  const suite = routerSuite("in-process", undefined, { mailTransport: null });
  const names: RecipientDirectory = async (ids) => new Map(ids.map((id) => [id, { firstName: "Mei", language: "en", switchedOff: [] }]));
  let transport: ReturnType<typeof smtpTransport>;
  beforeAll(() => {
    transport = smtpTransport(receiver.url);
  });
  afterAll(() => transport.close());
  const options = (recipients: RecipientDirectory = names) => ({ transport, recipients, origin: "https://talentforge.test" });

  async function write(kind: "password-changed" | "job-application-status", recipientId = student.id) {
    return suite.database.db.transaction(async (tx) => {
      if (kind === "password-changed") await enqueueMail(tx, { kind, recipientId, params: { at: new Date().toISOString() } });
      else
        await enqueueMail(tx, {
          kind,
          recipientId,
          params: { applicationId: applied.id, jobTitle: "Data Analyst", employerName: "Acme", status: "OFFERED" },
        });
    });
  }
  const rowsOf = () => suite.database.db.select().from(outbox).orderBy(outbox.createdAt);

  it("a temporary refusal is tried again after its backoff, then sent", async () => {
    await suite.database.db.delete(outbox);
    await write("password-changed");
    receiver.refuseNext(1, 451);
    const now = new Date();
    const first = await deliverDueMail(suite.database.db, options(), now);
    expect(first).toMatchObject({ claimed: 1, retrying: 1, sent: 0 });
    const [row] = await rowsOf();
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + RETRY_DELAYS_MS[0]);
    expect(row!.lastError).toMatch(/Refused by the test/);
    // Not due yet: nothing is claimed.
    expect((await deliverDueMail(suite.database.db, options(), new Date(now.getTime() + 1000))).claimed).toBe(0);
    const before = receiver.received.length;
    const second = await deliverDueMail(suite.database.db, options(), new Date(now.getTime() + RETRY_DELAYS_MS[0]));
    expect(second).toMatchObject({ claimed: 1, sent: 1 });
    expect(receiver.received.length).toBe(before + 1);
    expect((await rowsOf())[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("a permanent refusal is given up at once and kept with its reason", async () => {
    await suite.database.db.delete(outbox);
    await write("password-changed");
    receiver.refuseNext(1, 550);
    expect(await deliverDueMail(suite.database.db, options())).toMatchObject({ failed: 1 });
    expect((await rowsOf())[0]).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("news goes only to verified addresses; security messages go to unverified ones too", async () => {
    await suite.database.db.delete(outbox);
    await suite.database.db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, student.id));
    await write("job-application-status");
    await write("password-changed");
    const report = await deliverDueMail(suite.database.db, options());
    expect(report).toMatchObject({ claimed: 2, sent: 1, skipped: 1 });
    const rows = await rowsOf();
    expect(rows.find((r) => r.kind === "job-application-status")).toMatchObject({
      status: "skipped",
      lastError: "the address is not verified",
    });
    await suite.database.db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, student.id));
  });

  it("while talent cannot say who people are, messages wait instead of going out without a name or language", async () => {
    await suite.database.db.delete(outbox);
    await write("password-changed");
    const down: RecipientDirectory = () =>
      Promise.reject(Object.assign(new Error("talent is unavailable"), { code: "SERVICE_UNAVAILABLE" }));
    expect(await deliverDueMail(suite.database.db, options(down))).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await rowsOf())[0]).toMatchObject({ status: "pending", leasedBy: null });
  });

  it("the dev mailbox keeps a message once even if it is delivered twice", async () => {
    const { devMailboxTransport } = await import("./mail/transport.js");
    const keep = devMailboxTransport(suite.database.db);
    const mail = {
      outboxId: "00000000-0000-4000-8000-0000000000e1",
      messageId: "<x@y>",
      to: "a@b.test",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    };
    await keep.send(mail);
    await keep.send(mail);
    const kept = await suite.database.db.select().from(devMailbox).where(eq(devMailbox.outboxId, mail.outboxId));
    expect(kept).toHaveLength(1);
  });
});

describe("two workers, one outbox", () => {
  const suite = routerSuite("in-process", undefined, { mailTransport: null });

  it("every message is sent exactly once when two processes deliver at the same time", async () => {
    // On PostgreSQL the second worker has a pool of its own, as a second router process would; PGlite has one connection.
    const second: Database = suite.database.engine === "pglite" ? suite.database : await openDatabase({ url: suite.database.url!, max: 4 });
    const transports = [smtpTransport(receiver.url), smtpTransport(receiver.url)];
    try {
      await suite.database.db.delete(outbox);
      const COUNT = 45;
      await suite.database.db.transaction(async (tx) => {
        for (let i = 0; i < COUNT; i++)
          await enqueueMail(tx, {
            kind: "password-changed",
            recipientId: student.id,
            params: { at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() },
          });
      });
      const before = receiver.received.length;
      const names: RecipientDirectory = async (ids) =>
        new Map(ids.map((id) => [id, { firstName: "Mei", language: "en", switchedOff: [] }]));
      const worker = (db: Database, i: number) => async () => {
        let claimed = 0;
        for (;;) {
          const report = await deliverDueMail(db.db, {
            transport: transports[i]!,
            recipients: names,
            origin: "https://talentforge.test",
            workerId: `w${i}`,
          });
          claimed += report.claimed;
          if (report.claimed === 0) return claimed;
        }
      };
      const [a, b] = await Promise.all([worker(suite.database, 0)(), worker(second, 1)()]);
      expect(a + b).toBe(COUNT);
      const ids = receiver.received.slice(before).map((m) => m.messageId);
      expect(ids).toHaveLength(COUNT);
      expect(new Set(ids).size).toBe(COUNT);
      expect(await pending(suite.database)).toBe(0);
    } finally {
      for (const t of transports) t.close();
      if (second !== suite.database) await second.close();
    }
  });
});
