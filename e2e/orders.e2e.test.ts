/**
 * Buying an M1 course in Chromium against the real app: a learner buys M1 Python with the offline
 * provider (a bank transfer with a reference), a course admin confirms the payment, and the learner has 90 days of
 * access. Each page is checked with axe and for console errors.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { checkPage, launch, logIn, type WatchedPage, watchedPage, signUpLearner } from "./browser.js";

const baseUrl = inject("baseUrl");
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
let browser: Browser;
let learner: WatchedPage;
let admin: WatchedPage;
let reference = "";

beforeAll(async () => {
  browser = await launch();
  learner = await watchedPage(browser, baseUrl);
  admin = await watchedPage(browser, baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe("buying an M1 course in Chromium", () => {
  it("a new learner buys M1 Python and gets bank-transfer instructions with a reference", async () => {
    const { page } = learner;
    await signUpLearner(page, "Ahmad", "Faizal", "buyer");

    await page.goto("/courses/m1py");
    await page.getByRole("heading", { name: "M1 Python", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Buy" }).first().click();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("Order placed", { exact: true }).waitFor();
    reference = (await page
      .getByText(/^TF-[A-Z0-9]+$/)
      .first()
      .textContent())!.trim();
    expect(reference).toMatch(/^TF-/);
    await checkPage(learner, "30-order-placed");
  });

  it("a course admin confirms the payment", async () => {
    const { page } = admin;
    await logIn(admin, courseAdmin.email, DEMO_PASSWORD);
    await page.goto("/courses/admin/orders");
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: reference });
    await row.waitFor();
    await checkPage(admin, "31-admin-pending-orders");
    await row.getByRole("button", { name: "Confirm payment" }).click();
    await page.getByRole("button", { name: "Yes, confirm payment" }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: reference }).count(), { timeout: 10_000 }).toBe(0);
  });

  it("the learner now has 90 days of access", async () => {
    const { page } = learner;
    await page.goto("/courses/my-learning");
    await page.getByRole("heading", { name: "My learning", level: 1 }).waitFor();
    await page.getByRole("link", { name: "M1 Python" }).first().waitFor();
    await page.getByText("Active", { exact: true }).first().waitFor();
    await page
      .getByText(/90 days left|89 days left/)
      .first()
      .waitFor();
    await checkPage(learner, "32-my-learning-access");
  });
});
