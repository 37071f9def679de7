/**
 * An admin's day, in Debian's Chromium against `npm start` on a fresh data folder: the demo talent admin logs in
 * without a `next` and lands on the admin dashboard (their role's home, not the learner's), reads the figures of their
 * areas (talent with the sign-ups trend, the forum's queues, the people search), follows one figure to its list, and
 * opens their menus (the admin sidebar, the admin menu and the forum admin menu); the job admin's dashboard shows the
 * job and event figures instead; the page fits a 390 px phone, where the menus live in the burger drawer. Every page
 * is checked with axe, for console errors, and for requests leaving the machine.
 */
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { browserSession, checkPage, logIn } from "./browser.js";

const talentAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("TALENT_ADMIN"))!;
const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const PHONE_WIDTH = 390;

const run = browserSession();

/** A section of the dashboard: the region named by its heading. */
const section = (name: string): Locator => run.session.page.getByRole("region", { name, exact: true });

async function logOut(): Promise<void> {
  await run.session.page.getByRole("button", { name: "Log out" }).click();
  await run.session.page.getByRole("link", { name: "Log in" }).first().waitFor();
}

describe("an admin in Chromium", () => {
  it("logs in as the demo talent admin without a next and lands on the admin dashboard", async () => {
    await logIn(run.session, talentAdmin.email, DEMO_PASSWORD);
    await run.session.page.waitForURL((url) => url.pathname === "/dashboard/admin");
    await run.session.page.getByRole("heading", { level: 1, name: "Admin dashboard" }).waitFor();
    // The main navigation's home entry leads to the same home.
    const nav = run.session.page.getByRole("navigation", { name: "Main navigation" });
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/dashboard/admin");
  });

  it("shows the figures of the talent admin's areas, the sign-ups trend and the people search", async () => {
    const talent = section("Talent");
    await talent.getByRole("link", { name: "Skill attempts to review" }).waitFor();
    await talent.getByRole("link", { name: "People on the platform" }).waitFor();
    await talent.getByText("Sign-ups, last 30 days").waitFor();
    expect(await talent.getByText(/sign-ups? in the last 30 days\./).count()).toBe(1);
    const forum = section("Forum");
    await forum.getByRole("link", { name: "Reports to review" }).waitFor();
    await forum.getByRole("link", { name: "Open support questions" }).waitFor();
    await section("People search").getByRole("searchbox", { name: "Search by name or email" }).waitFor();
    // A talent admin is neither a course nor a job admin: those areas are not shown.
    expect(await section("Learning").count()).toBe(0);
    expect(await section("Jobs").count()).toBe(0);
    // No skeleton left once the figures are in.
    expect(await run.session.page.locator("[data-loading-skeleton]").count()).toBe(0);
    await checkPage(run.session, "admin-01-dashboard-talent-admin");
  });

  it("follows a figure's link to its list", async () => {
    await section("Talent").getByRole("link", { name: "Skill attempts to review" }).click();
    await run.session.page.waitForURL((url) => url.pathname === "/skills/admin/assessments");
    await run.session.page.getByRole("heading", { level: 1 }).waitFor();
    await checkPage(run.session, "admin-02-assessments-from-figure");
  });

  it("opens the admin's menus from their name: the admin sidebar, the admin menu and the forum admin menu", async () => {
    const header = run.session.page.getByRole("banner");
    await header.getByRole("button", { name: /Open your menus/ }).click();
    const menu = run.session.page.getByRole("dialog", { name: /Open your menus/ });
    await menu.waitFor();
    for (const heading of ["My pages", "Administration", "Forum administration"])
      await menu.getByRole("navigation", { name: heading, exact: true }).waitFor();
    for (const item of ["Admin dashboard", "Companies", "Assessments", "Interviews", "Reports", "Tags"])
      expect(await menu.getByRole("link", { name: item, exact: true }).count(), item).toBeGreaterThan(0);
    await checkPage(run.session, "admin-03-menus-open");
    await menu.getByRole("link", { name: "Admin dashboard", exact: true }).click();
    await run.session.page.waitForURL((url) => url.pathname === "/dashboard/admin");
    await section("Talent").waitFor();
  });

  it("fits a 390 px phone, its menus in the burger drawer", async () => {
    const { page } = run.session;
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.goto("/dashboard/admin");
    await section("Talent").getByRole("link", { name: "Skill attempts to review" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    const drawer = page.locator("#mobile-navigation");
    await drawer.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Assessments" }).waitFor();
    await checkPage(run.session, "admin-04-dashboard-phone-drawer");
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("shows the job admin the job and event figures, each linking to its list", async () => {
    await logOut();
    await logIn(run.session, jobAdmin.email, DEMO_PASSWORD);
    await run.session.page.waitForURL((url) => url.pathname === "/dashboard/admin");
    const jobs = section("Jobs");
    await jobs.getByRole("link", { name: "Open jobs" }).waitFor();
    expect(await jobs.getByRole("link", { name: "Representative requests to decide" }).getAttribute("href")).toBe(
      "/jobs/admin/representatives",
    );
    await section("Upcoming events").getByRole("table", { name: "Upcoming events and their registrations" }).waitFor();
    expect(await section("Talent").count()).toBe(0);
    await checkPage(run.session, "admin-05-dashboard-job-admin");
  });

  it("left no console errors and made no request off the machine", () => {
    expect(run.session.consoleErrors).toEqual([]);
    expect(run.session.remoteRequests).toEqual([]);
  });
});
