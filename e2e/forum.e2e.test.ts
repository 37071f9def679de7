/**
 * The forum core in Chromium against the real app: the demo student follows a tag from the tag browser and
 * posts a question under it; a new learner finds it in that tag's feed, votes it up and answers in a comment; the
 * author sees the vote and the comment, marks the comment as the answer and resolves the question; the learner's
 * view shows both, and the answer is reached through its #anchor. Every page is checked with axe, for console errors
 * and for requests leaving the machine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, signUpLearner, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const TITLE = "How do I read a Node.js stack trace?";
let browser: Browser;
let author: WatchedPage;
let helper: WatchedPage;
let postPath = "";

beforeAll(async () => {
  browser = await launch();
  author = await watchedPage(browser, baseUrl);
  helper = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("the forum in Chromium", () => {
  it("the author follows a tag from the tag browser", async () => {
    const { page } = author;
    await logIn(author, student.email, DEMO_PASSWORD);
    await page.goto("/forum/tag/browse");
    await page.getByRole("heading", { name: "Browse tags", level: 1 }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Follow JavaScript" }).first().click();
    await main.getByRole("button", { name: "Following JavaScript" }).first().waitFor();
    await checkPage(author, "90-forum-tag-browse");
  });

  it("the author posts a question under that tag and lands on it", async () => {
    const { page } = author;
    await page.goto("/forum/feed");
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("My Express app crashes with a long trace.\n\nWhich line should I read first?");
    await page.getByRole("combobox", { name: "Tags" }).click();
    await page.getByRole("option", { name: "JavaScript" }).click();
    await page.keyboard.press("Escape");
    await checkPage(author, "91-forum-new-post");
    await page.getByRole("button", { name: "Publish post" }).click();
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    postPath = new URL(page.url()).pathname;
    expect(postPath).toMatch(/^\/forum\/post\/[0-9a-z]{8}-how-do-i-read-a-node-js-stack-trace$/);
    await checkPage(author, "92-forum-post-new");
  });

  it("another learner finds it in the tag's feed, votes it up and answers", async () => {
    const { page } = helper;
    await signUpLearner(page, "Kavitha", "Raj", "kavitha-forum");
    await page.goto("/forum/feed?tag=javascript");
    await page.getByRole("heading", { name: "Posts tagged “JavaScript”", level: 1 }).waitFor();
    await page.getByRole("link", { name: TITLE }).click();
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Vote up (0)" }).first().click();
    await page.getByRole("button", { name: "Vote up (1)" }).first().waitFor();
    await page
      .getByRole("textbox", { name: "Your comment" })
      .fill("Read from the top: the first line that names your own file is where it broke.");
    await page.getByRole("button", { name: "Post comment" }).click();
    await page.getByRole("article", { name: "Comment by Kavitha Raj" }).waitFor();
    // Only the post's author (or a moderator) may mark the answer or resolve.
    expect(await page.getByRole("button", { name: "Mark as answer" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Mark resolved" }).count()).toBe(0);
    await checkPage(helper, "93-forum-post-commented");
  });

  it("the author sees the vote and the comment, marks it as the answer and resolves the question", async () => {
    const { page } = author;
    await page.goto(postPath);
    await page.getByRole("button", { name: "Vote up (1)" }).first().waitFor();
    const comment = page.getByRole("article", { name: "Comment by Kavitha Raj" });
    await comment.getByRole("button", { name: "Mark as answer" }).click();
    await comment.getByRole("button", { name: "Unmark answer" }).waitFor();
    await page.getByRole("button", { name: "Mark resolved" }).click();
    await page.getByRole("button", { name: "Mark unresolved" }).waitFor();
    await checkPage(author, "94-forum-post-answered");
  });

  it("the learner sees the answer and the resolved question, and its anchor leads to it", async () => {
    const { page } = helper;
    await page.goto(postPath);
    await page.getByText("Resolved").first().waitFor();
    const comment = page.getByRole("article", { name: "Comment by Kavitha Raj" });
    const anchor = await comment.getAttribute("id");
    expect(anchor).toMatch(/^[0-9a-z]{8}-/);
    await comment.getByText("Answer", { exact: true }).first().waitFor();
    await page.goto(`${postPath}#${anchor}`);
    await page.getByRole("article", { name: "Comment by Kavitha Raj" }).waitFor();
    await page.goto("/forum/history/comments");
    await page.getByText("Read from the top").first().waitFor();
    await checkPage(helper, "95-forum-history-comments");
  });
});
