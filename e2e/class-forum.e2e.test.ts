/**
 * Class forums in Chromium against the real app: the demo instructor posts an announcement in the M1
 * JavaScript open class forum; the demo student, a student of that class, keeps the forum open and her badge rises
 * without a reload; the notification names the instructor and the class, and opening it leads to the class forum,
 * where the announcement is shown. Every page is checked with axe, for console errors and for requests leaving the
 * machine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;
const CLASS = "/forum/class-forum/m1js-open-2026";
const ANNOUNCEMENT = "Live tutorial on closures moves to Thursday 7 pm";
let browser: Browser;
let learner: WatchedPage;
let teacher: WatchedPage;

beforeAll(async () => {
  browser = await launch();
  learner = await watchedPage(browser, baseUrl);
  teacher = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const unreadOf = async (session: WatchedPage): Promise<number> => {
  const name = (await session.page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

describe("class forums in Chromium", () => {
  it("an instructor's announcement reaches the class's students, and its link opens the class forum", async () => {
    await logIn(learner, student.email, DEMO_PASSWORD);
    await learner.page.goto("/forum/feed");
    await learner.page.getByRole("button", { name: /^Notifications/ }).waitFor();
    await learner.page.waitForLoadState("networkidle");
    const before = await unreadOf(learner);

    const { page } = teacher;
    await logIn(teacher, instructor.email, DEMO_PASSWORD);
    await page.goto(CLASS);
    await page.getByRole("heading", { name: "M1 JavaScript open class 2026", level: 1 }).waitFor();
    await checkPage(teacher, "102-class-forum-instructor");
    await page.getByRole("link", { name: "Post an announcement" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill(ANNOUNCEMENT);
    await page.getByRole("button", { name: "Post announcement" }).click();
    await page.getByText(`Your announcement “${ANNOUNCEMENT}” was posted.`).waitFor();

    // No reload on the student's side: the badge polls.
    await learner.page.getByRole("button", { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 10_000 });
    await learner.page.getByRole("button", { name: /^Notifications/ }).click();
    const item = learner.page.getByRole("link", {
      name: `Arjun Nair posted an announcement in M1 JavaScript open class 2026: “${ANNOUNCEMENT}”`,
    });
    await item.waitFor();
    await item.click();
    await learner.page.waitForURL((url) => url.pathname === CLASS);
    await learner.page.getByRole("heading", { name: "M1 JavaScript open class 2026", level: 1 }).waitFor();
    await learner.page.getByRole("main").getByText(ANNOUNCEMENT).first().waitFor();
    expect(await learner.page.getByRole("link", { name: "Students" }).count()).toBe(0); // the full set is the moderators'
    await checkPage(learner, "103-class-forum-from-notification");
  });
});
