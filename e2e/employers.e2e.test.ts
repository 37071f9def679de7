/**
 * The employer side in Chromium against the real app: a recruiter signs up as a company
 * representative and the sign-up continues with the company form (a new company); /employer shows the request
 * waiting; a job admin approves it (the company is created); the representative posts a job; a learner applies; the
 * representative sees the applicant with profile completion and CV score and marks the application reviewed; the
 * learner sees the dated change with the note. Each page is checked with axe and for console errors.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const COMPANY = "Teh Tarik Technologies Sdn. Bhd.";
const JOB = "Junior Platform Engineer";
let browser: Browser;
let recruiter: WatchedPage;
let admin: WatchedPage;
let learner: WatchedPage;
let jobPath = "";

beforeAll(async () => {
  browser = await launch();
  recruiter = await watchedPage(browser, baseUrl);
  admin = await watchedPage(browser, baseUrl);
  learner = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("the employer side in Chromium", () => {
  it("a recruiter signs up as a company representative and asks to add their company", async () => {
    const { page } = recruiter;
    await page.goto("/signup/select-role");
    await page
      .getByRole("link", { name: "Company representative" })
      .or(page.getByRole("button", { name: "Company representative" }))
      .first()
      .click();
    await page.getByLabel("First name").fill("Farah");
    await page.getByLabel("Last name").fill("Iskandar");
    await page.getByRole("textbox", { name: "Email" }).fill(`farah-${Date.now()}@tehtarik.example`);
    await page.locator('input[type="password"]').fill("a long enough password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/signup\/company/);
    await page.getByRole("heading", { name: "Tell us about your company", level: 1 }).waitFor();

    await page.getByRole("radio", { name: "Add my company" }).check();
    await page.getByRole("textbox", { name: "Company name" }).fill(COMPANY);
    await page.getByRole("textbox", { name: "Short name" }).fill("Teh Tarik Tech");
    await page.getByRole("textbox", { name: "Location" }).fill("Kuala Lumpur, Malaysia");
    await page.getByRole("combobox", { name: "Industry" }).selectOption({ label: "Software Development" });
    await page.getByRole("combobox", { name: "Company size" }).selectOption({ label: "11-50 employees" });
    await page.getByRole("textbox", { name: "About the company" }).fill("We build ordering software for kopitiams across Malaysia.");
    await page.getByRole("textbox", { name: "Website" }).fill("https://tehtarik.example");
    await page.getByRole("textbox", { name: "Your job title" }).fill("Head of Engineering");
    await checkPage(recruiter, "80-signup-company");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/employer$/);
    await page.getByText("Waiting for approval").waitFor();
    await page.getByText(COMPANY).first().waitFor();
    await checkPage(recruiter, "81-employer-pending");

    // Before approval the back office is not theirs.
    await page.goto("/jobs/admin/all");
    await page.getByText("For job admins and approved employers").waitFor();
  });

  it("a job admin approves the request: the company is created", async () => {
    const { page } = admin;
    await logIn(admin, jobAdmin.email, DEMO_PASSWORD);
    await page.goto("/jobs/admin/representatives");
    await page.getByRole("heading", { name: "Company representatives", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Approve: Farah Iskandar" }).waitFor();
    await checkPage(admin, "82-representatives-pending");
    await page.getByRole("button", { name: "Approve: Farah Iskandar" }).click();
    await page.getByRole("button", { name: "Yes, approve" }).click();
    await page.getByText("Farah Iskandar is approved.").waitFor();

    await page.goto("/companies?page=1");
    await page.getByRole("link", { name: COMPANY }).first().waitFor();
  });

  it("the representative posts a job for the company", async () => {
    const { page } = recruiter;
    await page.goto("/employer");
    await page.getByText("You represent this company as Head of Engineering.").waitFor();
    await checkPage(recruiter, "83-employer-approved");
    await page.getByRole("link", { name: "Post a job" }).first().click();
    await page.getByRole("heading", { name: "Post a job", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: "Job title" }).fill(JOB);
    await page.getByRole("combobox", { name: "Career role" }).selectOption({ label: "Software engineer" });
    await page.getByRole("combobox", { name: "Employment type" }).selectOption({ label: "Full-time" });
    await page.getByRole("textbox", { name: "Location" }).fill("Kuala Lumpur");
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("Keep our ordering platform running for thousands of stalls.\n\nYou know Linux, containers and a scripting language.");
    await checkPage(recruiter, "84-post-job");
    await page.getByRole("button", { name: "Post the job" }).click();
    await page.waitForURL(/\/jobs\/admin\/all/);
    await page.getByText(`${JOB} is posted.`).waitFor();
    await page.getByRole("heading", { name: "Jobs at Teh Tarik Technologies Sdn. Bhd.", level: 1 }).waitFor();
    jobPath = (await page.getByRole("link", { name: JOB }).first().getAttribute("href"))!;
    expect(jobPath).toMatch(/^\/jobs\/\d+$/);
  });

  it("a learner applies; the representative sees the applicant's completion and CV score and reviews the application", async () => {
    const l = learner.page;
    await signUpLearner(l, "Hafiz", "Salleh", "employer-side");
    await l.goto(jobPath);
    await l.getByRole("heading", { name: JOB, level: 1 }).waitFor();
    await l.getByRole("textbox", { name: /^Cover note/ }).fill("I run a home lab with Docker and would love to keep your stalls online.");
    await l.getByRole("button", { name: "Apply", exact: true }).click();
    await l.getByText("Your application was sent.", { exact: false }).waitFor();

    const { page } = recruiter;
    await page.goto("/jobs/admin/all?page=1");
    await page.getByRole("button", { name: `Applications: ${JOB}` }).click();
    const panel = page.getByRole("region", { name: `Applications to ${JOB}` });
    const application = panel.getByRole("listitem", { name: "Hafiz Salleh" });
    await application.waitFor();
    await application.getByText(/^Profile \d\/9$/).waitFor();
    await application.getByText(/^CV score \d+\/100 \(Software engineer\)$/).waitFor();
    await checkPage(recruiter, "85-representative-applicants");
    await application.getByRole("button", { name: "Mark as reviewed" }).click();
    await page.getByRole("textbox", { name: "Note for the applicant" }).fill("Thanks Hafiz, we will call you this week.");
    await page.getByRole("button", { name: "Yes, move it" }).click();
    await page.getByText("Hafiz Salleh's application is now “Reviewed”.").waitFor();

    await l.goto("/jobs/applied-jobs");
    await l.getByRole("heading", { name: "Applied jobs", level: 1 }).waitFor();
    await l.getByText("Reviewed", { exact: true }).first().waitFor();
    await l.getByText("Thanks Hafiz, we will call you this week.").waitFor();
    await checkPage(learner, "86-applied-jobs-reviewed-by-employer");
  });

  it("the representative cannot open another employer's job in the job form", async () => {
    const { page } = recruiter;
    await page.goto("/jobs/admin/jobs/2/edit");
    await page.getByText("Not your company's job").waitFor();
  });
});
