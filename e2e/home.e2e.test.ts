/**
 * A visitor's way through the product from the home page, in Debian's Chromium against `npm start` on a fresh data
 * folder: the home page served from the API (value cards, statistics, partners, testimonials, team, FAQs, events),
 * a value card into the courses, then the jobs and the events; the three information pages; the home page in
 * Traditional Chinese and in a dark colour scheme. Every page is checked with axe (no serious or critical
 * violation), for console errors and for requests leaving the machine, at 1280 px and at a 390 px phone width, where
 * nothing may scroll sideways.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserSession, checkPage } from "./browser.js";

const PHONE_WIDTH = 390;
const run = browserSession();

/** The home page with its API content in place: the cards, the statistics, the FAQs and the partners' logos. */
async function homeLoaded(page: Page): Promise<void> {
  await page.getByRole("region", { name: "What you can do here" }).getByRole("listitem").first().waitFor();
  await page.getByRole("region", { name: "Our results in numbers" }).getByText("92%").waitFor();
  await page.getByRole("region", { name: "Our hiring partners" }).getByRole("img").first().waitFor();
  await page.getByRole("region", { name: "Frequently asked questions" }).waitFor();
}

/** At a phone's width: the page passes the checks and never scrolls sideways. */
async function fitsPhone(path: string, ready: (page: Page) => Promise<unknown>, name: string): Promise<void> {
  const { page } = run.session;
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  try {
    await page.goto(path);
    await ready(page);
    await checkPage(run.session, name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `horizontal scroll on ${path}`).toBeLessThanOrEqual(
      PHONE_WIDTH,
    );
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

describe("a visitor from the home page", () => {
  it("sees the home page served from the API", async () => {
    const { page } = run.session;
    await page.goto("/");
    await homeLoaded(page);
    const values = page.getByRole("region", { name: "What you can do here" });
    expect(await values.getByRole("listitem").count()).toBe(5);
    expect(await page.getByRole("region", { name: "Our results in numbers" }).locator("dd").count()).toBe(6);
    const testimonials = page.getByRole("region", { name: "What our graduates say" });
    await testimonials.getByRole("img").first().waitFor();
    await page.getByRole("region", { name: "The people behind TalentForge" }).getByRole("tab", { name: "Instructors" }).click();
    await page.getByRole("region", { name: "Upcoming events" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await checkPage(run.session, "home-01-landing");
  });

  it("fits a phone", async () => {
    await fitsPhone("/", homeLoaded, "home-02-landing-phone");
  });

  it("follows a value card into the courses", async () => {
    const { page } = run.session;
    await page.goto("/");
    await homeLoaded(page);
    await page
      .getByRole("region", { name: "What you can do here" })
      .getByRole("link", { name: /Browse courses/ })
      .click();
    await page.waitForURL(/\/courses/);
    await page.getByRole("heading", { level: 1, name: "Courses" }).waitFor();
    await page.getByRole("list", { name: "Courses", exact: true }).getByRole("heading").first().waitFor();
    await checkPage(run.session, "home-03-courses");
  });

  it("goes on to the jobs and the events from the menu", async () => {
    const { page } = run.session;
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Jobs" }).click();
    await page.waitForURL(/\/jobs/);
    await page.getByText(/Showing 1–\d+ of/).waitFor();
    await checkPage(run.session, "home-04-jobs");
    await nav.getByRole("link", { name: "Events" }).click();
    await page.waitForURL(/\/events/);
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    await checkPage(run.session, "home-05-events");
  });

  it("opens a featured event from the home page", async () => {
    const { page } = run.session;
    await page.goto("/");
    const events = page.getByRole("region", { name: "Upcoming events" });
    const first = events.getByRole("listitem").first().getByRole("heading").getByRole("link");
    await first.waitFor();
    const title = (await first.textContent()) ?? "";
    await first.click();
    await page.waitForURL(/\/events\/[\w-]+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await checkPage(run.session, "home-06-featured-event");
  });

  it.each([
    ["/teach", "Teach with us", "home-07-teach"],
    ["/career-services", "Career services", "home-08-career-services"],
    ["/study-options", "Self-paced or sponsored study", "home-09-study-options"],
  ])("reads %s at 1280 px and on a phone", async (path, h1, name) => {
    const { page } = run.session;
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: h1 }).waitFor();
    if (path === "/teach") await page.getByRole("button", { name: "How are instructors paid?" }).waitFor();
    await checkPage(run.session, name);
    await fitsPhone(path, (p) => p.getByRole("heading", { level: 1, name: h1 }).waitFor(), `${name}-phone`);
  });

  it("reads the home page in Traditional Chinese, the API's content too", async () => {
    const { page } = run.session;
    await page.goto("/");
    await homeLoaded(page);
    await page.getByRole("button", { name: /English/ }).click();
    await page.getByRole("menuitem", { name: "繁體中文" }).click();
    // The switch happens once the new language's words have downloaded; the content is asked for again in it.
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 10_000 }).toBe("zh-Hant");
    await page.getByRole("heading", { level: 2, name: "你可以在這裡做甚麼" }).waitFor();
    await page.getByRole("heading", { level: 3, name: "學習熱門技能" }).waitFor();
    await page.getByText("就業率").waitFor();
    await checkPage(run.session, "home-10-landing-zh-hant");
    await page.getByRole("button", { name: /繁體中文/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.getByRole("heading", { level: 2, name: "What you can do here" }).waitFor();
  });

  it("looks finished in a dark colour scheme, at 1280 px and on a phone", async () => {
    const { page } = run.session;
    await page.emulateMedia({ colorScheme: "dark" });
    try {
      await page.goto("/");
      await homeLoaded(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme"))).toBe("dark");
      await checkPage(run.session, "home-11-landing-dark");
      await fitsPhone("/", homeLoaded, "home-12-landing-dark-phone");
    } finally {
      await page.emulateMedia({ colorScheme: "light" });
    }
  });
});
