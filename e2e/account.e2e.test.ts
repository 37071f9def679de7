/**
 * The account's life in Chromium against the real app, reading every email from the dev mailbox as a person reads
 * their inbox: sign up → verify the address from the emailed link → forget the password → reset it from the email
 * (another browser's session ends) → change it in settings (the other session ends) → change the email address,
 * confirmed from the new mailbox (the old one is told) → see the sessions, end one, and log out everywhere → delete
 * the account.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { checkPage, launch, watchedPage, type WatchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
let browser: Browser;
let session: WatchedPage;
let page: Page;
/** A second device: a browser context of its own, with its own cookies. */
let phone: BrowserContext;

/** The account's address (it changes in the journey). */
let email = `lifecycle-${Date.now()}@example.com`;
const passwords = ["first password 2026", "second password 2026", "third password 2026"];

beforeAll(async () => {
  browser = await launch();
  session = await watchedPage(browser, baseUrl);
  page = session.page;
  phone = await browser.newContext({
    baseURL: baseUrl,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1",
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the newest message to `email` whose subject is `subject` in the dev mailbox, waiting for the worker to keep it. */
async function openMail(subject: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole("heading", { name: `Messages to ${email}` }).waitFor();
    const entry = page.getByRole("link", { name: new RegExp(subject) }).first();
    if (await entry.isVisible().catch(() => false)) {
      await entry.click();
      break;
    }
    if (attempt > 20) throw new Error(`No "${subject}" email to ${email}`);
    await page.waitForTimeout(500);
  }
  await page
    .getByRole("heading", { name: subject, level: 2 })
    .or(page.getByRole("heading", { name: subject }))
    .first()
    .waitFor();
}

/** Follows the message's link to `path` from the list of its links. */
async function followLink(path: string): Promise<void> {
  await page
    .getByRole("list", { name: "Links in this message" })
    .getByRole("link", { name: new RegExp(path) })
    .first()
    .click();
  await page.waitForURL(new RegExp(path));
}

async function logInOn(target: Page, password: string): Promise<void> {
  await target.goto("/login");
  await target.getByRole("textbox", { name: "Email" }).fill(email);
  await target.locator('input[type="password"]').fill(password);
  await target.getByRole("button", { name: "Log in" }).last().click();
  await target.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Whether a browser context is logged in, as the server sees its cookie. */
async function loggedIn(context: BrowserContext): Promise<boolean> {
  const res = await context.request.get("/auth/session");
  return ((await res.json()) as { viewer: unknown }).viewer !== null;
}

describe("the account's life, with its emails", () => {
  it("a new learner verifies their address from the emailed link", { timeout: 120_000 }, async () => {
    await page.goto("/signup?purpose=learn");
    await page.getByLabel("First name").fill("Wing Yan");
    await page.getByLabel("Last name").fill("Lau");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.locator('input[type="password"]').fill(passwords[0]!);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/courses/);

    await page.goto("/settings#settings-security");
    await page.getByText("Not verified").waitFor();

    await openMail("Confirm your email address");
    await checkPage(session, "70-dev-mailbox-verification");
    await followLink("/verify-email");
    await page.getByText("Your email address is verified").waitFor();
    await checkPage(session, "71-email-verified");

    await page.goto("/settings#settings-security");
    await page.getByText("Verified", { exact: true }).waitFor();
  });

  it("a forgotten password is reset from the email, and every session ends", { timeout: 120_000 }, async () => {
    const phonePage = await phone.newPage();
    await logInOn(phonePage, passwords[0]!);
    expect(await loggedIn(phone)).toBe(true);

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/forgot-password/);
    // The route changes before its page has rendered: wait for the page, not the login form still on screen.
    await page.getByRole("heading", { name: "Reset your password", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText("Check your email").waitFor();
    await checkPage(session, "72-forgot-password-sent");

    await openMail("Reset your password");
    await followLink("/reset-password");
    await page.getByLabel(/^New password/).fill(passwords[1]!);
    await page.getByLabel("Confirm new password").fill(passwords[1]!);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Your password has been changed").waitFor();
    await checkPage(session, "73-password-reset");

    expect(await loggedIn(phone)).toBe(false);
    await openMail("Your password was changed");
  });

  it("a change in settings keeps this session and ends the others", async () => {
    await logInOn(page, passwords[1]!);
    const phonePage = await phone.newPage();
    await logInOn(phonePage, passwords[1]!);

    await page.goto("/settings#settings-security");
    await page.getByLabel("Current password").fill(passwords[1]!);
    await page.getByLabel(/^New password/).fill(passwords[2]!);
    await page.getByLabel("Confirm new password").fill(passwords[2]!);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed; your other sessions were logged out.").waitFor();
    await checkPage(session, "74-settings-password-changed");

    expect(await loggedIn(page.context())).toBe(true);
    expect(await loggedIn(phone)).toBe(false);
  });

  it("a new address is confirmed from its own mailbox, and the former address is told", async () => {
    const former = email;
    const moved = `moved-${Date.now()}@example.com`;
    await page.goto("/settings#settings-address");
    await page.reload();
    await page.getByRole("button", { name: "Change email address" }).click();
    const form = page.getByRole("form", { name: "Change email address" });
    await form.getByRole("textbox", { name: "New email address" }).fill(moved);
    await form.locator('input[type="password"]').fill(passwords[2]!);
    await form.getByRole("button", { name: "Send a confirmation link" }).click();
    await page.getByText(`We sent a link to ${moved}.`, { exact: false }).waitFor();
    await checkPage(session, "76-settings-email-change-sent");

    email = moved;
    await openMail("Confirm your new email address");
    await followLink("/confirm-email-change");
    await page.getByText("Your email address is changed").waitFor();
    await checkPage(session, "77-email-changed");

    email = former;
    await openMail("Your email address was changed");
    email = moved;
    const res = await page.context().request.get("/auth/session");
    expect(((await res.json()) as { viewer: { email: string; emailVerified: boolean } }).viewer).toMatchObject({
      email: moved,
      emailVerified: true,
    });
  });

  it("lists the sessions, ends the phone's, then logs out everywhere", async () => {
    const phonePage = await phone.newPage();
    await logInOn(phonePage, passwords[2]!);

    // /settings is open already: a new fragment alone would not load the page again.
    await page.goto("/settings#settings-sessions");
    await page.reload();
    await page.getByText("This device").waitFor();
    const ends = page.getByRole("button", { name: /^End / });
    await ends.first().waitFor();
    expect(await ends.count()).toBe(1);
    await page
      .getByText(/Safari/)
      .first()
      .waitFor();
    await checkPage(session, "75-settings-sessions");
    await ends.first().click();
    await page.getByText("You are not logged in anywhere else.").waitFor();
    expect(await loggedIn(phone)).toBe(false);

    await page.getByRole("button", { name: "Log out everywhere" }).click();
    await page.getByRole("dialog", { name: "Log out everywhere?" }).getByRole("button", { name: "Log out everywhere" }).click();
    await page.waitForURL(/\/login/);
    expect(await loggedIn(page.context())).toBe(false);
  });

  it("deleting the account shows what is erased and kept, asks for the password, and logs out for good", async () => {
    await logInOn(page, passwords[2]!);
    await page.goto("/settings#settings-data");
    await page.reload();
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("What we keep, and why").waitFor();
    await checkPage(session, "78-delete-account-dialog");
    await dialog.locator('input[type="password"]').fill(passwords[2]!);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await loggedIn(page.context())).toBe(false);
    const again = await page.context().request.post("/auth/login", { data: { email, password: passwords[2] } });
    expect(again.status()).toBe(401);
  });
});
