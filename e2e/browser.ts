/** Debian's Chromium through playwright-core, with no network but localhost, console errors collected. */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const SCREENSHOTS = path.join(import.meta.dirname, "screenshots");

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface WatchedPage {
  page: Page;
  consoleErrors: string[];
  /** Requests that left this machine (there is no internet: anything remote is a bug). */
  remoteRequests: string[];
}

export async function watchedPage(browser: Browser, baseUrl: string): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const remoteRequests: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol.startsWith("http")) remoteRequests.push(req.url());
  });
  return { page, consoleErrors, remoteRequests };
}

/**
 * axe-core violations of serious or critical impact. A sandboxed frame without scripts (the dev mailbox's message
 * preview) is left out: its content is an email's, not the page's, and axe cannot run inside it (it would wait forever).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * The checks every journey makes on a finished page: a screenshot to look at, no serious axe violation, no console
 * error and no request beyond localhost.
 */
export async function checkPage(session: WatchedPage, name: string): Promise<void> {
  await session.page.waitForLoadState("networkidle");
  await screenshot(session.page, name);
  expect(await seriousViolations(session.page), `axe on ${name}`).toEqual([]);
  expect(session.consoleErrors, `console errors on ${name}`).toEqual([]);
  expect(session.remoteRequests, `remote requests on ${name}`).toEqual([]);
}

export async function logIn(session: WatchedPage, email: string, password: string): Promise<void> {
  await session.page.goto("/login");
  await session.page.getByRole("textbox", { name: "Email" }).fill(email);
  await session.page.locator('input[type="password"]').fill(password);
  await session.page.getByRole("button", { name: "Log in" }).last().click();
  await session.page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Signs a new learner up through the form (a unique email per call) and waits for the courses landing. */
export async function signUpLearner(page: Page, firstName: string, lastName: string, emailPrefix: string): Promise<void> {
  await page.goto("/signup?purpose=learn");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("textbox", { name: "Email" }).fill(`${emailPrefix}-${Date.now()}@example.com`);
  await page.locator('input[type="password"]').fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/courses/);
}

/** One browser and one watched page for a test file against the app under test: launched before its tests, closed after. */
export function browserSession(): { readonly session: WatchedPage } {
  let browser: Browser | undefined;
  const run = {} as { session: WatchedPage };
  beforeAll(async () => {
    browser = await launch();
    run.session = await watchedPage(browser, inject("baseUrl"));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return run;
}
