/**
 * The common pages in the dark colour scheme, in Debian's Chromium against `npm start` on a fresh data folder: what a
 * learner and a job admin open most, each at 1280 px and at a 390 px phone width. axe checks real rendered colours
 * (its colour-contrast rule is serious), so a shade picked for a white page shows up here; nothing may scroll
 * sideways, log a console error or load from beyond the machine. Each page leaves a screenshot in e2e/screenshots.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { browserSession, checkPage, logIn } from "./browser.js";

const PHONE_WIDTH = 390;
const run = browserSession();
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email.startsWith(email))!;

/** The page's heading is in and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await expect.poll(() => page.locator('main .mantine-Loader-root, main [aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
}

/** Each path at 1280 px and at a phone's width, in the dark scheme. */
async function checkDark(paths: string[], prefix: string): Promise<void> {
  const { page } = run.session;
  await page.emulateMedia({ colorScheme: "dark" });
  try {
    for (const [i, path] of paths.entries()) {
      const name = `${prefix}-${String(i + 1).padStart(2, "0")}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`;
      for (const width of [1280, PHONE_WIDTH]) {
        await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
        await page.goto(path);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme"))).toBe("dark");
        await checkPage(run.session, `${name}-dark${width === 1280 ? "" : "-phone"}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `horizontal scroll on ${path}`).toBeLessThanOrEqual(width);
      }
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
  }
}

/** Every page twice, with axe each time: well over the default minute. */
const PAGES_TIMEOUT = 300_000;

describe("the common pages in the dark colour scheme", () => {
  it(
    "a visitor's pages",
    async () => {
      await checkDark(
        ["/courses", "/courses/fcda", "/jobs", "/jobs/1", "/events", "/events/kl-tech-career-fair", "/forum", "/login"],
        "dark-visitor",
      );
    },
    PAGES_TIMEOUT,
  );

  it(
    "a learner's pages",
    async () => {
      await logIn(run.session, account("student@").email, DEMO_PASSWORD);
      await checkDark(
        ["/dashboard", "/profile", "/settings", "/applications", "/skills/my-skills", "/courses/my-learning"],
        "dark-learner",
      );
    },
    PAGES_TIMEOUT,
  );

  it(
    "a job admin's pages",
    async () => {
      await run.session.page.context().clearCookies();
      await logIn(run.session, account("job-admin@").email, DEMO_PASSWORD);
      await checkDark(["/dashboard/admin", "/jobs/admin/all", "/jobs/admin/campaigns", "/jobs/admin/jobs/1/edit"], "dark-job-admin");
    },
    PAGES_TIMEOUT,
  );
});
