/**
 * Events in Chromium against the real app: a visitor opens the career fair's sign-up link (SPEC §2: purpose=learn,
 * the fair's invite code, next=event-reg, role=jobseeker) and sees the invite, signs up, lands on the fair's
 * registration with the code and the job-seeker role, registers, and saves the calendar file (two days, two
 * VEVENTs), then, on a phone, registers a team at the schools outreach (SPEC §5) and sees its code; another visitor filters the events by type, opens the fair and is asked to log in to register. Each page
 * is checked with axe and for console errors.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_LEARN_CODE } from "../subgraphs/events/modules/invites/demo-seed-data.js";
import { signUpLink } from "../subgraphs/events/modules/invites/rules/invites.js";
import { KL_CAREER_FAIR_ID, TEAM_EVENT_ID } from "../subgraphs/events/modules/listings/seed-data.js";
import { checkPage, launch, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const FAIR = "KL Tech Career Fair";
const TEAM_EVENT = TEAM_EVENT_ID;
let browser: Browser;
let learner: WatchedPage;
let visitor: WatchedPage;

beforeAll(async () => {
  browser = await launch();
  learner = await watchedPage(browser, baseUrl);
  visitor = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("events in Chromium", () => {
  it("a visitor follows the fair's sign-up link: the invite names the fair, and the new account lands on its registration", async () => {
    const { page } = learner;
    await page.goto(signUpLink({ code: DEMO_LEARN_CODE, eventId: KL_CAREER_FAIR_ID, purpose: "learn" }, { jobSeeker: true }));
    await page.getByRole("heading", { name: "Create your talent account", level: 1 }).waitFor();
    await page.getByText(`You're invited to ${FAIR}`).waitFor();
    await checkPage(learner, "130-event-signup-invite");

    await page.getByLabel("First name").fill("Hafiz");
    await page.getByLabel("Last name").fill("Karim");
    await page.getByRole("textbox", { name: "Email" }).fill(`events-${Date.now()}@example.com`);
    await page.locator('input[type="password"]').fill("a long enough password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === `/events/${KL_CAREER_FAIR_ID}`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      register: "1",
      invite_code: DEMO_LEARN_CODE,
      role: "jobseeker",
    });
    await page.getByRole("heading", { name: FAIR, level: 1 }).waitFor();
    const panel = page.getByRole("region", { name: "Registration" });
    await panel.getByText(`Registering with invite code ${DEMO_LEARN_CODE} as a job seeker.`).waitFor();
    // The registration is where the link takes the person.
    await expect.poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkPage(learner, "131-event-register-with-invite");
  });

  it("registers with the invite and saves the registration's calendar file", async () => {
    const { page } = learner;
    const panel = page.getByRole("region", { name: "Registration" });
    await panel.getByRole("button", { name: "Register", exact: true }).click();
    await panel.getByText("You are registered.", { exact: true }).waitFor();
    await checkPage(learner, "132-event-registered");

    const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Add to calendar" }).click()]);
    expect(download.suggestedFilename()).toBe(`${KL_CAREER_FAIR_ID}.ics`);
    const ics = fs.readFileSync((await download.path())!, "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("on a phone, the new learner registers a team at the schools outreach and sees its code and invite link", async () => {
    const { page } = learner;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events/${TEAM_EVENT}`);
    const panel = page.getByRole("region", { name: "Registration" });
    await panel.getByRole("tab", { name: "Register a team" }).waitFor();
    await panel.getByRole("textbox", { name: "Team name" }).fill("Hafiz and Friends");
    await panel.getByRole("combobox", { name: "Your year of study" }).selectOption({ label: "Year 2" });
    await panel.getByRole("button", { name: "Register the team" }).click();
    const team = panel.getByRole("region", { name: "Team “Hafiz and Friends”" });
    await team.getByText("Needs 2 more members to be complete.").waitFor();
    await team.getByRole("listitem").filter({ hasText: "Hafiz Karim" }).getByText("Lead").waitFor();
    const link = await team.getByRole("textbox", { name: "Invite link" }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/events/${TEAM_EVENT}\\?team=[A-Z2-9]{8}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkPage(learner, "135-event-team-phone");
  });

  it("a visitor filters the events by type, opens the fair and is asked to log in to register", async () => {
    const { page } = visitor;
    await page.goto("/events");
    await page.getByRole("heading", { name: "Events", level: 1 }).waitFor();
    await page.getByRole("heading", { name: FAIR, level: 2 }).waitFor();
    await checkPage(visitor, "133-events");

    await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Career fair" });
    await page.waitForURL(/type=CareerFair/);
    await page.getByRole("heading", { name: "Hong Kong Tech Networking Mixer", level: 2 }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: FAIR }).click();
    await page.getByRole("heading", { name: FAIR, level: 1 }).waitFor();
    const login = page.getByRole("region", { name: "Registration" }).getByRole("link", { name: "Log in to register" });
    await login.waitFor();
    expect(await login.getAttribute("href")).toBe(`/login?next=${encodeURIComponent(`/events/${KL_CAREER_FAIR_ID}`)}`);
    await checkPage(visitor, "134-event-page-visitor");
  });
});
