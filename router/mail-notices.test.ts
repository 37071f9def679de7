/**
 * The notices that follow a person's activity, through a real SMTP server: an event registration (with its .ics when
 * the person has a place, "a place opened up" when they move up from the waitlist), the ISA statements a run of the
 * job issues (one email per order and run), and the daily forum digest with its switch in settings (a switched-off
 * digest is not sent, also when it was already waiting).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { accounts } from "../drizzle/schema/auth.js";
import { isaAgreements } from "../drizzle/schema/courses.js";
import { eventTable } from "../drizzle/schema/events.js";
import { forumDigestRuns, forumNotifications, forumPosts } from "../drizzle/schema/forum.js";
import { outbox } from "../drizzle/schema/mail.js";
import { runIsaStatementsAt } from "../subgraphs/courses/modules/financing/index.js";
import { digestPeriodAt, writeDailyDigests } from "../subgraphs/forum/modules/notifications/index.js";
import { TestBrowser, routerSuite } from "./testing.js";
import { smtpTransport } from "./mail/transport.js";
import { startSmtpReceiver, type SmtpReceiver } from "./mail/testing.js";

const EVENT = "hk-tech-networking-mixer";
const REGISTER = `mutation($eventId: ID!) { registerForEvent(input: { eventId: $eventId }) { id status } }`;

let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const toOf = (m: { to?: unknown }) => (m.to && !Array.isArray(m.to) ? (m.to as { text: string }).text : "");

describe("notices by email, through SMTP", () => {
  let transport: ReturnType<typeof smtpTransport>;
  const suite = routerSuite("in-process", undefined, {
    get mailTransport() {
      return (transport ??= smtpTransport(receiver.url));
    },
  });

  /** A new verified learner, logged in; their verification email is delivered and left out of what the tests read. */
  async function learner(email: string, firstName: string): Promise<{ browser: TestBrowser; id: string }> {
    const browser = new TestBrowser(suite.url);
    const signedUp = await browser.request("/auth/signup", {
      body: { purpose: "learn", email, password: "long enough password", firstName, lastName: "Tan" },
    });
    expect(signedUp.status).toBe(201);
    const [row] = await suite.database.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(accounts.email, email))
      .returning({ id: accounts.id });
    await suite.deliverMail();
    return { browser, id: row!.id };
  }
  const mailTo = (email: string, since: number) => receiver.received.slice(since).filter((m) => toOf(m) === email);

  it("registering sends the registration with its .ics; the waitlisted person hears when a place opens up", async () => {
    const first = await learner("first-in@example.hk", "Ka Yan");
    const second = await learner("second-in@example.hk", "Wing");
    // One place left at the mixer.
    await suite.database.db
      .update(eventTable)
      .set({ capacity: sql`${eventTable.placesTaken} + 1` })
      .where(eq(eventTable.id, EVENT));
    const before = receiver.received.length;

    const a = await first.browser.graphql<{ registerForEvent: { id: string; status: string } }>(REGISTER, { eventId: EVENT });
    expect(a.json.data?.registerForEvent.status).toBe("Registered");
    const b = await second.browser.graphql<{ registerForEvent: { id: string; status: string } }>(REGISTER, { eventId: EVENT });
    expect(b.json.data?.registerForEvent.status).toBe("Waitlisted");
    await suite.deliverMail();

    const [registered] = mailTo("first-in@example.hk", before);
    expect(registered?.subject).toMatch(/^You are registered: /);
    expect(registered?.text).toContain(`/events/${EVENT}`);
    expect(registered?.attachments).toHaveLength(1);
    const ics = registered!.attachments[0]!;
    expect(ics.filename).toBe("event.ics");
    expect(ics.contentType).toBe("text/calendar");
    const calendar = ics.content.toString("utf8");
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain(`UID:${a.json.data!.registerForEvent.id}-${EVENT}-1@`);
    const [waiting] = mailTo("second-in@example.hk", before);
    expect(waiting?.subject).toMatch(/^You are on the waitlist: /);
    expect(waiting?.attachments).toHaveLength(0);

    const cancelled = await first.browser.graphql(`mutation($id: ID!) { cancelEventRegistration(id: $id) { id } }`, {
      id: a.json.data!.registerForEvent.id,
    });
    expect(cancelled.json.errors).toBeUndefined();
    await suite.deliverMail();
    const promoted = mailTo("second-in@example.hk", before);
    expect(promoted.map((m) => m.subject)).toEqual([waiting!.subject, expect.stringMatching(/^A place opened up: /)]);
    expect(promoted[1]!.attachments[0]?.content.toString("utf8")).toContain(`UID:${b.json.data!.registerForEvent.id}-${EVENT}-1@`);
    expect(mailTo("first-in@example.hk", before), "cancelling sends the canceller nothing").toHaveLength(1);
  });

  it("a refused registration writes nothing to the outbox", async () => {
    const again = await learner("twice@example.hk", "Chi Ho");
    expect((await again.browser.graphql(REGISTER, { eventId: EVENT })).json.errors).toBeUndefined();
    const rows = async () => (await suite.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
    const before = await rows();
    const refused = await again.browser.graphql(REGISTER, { eventId: EVENT });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await rows()).toBe(before);
  });

  it("a run of the ISA job sends one statement email per order, and a rerun sends none", async () => {
    // The demo student's agreement collects from the month after her access ends.
    const [agreement] = await suite.database.db.select({ first: isaAgreements.firstCollectionMonth }).from(isaAgreements);
    const firstRun = new Date(`${agreement!.first}-02T00:00:00Z`);
    const nextRun = new Date(Date.UTC(firstRun.getUTCFullYear(), firstRun.getUTCMonth() + 1, 2));
    const statementMails = (since: number) =>
      receiver.received.slice(since).filter((m) => /^Your ISA statement for /.test(m.subject ?? ""));
    const before = receiver.received.length;

    expect(await runIsaStatementsAt(suite.database.db, new Date()), "nothing is due before collection starts").toBe(0);
    expect(await runIsaStatementsAt(suite.database.db, firstRun)).toBe(1);
    expect(await runIsaStatementsAt(suite.database.db, firstRun), "a rerun writes nothing").toBe(0);
    await suite.deliverMail(firstRun);
    const [first, ...others] = statementMails(before);
    expect(others).toHaveLength(0);
    expect(first!.text).toContain(`TF-DEMOISAA-${agreement!.first!.replace("-", "")}`);
    expect(first!.text).toContain("Amount due: US$90.00");
    expect(first!.text).toContain("/courses/my-learning");

    expect(await runIsaStatementsAt(suite.database.db, nextRun)).toBe(1);
    await suite.deliverMail(nextRun);
    expect(statementMails(before)).toHaveLength(2);
  });

  it("the daily digest lists a person's unread notifications once a day; switched off in settings, it is not sent", async () => {
    const reader = await learner("reader@example.my", "Aisyah");
    const quiet = await learner("quiet@example.my", "Hafiz");
    const now = new Date();
    const period = digestPeriodAt(now);
    await suite.database.db.delete(forumDigestRuns);
    const [post] = await suite.database.db.select({ id: forumPosts.id, title: forumPosts.title }).from(forumPosts).limit(1);
    const notify = (recipientId: string, minutes: number, read = false) => ({
      type: "NEW_COMMENT" as const,
      recipientId,
      postId: post!.id,
      postTitle: post!.title,
      createdAt: new Date(period.from.getTime() + minutes * 60_000),
      recipientReadAt: read ? now : null,
    });
    await suite.database.db.insert(forumNotifications).values([
      ...Array.from({ length: 7 }, (_, i) => notify(reader.id, 60 + i)),
      notify(reader.id, 30, true), // read: not in the digest
      notify(reader.id, -30), // before the period
      notify(quiet.id, 90),
    ]);

    // The quiet learner switches the digest off; their settings say so.
    const off = await quiet.browser.graphql<{ setEmailPreference: { emailPreferences: { email: string; enabled: boolean }[] } }>(
      `mutation { setEmailPreference(email: FORUM_DIGEST, enabled: false) { emailPreferences { email enabled } settings { id value } } }`,
    );
    expect(off.json.errors).toBeUndefined();
    expect(off.json.data?.setEmailPreference.emailPreferences).toEqual([{ email: "FORUM_DIGEST", enabled: false }]);
    expect(off.json.data?.setEmailPreference).toMatchObject({
      settings: expect.arrayContaining([{ id: "email-forum-digest", value: "false" }]),
    });

    const before = receiver.received.length;
    expect(await writeDailyDigests(suite.database.db, now)).toBeGreaterThanOrEqual(2);
    expect(await writeDailyDigests(suite.database.db, now), "the day is done").toBe(0);
    for (let i = 0; i < 5; i++) await suite.deliverMail();

    const [digest, ...more] = mailTo("reader@example.my", before);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe("7 unread forum notifications");
    expect(digest?.text).toContain("…and 2 more.");
    expect(digest?.headers.get("list")).toMatchObject({ unsubscribe: { url: expect.stringMatching(/\/settings#settings-email$/) } });
    expect(mailTo("quiet@example.my", before)).toHaveLength(0);
    const [skipped] = await suite.database.db
      .select({ status: outbox.status, lastError: outbox.lastError })
      .from(outbox)
      .where(and(eq(outbox.kind, "forum-digest"), eq(outbox.recipientId, quiet.id)));
    expect(skipped).toEqual({ status: "skipped", lastError: "switched off by the person" });

    // Switched on again, the next day's digest is sent.
    expect(
      (await quiet.browser.graphql(`mutation { setEmailPreference(email: FORUM_DIGEST, enabled: true) { id } }`)).json.errors,
    ).toBeUndefined();
    await suite.database.db.insert(forumNotifications).values(notify(quiet.id, 24 * 60 + 90));
    const tomorrow = new Date(period.to.getTime() + 24 * 60 * 60_000 + 60_000);
    await writeDailyDigests(suite.database.db, tomorrow);
    for (let i = 0; i < 5; i++) await suite.deliverMail(tomorrow);
    expect(mailTo("quiet@example.my", before).map((m) => m.subject)).toEqual(["1 unread forum notification"]);
  });

  it("only the person switches their emails; a visitor is told to log in, an unknown email is refused", async () => {
    const visitor = new TestBrowser(suite.url);
    const anonymous = await visitor.graphql(`mutation { setEmailPreference(email: FORUM_DIGEST, enabled: false) { id } }`);
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const someone = await learner("someone@example.my", "Siti");
    const unknown = await someone.browser.graphql(`mutation { setEmailPreference(email: PASSWORD_RESET, enabled: false) { id } }`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});
