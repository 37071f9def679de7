/**
 * The job portal in Chromium against the real app: a visitor sees the job area and its
 * campaign tabs; a new learner browses with filters, saves a job and applies with a cover note; a job admin reviews
 * the application in the back office (/jobs/admin/all) and the learner sees the dated change; the job admin closes
 * and reopens the job. Each page is checked with axe and for console errors.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const JOB = "Front-end Developer (React)";
let browser: Browser;
let visitor: WatchedPage;
let learner: WatchedPage;
let admin: WatchedPage;
let jobPath = "";

beforeAll(async () => {
  browser = await launch();
  visitor = await watchedPage(browser, baseUrl);
  learner = await watchedPage(browser, baseUrl);
  admin = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("the job portal in Chromium", () => {
  it("a visitor sees the job area with its campaign tabs, but not the programme-exclusive one", async () => {
    const { page } = visitor;
    await page.goto("/jobs?page=1");
    await page.getByRole("heading", { name: "Jobs", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "KYouth jobs" }).waitFor();
    expect(await page.getByRole("tab", { name: "KYouth Track B jobs" }).count()).toBe(0);
    await checkPage(visitor, "70-jobs");
    await page.getByRole("tab", { name: "KL Career Fair jobs" }).click();
    await page.waitForURL(/campaign=kl-career-fair/);
    await page.getByRole("list", { name: "KL Career Fair jobs" }).getByRole("listitem").first().waitFor();
  });

  it("a new learner filters the job search and opens a job", async () => {
    const { page } = learner;
    await signUpLearner(page, "Aiman", "Rosli", "jobs");
    await page.goto("/jobs/browse?page=1");
    await page.getByRole("heading", { name: "Browse jobs", level: 1 }).waitFor();
    await page.getByRole("combobox", { name: "Workplace" }).selectOption({ label: "Remote" });
    await page.waitForURL(/remote=1/);
    await page.getByRole("combobox", { name: "Location" }).selectOption({ label: "Hong Kong" });
    await page.waitForURL(/location=Hong/);
    const results = page.getByRole("list", { name: "Matching jobs" });
    await results.getByRole("link", { name: JOB }).waitFor();
    await checkPage(learner, "71-jobs-browse-filtered");
    await results.getByRole("link", { name: JOB }).click();
    await page.getByRole("heading", { name: JOB, level: 1 }).waitFor();
    jobPath = new URL(page.url()).pathname;
    expect(jobPath).toMatch(/^\/jobs\/\d+$/);
  });

  it("saves the job and applies with a cover note", async () => {
    const { page } = learner;
    await page.getByRole("button", { name: `Save ${JOB}` }).click();
    await expect.poll(() => page.getByRole("button", { name: `Saved ${JOB}` }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("textbox", { name: /^Cover note/ }).fill("I build React dashboards and would love to work on payments.");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.getByText("Your application was sent.", { exact: false }).waitFor();
    await checkPage(learner, "72-job-applied");

    await page.goto("/jobs/saved-jobs");
    await page.getByRole("heading", { name: "Saved jobs", level: 1 }).waitFor();
    await page.getByRole("link", { name: JOB }).first().waitFor();
    await checkPage(learner, "73-saved-jobs");
  });

  it("a job admin reviews the application in the back office and the learner sees the dated change", async () => {
    const { page } = admin;
    await logIn(admin, jobAdmin.email, DEMO_PASSWORD);
    await page.goto("/jobs/admin/all");
    await page.getByRole("heading", { name: "Manage jobs", level: 1 }).waitFor();
    await page
      .getByRole("searchbox", { name: "Search jobs" })
      .or(page.getByRole("textbox", { name: "Search jobs" }))
      .fill("Front-end Developer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/search=Front-end/);
    await page.getByRole("button", { name: `Applications: ${JOB}` }).click();
    const panel = page.getByRole("region", { name: `Applications to ${JOB}` });
    const application = panel.getByRole("listitem", { name: "Aiman Rosli" });
    await application.waitFor();
    await checkPage(admin, "77-manage-jobs-applications");
    await application.getByRole("button", { name: "Mark as reviewed" }).click();
    await page.getByRole("textbox", { name: "Note for the applicant" }).fill("Thanks, we are reading your profile this week.");
    await page.getByRole("button", { name: "Yes, move it" }).click();
    await page.getByText("Aiman Rosli's application is now “Reviewed”.").waitFor();

    const learnerPage = learner.page;
    await learnerPage.goto("/jobs/applied-jobs");
    await learnerPage.getByRole("heading", { name: "Applied jobs", level: 1 }).waitFor();
    await learnerPage.getByText("Reviewed", { exact: true }).first().waitFor();
    await learnerPage.getByText("Thanks, we are reading your profile this week.").waitFor();
    await checkPage(learner, "74-applied-jobs-reviewed");
  });

  it("a job admin closes the job: it leaves the lists and refuses applications", async () => {
    const { page } = admin;
    await page.getByRole("button", { name: `Close job: ${JOB}` }).click();
    await page.getByRole("button", { name: "Yes, close it" }).click();
    await page.getByText(`${JOB} is closed.`).waitFor();

    await visitor.page.goto(jobPath);
    await visitor.page.getByText("This job is closed").waitFor();
    await page.getByRole("button", { name: `Reopen job: ${JOB}` }).click();
    await page.getByRole("button", { name: "Yes, reopen it" }).click();
    await page.getByText(`${JOB} is open again.`).waitFor();
  });

  it("the employer's company page lists its open jobs", async () => {
    const { page } = visitor;
    await page.goto("/companies");
    await page.getByRole("heading", { name: "Companies", level: 1 }).waitFor();
    await checkPage(visitor, "75-companies");
    await page.getByRole("link", { name: "HarbourPay Limited" }).first().click();
    await page.getByRole("heading", { name: "HarbourPay Limited", level: 1 }).waitFor();
    await page.getByRole("link", { name: JOB }).first().waitFor();
    await checkPage(visitor, "76-company-page");
  });
});
