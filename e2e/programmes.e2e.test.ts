/**
 * Programme admission in Chromium against the real app: a new learner finds KYouth 2025,
 * fills its registration form (every field as the server defines it), a course admin moves the application through
 * assessment and interview to an offer, and the learner accepts it; both sides see the dated stages.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { REGISTRATION_FORMS } from "../subgraphs/courses/modules/programmes/index.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
let browser: Browser;
let learner: WatchedPage;
let admin: WatchedPage;

const ANSWERS: Record<string, string> = {
  fullName: "Farah Lee",
  email: "farah.lee@example.my",
  phone: "+60 12-345 6789",
  gender: "Female",
  ethnicity: "Chinese",
  maritalStatus: "Single",
  birthYear: "2000",
  birthMonth: "February",
  birthDay: "29",
  state: "Selangor",
  malaysianCitizen: "Yes",
  qualification: "Degree",
  graduationYear: "2023",
  experience: "0-1 years",
  employmentExperience: "Internship",
  householdIncome: "B2: RM2,500 - RM3,169",
  englishTest: "MUET",
  englishScore: "Band 4.0-4.5",
  hasComputer: "Yes",
  canAttend: "Yes",
};

beforeAll(async () => {
  browser = await launch();
  learner = await watchedPage(browser, baseUrl);
  admin = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("programme admission in Chromium", () => {
  it("a new learner finds KYouth 2025 and applies with its registration form", async () => {
    const { page } = learner;
    await signUpLearner(page, "Farah", "Lee", "programme");
    await page.goto("/programmes/student/find-programmes");
    await page.getByRole("heading", { name: "Find programmes", level: 1 }).waitFor();
    await checkPage(learner, "50-find-programmes");
    await page.getByRole("link", { name: "Apply to KYouth 2025" }).click();
    await page.getByRole("heading", { name: "Apply: KYouth 2025", level: 1 }).waitFor();

    const form = REGISTRATION_FORMS.find((f) => f.programmeId === "kyouth-2025")!;
    for (const field of form.fields) {
      const value = ANSWERS[field.name];
      expect(value, `an answer for ${field.name}`).toBeDefined();
      if (field.kind === "TEXT" || field.kind === "EMAIL" || field.kind === "PHONE") {
        await page.getByRole("textbox", { name: field.label }).fill(value!);
      } else if (field.kind === "YES_NO") {
        await page.getByRole("radiogroup", { name: field.label }).getByRole("radio", { name: value, exact: true }).check();
      } else {
        await page.getByRole("combobox", { name: field.label, exact: false }).first().click();
        // Score bands are labelled with their CEFR level ("Band 4.0-4.5 (CEFR B1)").
        const exact = field.kind !== "ENGLISH_SCORE";
        await page.getByRole("option", { name: value, exact }).first().click();
      }
    }
    await checkPage(learner, "51-programme-form");
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.getByRole("heading", { name: "My programmes", level: 1 }).waitFor();
    await page.getByText("Your application was submitted.").waitFor();
    await page.getByText("Submitted", { exact: true }).first().waitFor();
  });

  it("a course admin moves the application to an offer", async () => {
    const { page } = admin;
    await logIn(admin, courseAdmin.email, DEMO_PASSWORD);
    await page.goto("/programmes/admin/applications?programme=kyouth-2025");
    await page.getByRole("heading", { name: "Programme applications", level: 1 }).waitFor();
    const row = () => page.getByRole("row").filter({ hasText: "Farah Lee" });
    await row().waitFor();
    await checkPage(admin, "52-admin-applications");
    for (const [action, status] of [
      ["Invite to assessment", "Online assessment"],
      ["Invite to interview", "Interview"],
      ["Offer a place", "Offered"],
    ] as const) {
      await row().getByRole("button", { name: action }).click();
      await page.getByRole("button", { name: "Yes, move it" }).click();
      await page.getByText(`Farah Lee's application is now “${status}”.`).waitFor();
    }
  });

  it("the learner accepts the offer and sees every stage with its date", async () => {
    const { page } = learner;
    await page.goto("/programmes/student/my-programmes");
    await page.getByText("You have been offered a place.").waitFor();
    await page.getByRole("button", { name: "Accept offer" }).click();
    await page.getByRole("button", { name: "Yes, accept the offer" }).click();
    await page.getByText("Accepted", { exact: true }).first().waitFor();
    for (const stage of ["Online assessment", "Interview", "Offered"]) await page.getByText(stage, { exact: true }).first().waitFor();
    await checkPage(learner, "53-my-programmes");
  });
});

describe("admission prerequisites and programme settings in Chromium", () => {
  it("without an M1 course the learner cannot apply to the Certified Associate intake", async () => {
    const { page } = learner;
    await page.goto("/courses/cada");
    await page.getByRole("link", { name: "Apply" }).first().click();
    await page.waitForURL(/\/programmes\/student\/apply\/ca-2027$/);
    await page.getByText("Complete an M1 course first").waitFor();
    await page.getByRole("link", { name: "Browse M1 courses" }).waitFor();
    expect(await page.getByRole("button", { name: "Submit application" }).count()).toBe(0);
    await checkPage(learner, "54-apply-blocked-without-m1");
  });

  it("a course admin grants credit for prior learning", async () => {
    const { page } = admin;
    await page.goto("/programmes/admin/prior-learning");
    await page.getByRole("heading", { name: "Credit for prior learning", level: 1 }).waitFor();
    await page.getByRole("combobox", { name: "Person" }).fill("Farah");
    await page
      .getByRole("option", { name: /Farah Lee/ })
      .first()
      .click();
    await page.getByRole("textbox", { name: /^Reason/ }).fill("Diploma in Computer Science (2023) covers the M1 material.");
    await page.getByRole("button", { name: "Grant credit" }).click();
    await page.getByRole("table", { name: "Credits for prior learning" }).getByRole("row").filter({ hasText: "Farah Lee" }).waitFor();
    await checkPage(admin, "55-prior-learning-credit");
  });

  it("with the credit the form opens", async () => {
    const { page } = learner;
    await page.goto("/programmes/student/apply/ca-2027");
    await page.getByRole("heading", { name: "Apply: Certified Associate 2027 intake", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Submit application" }).waitFor();
    expect(await page.getByText("Complete an M1 course first").count()).toBe(0);
  });

  it("a course admin hides a programme from the dashboard and the change stays", async () => {
    const { page } = admin;
    await page.goto("/programmes/admin/programmes");
    await page.getByRole("heading", { name: "Manage programmes", level: 1 }).waitFor();
    const row = () =>
      page
        .getByRole("table", { name: "Programmes" })
        .getByRole("row")
        .filter({ hasText: "Certified Associate in Penetration Testing 2027 intake" });
    const dashboard = () => row().getByRole("switch", { name: /Shown on the dashboard/ });
    expect(await dashboard().isChecked()).toBe(false);
    await dashboard().click({ force: true });
    await row().getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved Certified Associate in Penetration Testing 2027 intake.").waitFor();
    await checkPage(admin, "56-manage-programmes");
    await page.reload();
    await page.getByRole("heading", { name: "Manage programmes", level: 1 }).waitFor();
    await expect.poll(() => dashboard().isChecked()).toBe(true);
  });
});
