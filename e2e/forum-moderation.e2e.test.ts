/**
 * Reports in Chromium against the real app: a new learner posts a question; another learner reports it,
 * after which it is hidden from everyone but its author (who sees it marked) and the moderators; a talent admin
 * reviews it at /forum/report/all and approves the report, deleting the post; the author's badge rises without a
 * reload and the notification says the post was deleted, naming no one. Every page is checked with axe, for console
 * errors and for requests leaving the machine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const talentAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("TALENT_ADMIN"))!;
const TITLE = "Selling exam answers, message me for the full set";
let browser: Browser;
let author: WatchedPage;
let reporter: WatchedPage;
let admin: WatchedPage;
let postPath = "";

beforeAll(async () => {
  browser = await launch();
  author = await watchedPage(browser, baseUrl);
  reporter = await watchedPage(browser, baseUrl);
  admin = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const unreadOf = async (session: WatchedPage): Promise<number> => {
  const name = (await session.page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

describe("reports and moderation in Chromium", () => {
  it("a learner posts a question", async () => {
    const { page } = author;
    await signUpLearner(page, "Farid", "Kamal", "farid-report");
    await page.goto("/forum/post/new");
    await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await page.getByRole("textbox", { name: "Description" }).fill("Answers for every module quiz, cheap.");
    await page.getByRole("combobox", { name: "Tags" }).click();
    await page.getByRole("option", { name: "General", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Publish post" }).click();
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    postPath = new URL(page.url()).pathname;
    expect(postPath).toMatch(/^\/forum\/post\/[0-9a-z]{8}-/);
  });

  it("another learner reports it, and it is hidden from them at once", async () => {
    const { page } = reporter;
    await signUpLearner(page, "Nadia", "Rahim", "nadia-report");
    await page.goto(postPath);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByRole("button", { name: `Report: ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Report this post" });
    await dialog.getByRole("textbox", { name: "Reason" }).fill("It offers to sell exam answers, which breaks the honesty rule.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText(/The moderators will review your report/).waitFor();
    await checkPage(reporter, "98-forum-report-sent");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    // Reported content is hidden from everyone but its author and the moderators while it is reviewed.
    await page.reload();
    await page.getByRole("heading", { name: "Post not found" }).waitFor();
    await page.goto("/forum/feed");
    await page.getByRole("main").getByRole("article").first().waitFor();
    expect(await page.getByRole("main").getByText(TITLE).count()).toBe(0);
  });

  it("its author still sees it, marked as under review, and is told", async () => {
    const { page } = author;
    await page.goto(postPath);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByText("Reported: hidden from others while it is reviewed").first().waitFor();
    await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
    await page
      .getByRole("link", { name: /Your post “Selling exam answers, message me for the full set” was reported and is hidden/ })
      .waitFor();
    await page.keyboard.press("Escape");
    await checkPage(author, "99-forum-report-author-view");
  });

  it("a talent admin approves the report, deleting the post, and the author is told within 10 s", async () => {
    const before = await unreadOf(author);
    const { page } = admin;
    await logIn(admin, talentAdmin.email, DEMO_PASSWORD);
    await page.goto("/forum/report/all");
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    await page.getByRole("link", { name: TITLE }).first().waitFor();
    await checkPage(admin, "100-forum-reports");
    await page.getByRole("button", { name: `Approve the report on ${TITLE} and delete the content` }).click();
    const confirm = page.getByRole("dialog", { name: "Approve this report?" });
    await confirm.getByRole("button", { name: "Approve and delete" }).click();
    await page.getByText("Report approved: the content was deleted.").waitFor();

    // No reload on the author's side: the badge polls.
    await author.page.getByRole("button", { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 10_000 });
    await author.page.getByRole("button", { name: /^Notifications/ }).click();
    const deleted = author.page.getByRole("link", {
      name: /Your post “Selling exam answers, message me for the full set” was deleted for breaking a community rule/,
    });
    await deleted.waitFor();
    await checkPage(author, "101-forum-content-deleted-notice");
    await author.page.keyboard.press("Escape");
    await author.page.goto(postPath);
    await author.page.getByRole("heading", { name: "Post not found" }).waitFor();
  });
});
