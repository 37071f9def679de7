/**
 * The account's life through the router over HTTP, with messages read back from the dev mailbox as a person would
 * read them: verifying the address, a forgotten password reset from the emailed link, changing the password (other
 * sessions end), the sessions list, ending one session and logging out everywhere; and the refusals.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountTokens, accounts } from "../drizzle/schema/auth.js";
import { TestBrowser, routerSuite } from "./testing.js";

const suite = routerSuite("in-process");

const PASSWORD = "first-password-1";

async function signUp(email: string, language?: string): Promise<TestBrowser> {
  const browser = new TestBrowser(suite.url);
  const res = await browser.request("/auth/signup", {
    body: { purpose: "learn", email, password: PASSWORD, firstName: "Aina", lastName: "Rahman", language },
  });
  expect(res.status).toBe(201);
  expect(res.json.viewer.emailVerified).toBe(false);
  return browser;
}

async function logIn(email: string, password: string): Promise<TestBrowser> {
  const browser = new TestBrowser(suite.url);
  const res = await browser.request("/auth/login", { body: { email, password } });
  expect(res.status).toBe(200);
  return browser;
}

interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
}

/** The newest messages to `to` in the dev mailbox, after one delivery round. */
async function inbox(to: string): Promise<{ subject: string; text: string; html: string }[]> {
  await suite.deliverMail();
  const visitor = new TestBrowser(suite.url);
  const list = await visitor.request(`/dev/mail?to=${encodeURIComponent(to)}`);
  expect(list.status).toBe(200);
  const messages = [];
  for (const m of list.json.messages as MailboxEntry[]) messages.push((await visitor.request(`/dev/mail/${m.id}`)).json.message);
  return messages;
}

/** The token of the link to `path` in a message's text. */
function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([a-z2-7]+)`).exec(text);
  expect(match, `a ${path} link in:\n${text}`).not.toBeNull();
  return match![1]!;
}

const viewerOf = async (browser: TestBrowser) => (await browser.request("/auth/session")).json.viewer;

describe("verifying the address", () => {
  it("sign-up sends a link in the page's language; following it verifies the address once", async () => {
    const email = "verify-me@example.my";
    const browser = await signUp(email, "zh-Hans");
    const [message, ...others] = await inbox(email);
    expect(others).toHaveLength(0);
    expect(message!.subject).toBe("确认你的邮箱地址");
    expect(message!.text).toContain("Aina，你好");
    const token = tokenIn(message!.text, "/verify-email");

    // Followed in another browser (the phone's mail app), not logged in.
    const phone = new TestBrowser(suite.url);
    expect((await phone.request("/auth/verify-email", { body: { token } })).status).toBe(200);
    expect((await viewerOf(browser)).emailVerified).toBe(true);

    const again = await phone.request("/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json.error).toMatchObject({ code: "BAD_USER_INPUT", fields: { token: expect.any(String) } });
    // Verified already: no new link.
    expect((await browser.request("/auth/verify-email/resend", { body: {} })).json.error.code).toBe("BAD_USER_INPUT");
  });

  it("a new link replaces the old one, and a garbled token is refused with the same words", async () => {
    const email = "resend@example.my";
    const browser = await signUp(email);
    const [first] = await inbox(email);
    expect((await browser.request("/auth/verify-email/resend", { body: { language: "en" } })).status).toBe(202);
    const messages = await inbox(email);
    expect(messages).toHaveLength(2);
    const old = tokenIn(first!.text, "/verify-email");
    const newest = tokenIn(messages[0]!.text, "/verify-email");
    expect(newest).not.toBe(old);
    expect((await browser.request("/auth/verify-email", { body: { token: old } })).status).toBe(400);
    const garbled = await browser.request("/auth/verify-email", { body: { token: "<script>" } });
    expect(garbled.status).toBe(400);
    expect(garbled.json.error.fields.token).toBeTruthy();
    expect((await browser.request("/auth/verify-email", { body: { token: newest } })).status).toBe(200);
  });
});

describe("a forgotten password", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const email = "forgetful@example.my";
    await signUp(email);
    const visitor = new TestBrowser(suite.url);
    const known = await visitor.request("/auth/password-reset/request", { body: { email: email.toUpperCase(), language: "zh-Hant" } });
    const unknown = await visitor.request("/auth/password-reset/request", { body: { email: "nobody-here@example.my" } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json).toEqual(unknown.json);
    // The look-up runs after the answer: give it a moment.
    await new Promise((r) => setTimeout(r, 200));
    expect(await inbox("nobody-here@example.my")).toHaveLength(0);
    const reset = (await inbox(email)).find((m) => m.subject === "重設你的密碼");
    expect(reset).toBeDefined();
  });

  it("the emailed link sets a new password once, ends every session, and verifies the address", async () => {
    const email = "locked-out@example.my";
    const laptop = await signUp(email);
    const phone = await logIn(email, PASSWORD);
    await new TestBrowser(suite.url).request("/auth/password-reset/request", { body: { email } });
    await new Promise((r) => setTimeout(r, 200));
    const token = tokenIn((await inbox(email)).find((m) => m.text.includes("/reset-password"))!.text, "/reset-password");

    const weak = await new TestBrowser(suite.url).request("/auth/password-reset/confirm", { body: { token, password: "short" } });
    expect(weak.json.error).toMatchObject({ code: "BAD_USER_INPUT", fields: { password: expect.any(String) } });

    const done = await new TestBrowser(suite.url).request("/auth/password-reset/confirm", {
      body: { token, password: "second-password-2" },
    });
    expect(done.status).toBe(200);
    expect(await viewerOf(laptop)).toBeNull();
    expect(await viewerOf(phone)).toBeNull();
    const again = await new TestBrowser(suite.url).request("/auth/password-reset/confirm", {
      body: { token, password: "third-password-3" },
    });
    expect(again.status).toBe(400);

    expect((await new TestBrowser(suite.url).request("/auth/login", { body: { email, password: PASSWORD } })).status).toBe(401);
    const back = await logIn(email, "second-password-2");
    expect((await viewerOf(back)).emailVerified).toBe(true);
    expect((await inbox(email)).some((m) => m.subject === "Your password was changed")).toBe(true);
  });

  it("an expired link is refused", async () => {
    const email = "slow-reader@example.my";
    await signUp(email);
    await new TestBrowser(suite.url).request("/auth/password-reset/request", { body: { email } });
    await new Promise((r) => setTimeout(r, 200));
    const token = tokenIn((await inbox(email)).find((m) => m.text.includes("/reset-password"))!.text, "/reset-password");
    await suite.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, "reset_password"));
    const res = await new TestBrowser(suite.url).request("/auth/password-reset/confirm", {
      body: { token, password: "second-password-2" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.token).toBeTruthy();
    expect((await new TestBrowser(suite.url).request("/auth/login", { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("a malformed address is a field error", async () => {
    const res = await new TestBrowser(suite.url).request("/auth/password-reset/request", { body: { email: "not an address" } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.email).toBeTruthy();
  });
});

describe("changing the password and the sessions", () => {
  it("a change proves the current password and ends the other sessions, not this one", async () => {
    const email = "changer@example.my";
    const laptop = await signUp(email);
    const phone = await logIn(email, PASSWORD);
    const wrong = await laptop.request("/auth/password", { body: { currentPassword: "not-it-at-all", newPassword: "second-password-2" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.currentPassword).toBeTruthy();
    expect(await viewerOf(phone)).not.toBeNull();

    const ok = await laptop.request("/auth/password", { body: { currentPassword: PASSWORD, newPassword: "second-password-2" } });
    expect(ok.status).toBe(200);
    expect(await viewerOf(laptop)).not.toBeNull();
    expect(await viewerOf(phone)).toBeNull();
    expect((await inbox(email)).filter((m) => m.subject === "Your password was changed")).toHaveLength(1);
  });

  it("lists the account's sessions, ends one, then logs out everywhere", async () => {
    const email = "many-devices@example.my";
    const laptop = await signUp(email);
    const phone = await logIn(email, PASSWORD);
    const tablet = await logIn(email, PASSWORD);
    const listed = await laptop.request("/auth/sessions");
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const sessions = listed.json.sessions as { id: string; current: boolean; userAgent: string | null }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const phoneId = ((await phone.request("/auth/sessions")).json.sessions as { id: string; current: boolean }[]).find(
      (s) => s.current,
    )!.id;
    expect((await laptop.request(`/auth/sessions/${phoneId}`, { method: "DELETE" })).status).toBe(204);
    expect(await viewerOf(phone)).toBeNull();
    expect((await laptop.request(`/auth/sessions/${phoneId}`, { method: "DELETE" })).status).toBe(404);

    // Someone else's session cannot be ended (or confirmed to exist).
    const stranger = await signUp("stranger@example.my");
    const laptopId = sessions.find((s) => s.current)!.id;
    expect((await stranger.request(`/auth/sessions/${laptopId}`, { method: "DELETE" })).status).toBe(404);
    expect(await viewerOf(laptop)).not.toBeNull();

    expect((await tablet.request("/auth/logout-everywhere", { body: {} })).status).toBe(204);
    expect(await viewerOf(tablet)).toBeNull();
    expect(await viewerOf(laptop)).toBeNull();
  });

  it("a visitor is refused every account endpoint before its input is read", async () => {
    const visitor = new TestBrowser(suite.url);
    const calls: [string, string, unknown][] = [
      ["GET", "/auth/sessions", undefined],
      ["DELETE", "/auth/sessions/anything", undefined],
      ["POST", "/auth/logout-everywhere", {}],
      ["POST", "/auth/password", { currentPassword: 1 }],
      ["POST", "/auth/verify-email/resend", {}],
      ["POST", "/auth/email-change/request", { newEmail: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await visitor.request(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });
});

describe("changing the email address", () => {
  it("a link to the new address confirms it once; both addresses are told; log-in and the profile follow", async () => {
    const old = "moving@example.my";
    const next = "moved@example.hk";
    const browser = await signUp(old);
    const other = await logIn(old, PASSWORD);
    const ask = (body: unknown) => browser.request("/auth/email-change/request", { body });

    const wrong = await ask({ newEmail: next, currentPassword: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.currentPassword).toBeTruthy();
    const taken = await ask({ newEmail: "Student@Demo.TalentForge.test", currentPassword: PASSWORD });
    expect(taken.status).toBe(400);
    expect(taken.json.error.fields.newEmail).toMatch(/another account/);
    const same = await ask({ newEmail: old.toUpperCase(), currentPassword: PASSWORD });
    expect(same.json.error.fields.newEmail).toMatch(/already your address/);
    const garbled = await ask({ newEmail: "not an address", currentPassword: PASSWORD });
    expect(garbled.status).toBe(400);
    expect(garbled.json.error.fields.newEmail).toBeTruthy();
    expect(await inbox(next), "refused requests send nothing").toHaveLength(0);

    const asked = await ask({ newEmail: next, currentPassword: PASSWORD, language: "zh-Hant" });
    expect(asked.status).toBe(202);
    expect((await viewerOf(browser)).email, "nothing changes before the link is opened").toBe(old);
    const [confirm] = await inbox(next);
    expect(confirm?.subject).toBe("確認你的新電郵地址");
    const notice = (await inbox(old)).find((m) => m.subject === "有人要求更改你的電郵地址");
    expect(notice?.text).toContain(next);

    const token = tokenIn(confirm!.text, "/confirm-email-change");
    const done = await new TestBrowser(suite.url).request("/auth/email-change/confirm", { body: { token } });
    expect(done.status).toBe(200);
    expect(await viewerOf(browser)).toMatchObject({ email: next, emailVerified: true });
    expect(await viewerOf(other), "sessions stay").toMatchObject({ email: next });
    const profile = await browser.graphql<{ viewer: { email: string } }>(`{ viewer { email } }`);
    expect(profile.json.data?.viewer.email).toBe(next);
    expect((await inbox(old)).map((m) => m.subject)).toContain("Your email address was changed");

    const again = await new TestBrowser(suite.url).request("/auth/email-change/confirm", { body: { token } });
    expect(again.status).toBe(400);
    expect((await new TestBrowser(suite.url).request("/auth/login", { body: { email: old, password: PASSWORD } })).status).toBe(401);
    await logIn(next, PASSWORD);
  });

  it("a newer request replaces the older link; an address taken meanwhile is refused and nothing changes", async () => {
    const browser = await signUp("switcher@example.my");
    const ask = (newEmail: string) => browser.request("/auth/email-change/request", { body: { newEmail, currentPassword: PASSWORD } });
    expect((await ask("first-choice@example.my")).status).toBe(202);
    expect((await ask("second-choice@example.my")).status).toBe(202);
    const first = tokenIn((await inbox("first-choice@example.my"))[0]!.text, "/confirm-email-change");
    const second = tokenIn((await inbox("second-choice@example.my"))[0]!.text, "/confirm-email-change");
    expect((await browser.request("/auth/email-change/confirm", { body: { token: first } })).status).toBe(400);

    // The address is taken meanwhile (as a sign-up would; this file's sign-ups are at the per-address limit).
    await suite.database.db.update(accounts).set({ email: "second-choice@example.my" }).where(eq(accounts.email, "moved@example.hk"));
    const late = await browser.request("/auth/email-change/confirm", { body: { token: second } });
    expect(late.status).toBe(400);
    expect(late.json.error.fields.newEmail).toMatch(/another account/);
    expect((await viewerOf(browser)).email).toBe("switcher@example.my");
  });
});
