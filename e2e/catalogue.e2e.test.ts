/**
 * The catalogue journey in Chromium against the real app: browse → filter → course page →
 * ISA calculator → schedule and totals. Each page is checked with axe and for console errors.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { checkPage, launch, type WatchedPage, watchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
let browser: Browser;
let session: WatchedPage;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  session = await watchedPage(browser, baseUrl);
  page = session.page;
});
afterAll(async () => {
  await browser?.close();
});

describe("catalogue journey in Chromium", () => {
  it("browses by category", async () => {
    await page.goto("/courses/browse");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("link", { name: "M1 Python" }).first().waitFor();
    await checkPage(session, "20-courses-browse");
  });

  it("filters the catalogue by category and level, kept in the URL", async () => {
    await page.goto("/courses?page=1");
    await page.getByRole("heading", { name: "Featured courses" }).waitFor();
    await page.getByLabel("Category").selectOption({ label: "M1" });
    await page.waitForURL(/category=m1/);
    await page.getByLabel("Level").selectOption({ label: "Beginner" });
    await page.waitForURL(/level=Beginner/);
    await page.getByRole("heading", { name: "M1 SQL" }).waitFor();
    expect(await page.getByRole("heading", { name: "Certified Associate in Data Analytics" }).count()).toBe(0);
    await checkPage(session, "21-courses-filtered");
  });

  it("opens a course page with every section", async () => {
    await page
      .getByRole("link", { name: /M1 SQL/ })
      .first()
      .click();
    await page.waitForURL(/\/courses\/m1sql/);
    await page.getByRole("heading", { name: "M1 SQL", level: 1 }).waitFor();
    for (const section of ["What you will be able to do", "Modules", "Frequently asked questions", "Financing"]) {
      await page.getByRole("heading", { name: section }).first().waitFor();
    }
    await checkPage(session, "22-course-page");
  });

  it("computes an ISA schedule with totals from the calculator", async () => {
    await page.getByRole("link", { name: "Open the calculator" }).click();
    await page.waitForURL(/\/courses\/financing/);
    await page.getByRole("heading", { name: "Income-share agreement calculator" }).waitFor();
    await page.getByRole("table", { name: "Month-by-month payments" }).waitFor();
    await expect(
      page.getByText("Cap reached").or(page.getByText("Timeline ended first")).or(page.getByText("120-month limit")).first().isVisible(),
    ).resolves.toBe(true);
    await checkPage(session, "23-financing-calculator");
  });
});
