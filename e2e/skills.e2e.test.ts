/**
 * The skills system in Chromium against the real app: a new learner chooses the junior front-end role and sees its
 * gaps with the courses that teach them and the role's jobs; accepts the test terms and passes the JavaScript
 * (Intermediate) skill test (the answers come from the server's question bank, matched by text since options are
 * shuffled); sees the result, the chart and one gap fewer; posts in the forum and applies to a job of the role, and
 * the verified-skill badge shows beside them on the post and in the job admin's applicant view. Every page is checked
 * with axe, for console errors and for requests leaving the machine; home and the chart also at a 390 px phone width.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { bankOf, type BankQuestion } from "../subgraphs/talent/modules/skills/rules/question-bank/index.js";
import { TEST_TERMS } from "../subgraphs/talent/modules/skills/tests-seed-data.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
const ROLE = "Junior front-end developer";
/** The junior front-end role asks JavaScript at Intermediate: this test closes that gap, and only that one. */
const TEST_ID = "js-intermediate";
const TEST_NAME = "JavaScript · Intermediate";
const BADGE = "Verified skills: JavaScript Intermediate";
const LEARNER = { first: "Farah", last: "Iskandar" };
const LEARNER_NAME = `${LEARNER.first} ${LEARNER.last}`;
const POST_TITLE = "Which JavaScript topics should a junior front-end developer learn next?";
const PHONE_WIDTH = 390;

let browser: Browser;
let learner: WatchedPage;
let admin: WatchedPage;
/** Readiness as first shown, before the test. */
let before = { met: 0, total: 0, missing: 0 };
let jobTitle = "";

beforeAll(async () => {
  browser = await launch();
  learner = await watchedPage(browser, baseUrl);
  admin = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

/** "3 of 9 requirements met" on a page, as numbers. */
async function readiness(scope: Locator): Promise<{ met: number; total: number }> {
  const text =
    (await scope
      .getByText(/^\d+ of \d+ requirements met$/)
      .first()
      .textContent()) ?? "";
  const [, met, total] = /^(\d+) of (\d+)/.exec(text)!;
  return { met: Number(met), total: Number(total) };
}

/** The missing requirements listed on /skills/home, by title. */
async function missingOnHome(page: Page): Promise<string[]> {
  const items = page.getByRole("region", { name: "Still missing", exact: true }).getByRole("listitem");
  return Promise.all((await items.all()).map(async (item) => (await item.locator("p").first().textContent()) ?? ""));
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** The bank question shown in a question's section: its prompt with its code, which together are unique in a bank. */
async function shownQuestion(section: Locator, questions: readonly BankQuestion[]): Promise<BankQuestion> {
  const prompt = squash((await section.locator("p").first().textContent()) ?? "");
  const code = (await section.locator("pre").count()) ? squash((await section.locator("pre").first().textContent()) ?? "") : "";
  const found = questions.find((q) => squash(q.prompt) === prompt && squash(q.code ?? "") === code);
  expect(found, `bank question for “${prompt}”`).toBeDefined();
  return found!;
}

/** Loads a page at a phone's width and checks it never scrolls sideways. */
async function fitsPhone(session: WatchedPage, path: string, ready: (page: Page) => Promise<unknown>, name: string): Promise<void> {
  const { page } = session;
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  try {
    await page.goto(path);
    await ready(page);
    await checkPage(session, name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `horizontal scroll on ${path}`).toBeLessThanOrEqual(
      PHONE_WIDTH,
    );
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

describe("the skills system in Chromium", () => {
  it("a new learner chooses the junior front-end role and sees their readiness with its gaps", async () => {
    const { page } = learner;
    await signUpLearner(page, LEARNER.first, LEARNER.last, "skills");
    await page.goto("/skills/choose-role");
    await page.getByRole("heading", { name: "Choose a role", level: 1 }).waitFor();
    const card = page.getByRole("listitem", { name: ROLE });
    await card
      .getByRole("list", { name: `Requirements of ${ROLE}` })
      .getByText("JavaScript", { exact: true })
      .waitFor();
    await checkPage(learner, "110-skills-choose-role");
    await card.getByRole("button", { name: `Choose this role: ${ROLE}` }).click();

    await page.waitForURL(/\/skills\/home$/);
    await page.getByRole("heading", { name: "My skills", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Your role" }).getByText(ROLE, { exact: true }).waitFor();
    const readinessRegion = page.getByRole("region", { name: "Readiness", exact: true });
    await readinessRegion.getByText(/^\d+ of \d+ requirements met$/).waitFor();
    // At 0 % the bar's filled section has no width, so it is there but not visible.
    await readinessRegion.getByRole("progressbar", { name: `Readiness for ${ROLE}` }).waitFor({ state: "attached" });
    const { met, total } = await readiness(readinessRegion);
    const missing = await missingOnHome(page);
    // A new learner has verified nothing: every requirement is a gap, the core languages among them with their tests.
    expect(met).toBe(0);
    expect(missing).toHaveLength(total - met);
    expect(missing).toEqual(expect.arrayContaining(["HTML", "CSS", "JavaScript"]));
    await page.getByRole("link", { name: `Skill test: ${TEST_NAME}` }).waitFor();
    await page.getByRole("link", { name: "Skill test: HTML/CSS · Intermediate" }).first().waitFor();
    before = { met, total, missing: missing.length };
    await checkPage(learner, "111-skills-home-gaps");
  });

  it("discover lists each gap with the courses that teach it and the role's open jobs", async () => {
    const { page } = learner;
    await page.getByRole("link", { name: "Find courses and jobs for every gap" }).click();
    await page.getByRole("heading", { name: "Discover", level: 1 }).waitFor();
    const gaps = page.getByRole("region", { name: `Still missing for ${ROLE}` });
    await gaps.getByRole("heading", { name: "JavaScript", level: 3 }).waitFor();
    expect(await gaps.getByRole("heading", { level: 3 }).count()).toBe(before.missing);
    await gaps.getByRole("link", { name: `Verify it: skill test ${TEST_NAME}` }).waitFor();
    // Courses that teach a gap link to their course pages.
    const courseLinks = gaps.locator('a[href^="/courses/"]');
    await courseLinks.first().waitFor();
    expect(await courseLinks.count()).toBeGreaterThan(0);
    const jobs = page.getByRole("region", { name: /^Open jobs: / });
    await jobs.getByRole("listitem").first().getByRole("link").waitFor();
    expect(await jobs.getByRole("listitem").count()).toBeGreaterThan(0);
    await checkPage(learner, "112-skills-discover-gaps");
  });

  it("the test's start page asks for every term before Start, then starts the attempt", async () => {
    const { page } = learner;
    await page.goto("/skills/verify");
    await page.getByRole("heading", { name: "Skill tests", level: 1 }).waitFor();
    await page.getByRole("link", { name: `Take the test: ${TEST_NAME}` }).click();
    await page.waitForURL(new RegExp(`/skills/verify/${TEST_ID}$`));
    await page.getByRole("heading", { name: `Skill test: ${TEST_NAME}`, level: 1 }).waitFor();

    const terms = page.getByRole("region", { name: "Before you start" }).getByRole("checkbox");
    await terms.first().waitFor();
    expect(await terms.count()).toBe(TEST_TERMS.length);
    const start = page.getByRole("button", { name: "Start the test" });
    expect(await start.isDisabled()).toBe(true);
    await page.getByText(`${TEST_TERMS.length} terms left to accept`).waitFor();
    await checkPage(learner, "113-skills-verify-start");
    for (const term of await terms.all()) {
      // Start stays disabled until the last term is ticked.
      expect(await start.isDisabled()).toBe(true);
      await term.check();
    }
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await page.waitForURL(/\/skills\/attempts\/[^/]+$/);
  });

  it("answers every question from the bank, one at a time, and submits: passed with full marks", async () => {
    const { page } = learner;
    const bank = bankOf(TEST_ID)!;
    await page.getByRole("heading", { name: `Skill test: ${TEST_NAME}`, level: 1 }).waitFor();
    const navigator = page.getByRole("navigation", { name: "Questions" });
    await navigator.getByRole("button").first().waitFor();
    const count = await navigator.getByRole("button").count();
    expect(count).toBeGreaterThan(0);
    await page.getByRole("region", { name: `Question 1 of ${count}` }).waitFor();
    await checkPage(learner, "114-skills-attempt");

    for (let n = 1; n <= count; n++) {
      const section = page.getByRole("region", { name: `Question ${n} of ${count}` });
      await section.waitFor();
      const question = await shownQuestion(section, bank.questions);
      const role = question.kind === "SINGLE_CHOICE" ? "radio" : "checkbox";
      for (const id of question.correct) {
        const text = question.options.find((o) => o.id === id)!.text;
        await section.getByRole(role, { name: text, exact: true }).check();
      }
      await navigator.getByRole("button", { name: `Question ${n}, answered`, exact: true }).waitFor();
      if (n < count) await page.getByRole("button", { name: "Next", exact: true }).click();
    }
    await page.getByRole("status").getByText("Answer saved").waitFor();

    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Submit your answers?" });
    await confirm.getByText(`You have answered all ${count} questions.`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Submit", exact: true }).click();

    const result = page.getByRole("region", { name: "Your result" });
    await result.getByText("Passed", { exact: true }).waitFor();
    const score = (await result.getByText(/^\d+ of \d+ points$/).textContent()) ?? "";
    const [, points, total] = /^(\d+) of (\d+)/.exec(score)!;
    expect(Number(points)).toBe(Number(total));
    await result.getByText(`${count} of ${count} questions correct.`, { exact: false }).waitFor();
    await result.getByText("Now verified: JavaScript Intermediate.").waitFor();
    await checkPage(learner, "115-skills-result-passed");
  });

  it("the chart shows JavaScript verified at Intermediate, and readiness counts one gap fewer", async () => {
    const { page } = learner;
    await page.goto("/skills/my-skills?tab=0");
    await page.getByRole("heading", { name: "Chart and rankings", level: 1 }).waitFor();
    const core = page.getByRole("table", { name: "Core", exact: true });
    const row = core.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "JavaScript", exact: true }) });
    await row.waitFor();
    expect(await row.getByRole("cell").allTextContents()).toEqual(["Intermediate", "Intermediate", "Met"]);
    await page.getByText(`${before.met + 1} of ${before.total} requirements met`).waitFor();
    await checkPage(learner, "116-skills-my-skills-chart");

    await page.goto("/skills/home");
    const readinessRegion = page.getByRole("region", { name: "Readiness", exact: true });
    await readinessRegion.getByText(`${before.met + 1} of ${before.total} requirements met`).waitFor();
    const missing = await missingOnHome(page);
    expect(missing).toHaveLength(before.missing - 1);
    expect(missing).not.toContain("JavaScript");
    expect(missing).toEqual(expect.arrayContaining(["HTML", "CSS"]));
    expect(await page.getByRole("link", { name: `Skill test: ${TEST_NAME}` }).count()).toBe(0);
    await page
      .getByRole("region", { name: "Verified skills", exact: true })
      .getByRole("rowheader", { name: "JavaScript", exact: true })
      .waitFor();
    await checkPage(learner, "117-skills-home-after-pass");
  });

  it("home and the chart fit a 390 px phone without scrolling sideways", async () => {
    await fitsPhone(
      learner,
      "/skills/home",
      (page) =>
        page
          .getByRole("region", { name: "Readiness", exact: true })
          .getByText(`${before.met + 1} of ${before.total} requirements met`)
          .waitFor(),
      "118-skills-home-phone",
    );
    await fitsPhone(
      learner,
      "/skills/my-skills?tab=0",
      (page) => page.getByRole("table", { name: "Core", exact: true }).waitFor(),
      "119-skills-my-skills-phone",
    );
  });

  it("discover still has courses for the remaining gaps and the role's open jobs", async () => {
    const { page } = learner;
    await page.goto("/skills/discover");
    const gaps = page.getByRole("region", { name: `Still missing for ${ROLE}` });
    await gaps.getByText(`${before.met + 1} of ${before.total} requirements met`).waitFor();
    expect(await gaps.getByRole("heading", { level: 3 }).count()).toBe(before.missing - 1);
    expect(await gaps.getByRole("heading", { name: "JavaScript", level: 3 }).count()).toBe(0);
    await gaps.getByRole("heading", { name: "HTML", level: 3 }).waitFor();
    expect(await gaps.locator('a[href^="/courses/"]').count()).toBeGreaterThan(0);
    const jobs = page.getByRole("region", { name: /^Open jobs: / });
    const firstJob = jobs.getByRole("listitem").first().getByRole("link");
    await firstJob.waitFor();
    jobTitle = (await firstJob.textContent()) ?? "";
    expect(jobTitle).not.toBe("");
    await checkPage(learner, "120-skills-discover-after-pass");
  });

  it("the verified-skill badge shows beside the learner on their forum post", async () => {
    const { page } = learner;
    await page.goto("/forum/feed");
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill(POST_TITLE);
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("I just verified JavaScript at Intermediate.\n\nWhat should I study next for a junior front-end job?");
    await page.getByRole("combobox", { name: "Tags" }).click();
    await page.getByRole("option", { name: "JavaScript" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Publish post" }).click();
    const post = page.getByRole("article", { name: POST_TITLE });
    await post.getByRole("heading", { name: POST_TITLE, level: 1 }).waitFor();
    await post.getByText(LEARNER_NAME).first().waitFor();
    await post.getByRole("img", { name: BADGE }).waitFor();
    await post.getByText("✓ JavaScript · Intermediate").waitFor();
    await checkPage(learner, "121-skills-forum-post-badge");
  });

  it("the learner applies to a job of the role, and the job admin sees the badge beside the CV score", async () => {
    const { page } = learner;
    await page.goto("/skills/discover");
    await page
      .getByRole("region", { name: /^Open jobs: / })
      .getByRole("link", { name: jobTitle, exact: true })
      .click();
    await page.getByRole("heading", { name: jobTitle, level: 1 }).waitFor();
    await page.getByRole("textbox", { name: /^Cover note/ }).fill("I have verified JavaScript at Intermediate on TalentForge.");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.getByText("Your application was sent.", { exact: false }).waitFor();

    const adminPage = admin.page;
    await logIn(admin, jobAdmin.email, DEMO_PASSWORD);
    await adminPage.goto("/jobs/admin/all");
    await adminPage.getByRole("heading", { name: "Manage jobs", level: 1 }).waitFor();
    // The words before any bracket, so the search matches the title however it treats punctuation.
    const search = jobTitle.replace(/\s*\(.*$/, "");
    await adminPage
      .getByRole("searchbox", { name: "Search jobs" })
      .or(adminPage.getByRole("textbox", { name: "Search jobs" }))
      .fill(search);
    await adminPage.getByRole("button", { name: "Search", exact: true }).click();
    await adminPage.waitForURL(/search=/);
    await adminPage.getByRole("button", { name: `Applications: ${jobTitle}`, exact: true }).click();
    const application = adminPage
      .getByRole("region", { name: `Applications to ${jobTitle}` })
      .getByRole("listitem", { name: LEARNER_NAME, exact: true });
    const facts = application.getByRole("list", { name: "Applicant at a glance" });
    await facts.getByText(/^CV score/).waitFor();
    await facts.getByRole("img", { name: BADGE }).waitFor();
    await checkPage(admin, "122-skills-applicant-badge");
  });
});
