/**
 * Forum notifications in Chromium against the real app: the demo student keeps the forum open;
 * a new learner comments on her question; her header badge rises within 10 seconds without a reload (the badge
 * polls), the panel shows "… commented on your post …", and opening it lands on the comment's anchor; the badge drops
 * at once. Every page is checked with axe, for console errors and for requests leaving the machine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const QUESTION = "/forum/post/r5t0w2zc";
const COMMENT = "Check whether payments has two rows for the same order: GROUP BY order_id HAVING count(*) > 1.";
let browser: Browser;
let author: WatchedPage;
let learner: WatchedPage;

beforeAll(async () => {
  browser = await launch();
  author = await watchedPage(browser, baseUrl);
  learner = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const unreadOf = async (session: WatchedPage): Promise<number> => {
  const name = (await session.page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

describe("forum notifications in Chromium", () => {
  it("a learner's comment raises the author's badge within 10 s, and opening it lands on the comment", async () => {
    await logIn(author, student.email, DEMO_PASSWORD);
    await author.page.goto("/forum/feed");
    await author.page.getByRole("button", { name: /^Notifications/ }).waitFor();
    // The count arrives after the bell is drawn: read it once the page is quiet (the demo student has unread ones).
    await author.page.waitForLoadState("networkidle");
    const before = await unreadOf(author);
    expect(before).toBeGreaterThan(0);

    await signUpLearner(learner.page, "Haziq", "Osman", "haziq-notify");
    await learner.page.goto(QUESTION);
    await learner.page.getByRole("textbox", { name: "Your comment" }).fill(COMMENT);
    await learner.page.getByRole("button", { name: "Post comment" }).click();
    await learner.page.getByRole("article", { name: "Comment by Haziq Osman" }).waitFor();

    // No reload on the author's side: the badge polls.
    await author.page.getByRole("button", { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 10_000 });
    await author.page.getByRole("button", { name: /^Notifications/ }).click();
    // The title is cut at 50 characters plus an ellipsis (SPEC §9).
    const item = author.page.getByRole("link", {
      name: /Haziq Osman commented on your post “LEFT JOIN returns more rows than my base table\. Wh…”/,
    });
    await item.waitFor();
    await checkPage(author, "96-forum-notifications-panel");
    await item.click();
    await author.page.waitForURL(/\/forum\/post\/r5t0w2zc-[a-z0-9-]+#[0-9a-z]{8}-/);
    const anchor = new URL(author.page.url()).hash.slice(1);
    const comment = author.page.locator(`article[id="${anchor}"]`);
    await comment.getByText(COMMENT).waitFor();
    expect(await comment.getAttribute("aria-label")).toBe("Comment by Haziq Osman");
    await author.page.getByRole("button", { name: before === 0 ? "Notifications" : `Notifications, ${before} unread` }).waitFor();
    await checkPage(author, "97-forum-notification-opened");
  });
});
