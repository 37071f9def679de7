/**
 * The app as a person uses it, in Debian's Chromium against `npm start` on a fresh data folder: a visitor browses,
 * signs up as talent, logs out, logs in, pages through the courses, switches language. Every page is checked with
 * axe (no serious or critical violation), for console errors, and for requests leaving the machine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { checkPage, launch, screenshot, seriousViolations, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
let browser: Browser;
let session: WatchedPage;

beforeAll(async () => {
  browser = await launch();
  session = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const email = `e2e-${Date.now()}@example.com`;
const password = "a long enough password";

describe("TalentForge in Chromium", () => {
  it("shows a visitor the landing page with only the jobs section in the menu", async () => {
    const { page } = session;
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // The menu comes from the server (visitorNavigation): wait for it before counting.
    await nav.getByRole("link", { name: "Jobs" }).waitFor();
    expect(await nav.getByRole("link", { name: "Learn" }).count()).toBe(0);
    await checkPage(session, "01-landing-visitor");
  });

  it("signs up as talent from the role choice and lands on the courses, logged in", async () => {
    const { page } = session;
    await page.goto("/signup/select-role");
    await checkPage(session, "02-select-role");
    await page.getByRole("link", { name: "I want to learn / find a job" }).click();
    await page.getByLabel("First name").fill("Siew Lan");
    await page.getByLabel("Last name").fill("Goh");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.locator('input[type="password"]').fill(password);
    await checkPage(session, "03-signup-form");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/courses\?page=1/);
    await page.getByText("Siew Lan Goh").waitFor();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Learn" }).waitFor();
    await checkPage(session, "04-courses-after-signup");
  });

  it("logs out and back in", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("link", { name: "Log in" }).first().waitFor();
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole("button", { name: "Log in" }).last().click();
    await page.getByText("Siew Lan Goh").waitFor();
    await checkPage(session, "05-after-login");
  });

  it("pages through the course catalogue from the database", async () => {
    const { page } = session;
    await page.goto("/courses?page=1");
    const list = page.getByRole("list", { name: "Courses", exact: true });
    await list.getByRole("heading", { name: "Certified Associate in Data Analytics" }).waitFor();
    await page.getByRole("button", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await list.getByRole("heading", { name: "AWS Certified Solutions Architect – Associate" }).waitFor();
    await checkPage(session, "06-courses-page-2");
  });

  it("lists jobs", async () => {
    const { page } = session;
    await page.goto("/jobs?page=1");
    await page.getByText("Showing 1–10 of").waitFor();
    await checkPage(session, "07-jobs");
  });

  it("switches the interface to Traditional Chinese", async () => {
    const { page } = session;
    await page.goto("/courses?page=1");
    await page.getByRole("button", { name: /English/ }).click();
    await page.getByRole("menuitem", { name: "繁體中文" }).click();
    // The switch happens once the new language's words have downloaded.
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe("zh-Hant");
    await checkPage(session, "08-courses-zh-Hant");
  });

  it("shows a server error next to the email field for a duplicate sign-up, creating nothing", async () => {
    const fresh = await watchedPage(browser, baseUrl);
    const { page } = fresh;
    await page.goto("/signup?purpose=learn");
    await page.getByLabel("First name").fill("Dup");
    await page.getByLabel("Last name").fill("Licate");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(/already registered/).waitFor();
    await screenshot(page, "09-duplicate-email");
    expect(await seriousViolations(page)).toEqual([]);
    // The browser reports the refused request (409) itself; nothing else may be logged.
    expect(fresh.consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await page.context().close();
  });
});
