/**
 * Learning in a class in Chromium against the real app: a new learner buys M1 JavaScript, a course admin
 * confirms the payment, the learner joins the open class from "My learning", reads, watches, passes the quiz and hands
 * in the project; the class's instructor marks it from the grading queue; the learner's course is then complete with
 * a certificate, which a visitor checks on its public verification page. Each page is checked with axe and for
 * console errors.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { LESSONS } from "../subgraphs/courses/modules/classroom/index.js";
import { checkPage, launch, logIn, type WatchedPage, watchedPage, signUpLearner } from "./browser.js";

const baseUrl = inject("baseUrl");
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;
const CLASS = "/classroom/m1js-open-2026";
const quiz = LESSONS.find((l) => l.id === "m1js-2-1")!;
let browser: Browser;
let learner: WatchedPage;
let staff: WatchedPage;
let visitor: WatchedPage;
let reference = "";
let certificatePath = "";

beforeAll(async () => {
  browser = await launch();
  learner = await watchedPage(browser, baseUrl);
  staff = await watchedPage(browser, baseUrl);
  visitor = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("learning in a class in Chromium", () => {
  it("a new learner buys M1 JavaScript and a course admin confirms the payment", async () => {
    const { page } = learner;
    await signUpLearner(page, "Nurul", "Huda", "classroom");
    await page.goto("/courses/m1js");
    await page.getByRole("heading", { name: "M1 JavaScript", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Buy" }).first().click();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("Order placed", { exact: true }).waitFor();
    reference = (await page
      .getByText(/^TF-[A-Z0-9]+$/)
      .first()
      .textContent())!.trim();

    await logIn(staff, courseAdmin.email, DEMO_PASSWORD);
    await staff.page.goto("/courses/admin/orders");
    const row = staff.page.getByRole("row").filter({ hasText: reference });
    await row.getByRole("button", { name: "Confirm payment" }).click();
    await staff.page.getByRole("button", { name: "Yes, confirm payment" }).click();
    await expect.poll(() => staff.page.getByRole("row").filter({ hasText: reference }).count(), { timeout: 10_000 }).toBe(0);
  });

  it("joins the open class from My learning", async () => {
    const { page } = learner;
    await page.goto("/courses/my-learning");
    const join = page.getByRole("button", { name: "Join M1 JavaScript open class 2026" });
    await join.waitFor();
    await checkPage(learner, "60-my-learning-join-class");
    await join.click();
    // At 0 % the bar's filled section has no width, so it is attached but not visible.
    await page.getByRole("progressbar", { name: "Progress in M1 JavaScript" }).waitFor({ state: "attached" });
    await page.goto(CLASS);
    await page.getByRole("heading", { name: "M1 JavaScript open class 2026", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Continue: Running JavaScript in the browser" }).waitFor();
    await checkPage(learner, "61-class-page");
  });

  it("marks the reading and the video done", async () => {
    const { page } = learner;
    for (const [id, title] of [
      ["m1js-1-1", "Running JavaScript in the browser"],
      ["m1js-1-2", "Variables and types"],
    ] as const) {
      await page.goto(`${CLASS}/lessons/${id}`);
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      if (id === "m1js-1-1") await checkPage(learner, "62-reading-lesson");
      await page.getByRole("button", { name: "Mark as done" }).click();
      await page.getByText("You have completed this lesson.").waitFor();
    }
  });

  it("fails the quiz with a wrong answer, then passes it", async () => {
    const { page } = learner;
    await page.goto(`${CLASS}/lessons/${quiz.id}`);
    await page.getByRole("heading", { name: quiz.title, level: 1 }).waitFor();
    const [first, ...rest] = quiz.questions!;
    const wrong = first!.options.find((o) => o !== first!.answer)!;
    await page.getByRole("group", { name: first!.prompt }).getByRole("radio", { name: wrong, exact: true }).check();
    for (const q of rest) await page.getByRole("group", { name: q.prompt }).getByRole("radio", { name: q.answer, exact: true }).check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.getByRole("status").filter({ hasText: "Marked: 67/100 — 2 of 3 correct" }).waitFor();

    await page.getByRole("group", { name: first!.prompt }).getByRole("radio", { name: first!.answer, exact: true }).check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await page.getByRole("status").filter({ hasText: "Marked: 100/100 — 3 of 3 correct" }).waitFor();
    await checkPage(learner, "63-quiz-passed");
  });

  it("hands in the project, which waits for marking", async () => {
    const { page } = learner;
    await page.goto(`${CLASS}/lessons/m1js-3-1`);
    await page.getByRole("heading", { name: "Build a to-do list", level: 1 }).waitFor();
    await page
      .getByRole("textbox", { name: /^Your work/ })
      .fill("Tasks live in an array of objects; add, toggle and remove re-render the list.");
    await page.getByRole("textbox", { name: /^Link \(optional\)/ }).fill("https://example.com/nurul/todo");
    await page.getByRole("button", { name: "Hand in" }).click();
    await page.getByText("Waiting for marking").first().waitFor();
    await checkPage(learner, "64-project-handed-in");
    await page.goto(CLASS);
    await page.getByText("1 piece of work waiting for marking").waitFor();
  });

  it("the class's instructor marks the project from the grading queue", async () => {
    const { page } = staff;
    await page.context().clearCookies();
    await logIn(staff, instructor.email, DEMO_PASSWORD);
    await page.goto(`${CLASS}/grading`);
    await page.getByRole("heading", { name: "Grading queue", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Mark Nurul Huda's Build a to-do list" });
    await form.waitFor();
    await checkPage(staff, "65-grading-queue");
    await form.getByLabel("Mark (out of 100)").fill("85");
    await form.getByLabel("Feedback").fill("Clear write-up; the remove button works well.");
    await form.getByRole("button", { name: "Save mark" }).click();
    await page.getByText("Marked Nurul Huda's Build a to-do list: 85/100.").waitFor();
  });

  it("the learner's course is complete, with a certificate", async () => {
    const { page } = learner;
    await page.goto(CLASS);
    await page.getByText("Course completed").waitFor();
    expect(await page.getByRole("progressbar", { name: "Course progress" }).getAttribute("aria-valuenow")).toBe("100");
    await checkPage(learner, "66-course-completed");
    await page.goto(`${CLASS}/lessons/m1js-3-1`);
    await page.getByText("Marked: 85/100").first().waitFor();
    await page.getByText("Clear write-up; the remove button works well.").waitFor();

    await page.goto("/courses/certificates");
    await page.getByRole("heading", { name: "Certificates", level: 1 }).waitFor();
    const link = page.getByRole("link", { name: /Verification page/ }).first();
    await link.waitFor();
    await checkPage(learner, "67-my-certificates");
    certificatePath = new URL((await link.getAttribute("href"))!, baseUrl).pathname;
    expect(certificatePath).toMatch(/^\/certificates\/[A-Z0-9]+-m1-javascript$/);
  });

  it("a visitor verifies the certificate on its public page", async () => {
    const { page } = visitor;
    await page.goto(certificatePath);
    await page.getByRole("heading", { name: "Certificate verified", level: 1 }).waitFor();
    await page.getByText("Nurul Huda holds the certificate M1 JavaScript issued by TalentForge.").waitFor();
    await checkPage(visitor, "68-certificate-verified");
    await page.goto("/certificates/NOSUCHCODE-m1-javascript");
    await page.getByRole("heading", { name: "Certificate not found", level: 1 }).waitFor();
  });
});
