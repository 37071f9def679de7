/**
 * A learner's day, in Debian's Chromium against `npm start` on a fresh data folder: the demo student logs in, reads
 * the dashboard (every card from one query), opens a recent post, continues a class where she left off, opens an
 * event and a job from the dashboard; the dashboard also fits a 390 px phone and reads in the dark scheme. Every page
 * is checked with axe, for console errors, and for requests leaving the machine.
 */
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { DASHBOARD_LIMITS } from "../subgraphs/shared/dashboard.js";
import { browserSession, checkPage, logIn } from "./browser.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT") && a.purpose === "learn")!;
const PHONE_WIDTH = 390;

const run = browserSession();

/** A dashboard card: the region named by its title. */
const card = (name: string | RegExp): Locator => run.session.page.getByRole("region", { name });

async function openDashboard(): Promise<void> {
  await run.session.page.goto("/dashboard");
  await run.session.page.getByRole("heading", { level: 1, name: `Welcome, ${student.firstName}` }).waitFor();
  await card("Recent posts").waitFor();
}

describe("a learner in Chromium", () => {
  it("logs in as the demo student and sees the dashboard's cards, each list within its limit", async () => {
    await logIn(run.session, student.email, DEMO_PASSWORD);
    await openDashboard();
    for (const name of [
      "Continue learning",
      "Recent posts",
      "Recent announcements",
      "Programmes",
      "Profile completion",
      "Skills readiness",
      "Your CV score",
      "Events",
      /^Open jobs/,
    ]) {
      await card(name).waitFor();
    }
    expect(await card("Recent posts").getByRole("listitem").count()).toBeLessThanOrEqual(DASHBOARD_LIMITS.recentPosts);
    expect(await card("Recent announcements").getByRole("listitem").count()).toBeLessThanOrEqual(DASHBOARD_LIMITS.recentAnnouncements);
    expect(await card("Programmes").getByRole("listitem").count()).toBeLessThanOrEqual(DASHBOARD_LIMITS.activeProgrammes);
    expect(
      await card(/^Open jobs/)
        .getByRole("listitem")
        .count(),
    ).toBeLessThanOrEqual(DASHBOARD_LIMITS.roleJobs);
    await checkPage(run.session, "learner-01-dashboard");
  });

  it("fits a 390 px phone without scrolling sideways, in light and dark", async () => {
    const { page } = run.session;
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    try {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await openDashboard();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `page width in ${colorScheme}`).toBeLessThanOrEqual(PHONE_WIDTH);
        await checkPage(run.session, `learner-02-dashboard-phone-${colorScheme}`);
      }
    } finally {
      await page.emulateMedia({ colorScheme: "light" });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("opens a recent post from the dashboard", async () => {
    const { page } = run.session;
    await openDashboard();
    const first = card("Recent posts").getByRole("listitem").first().getByRole("link");
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/forum\/post\//);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await checkPage(run.session, "learner-03-recent-post");
  });

  it("continues learning at the next lesson of a class in progress", async () => {
    const { page } = run.session;
    await openDashboard();
    const next = card("Continue learning").getByRole("listitem").first().getByRole("link");
    await next.waitFor();
    await next.click();
    await page.waitForURL(/\/classroom\/[\w-]+/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkPage(run.session, "learner-04-continue-learning");
  });

  it("opens an event from the dashboard (or the events list when none is marked for it)", async () => {
    const { page } = run.session;
    await openDashboard();
    const events = card("Events");
    const items = events.getByRole("listitem");
    if ((await items.count()) > 0) {
      await items.first().getByRole("link").click();
      await page.waitForURL(/\/events\/[^/]+$/);
    } else {
      await events.getByRole("link", { name: "All events" }).click();
      await page.waitForURL(/\/events$/);
    }
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkPage(run.session, "learner-05-event");
  });

  it("opens a job of her target role from the dashboard", async () => {
    const { page } = run.session;
    await openDashboard();
    const jobs = card(/^Open jobs/);
    const items = jobs.getByRole("listitem");
    if ((await items.count()) > 0) {
      await items.first().getByRole("link").click();
      await page.waitForURL(/\/jobs\/\d+$/);
    } else {
      await jobs.getByRole("link", { name: "All jobs" }).click();
      await page.waitForURL(/\/jobs/);
    }
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkPage(run.session, "learner-06-job");
  });
});
