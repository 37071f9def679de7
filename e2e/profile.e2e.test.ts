/**
 * The talent journey in Chromium against the real app: sign up → fill the profile → tasks disappear and
 * the ring fills → paste a CV → see the score and suggestions → fix a bullet → the score rises. Each page is checked
 * with axe and for console errors.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { checkPage, launch, type WatchedPage, watchedPage, signUpLearner } from "./browser.js";

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

const ringLabel = (percent: number) => page.getByLabel(`Profile ${percent}% complete`);

const CV = (resultBullet: string) => `Siew Lan Goh
Summary
Data analyst who turns messy data into decisions for retail teams.
Experience
Data Analyst, Harbour Retail Ltd, Jan 2022 - Present
- ${resultBullet}
- Automated weekly sales reporting using Python and SQL, cutting preparation time by 6 hours a week
- Built Tableau dashboards with pandas pipelines for 40 store managers
Education
University of Hong Kong, Degree, Statistics, 2017 - 2021
Skills
Python, SQL, Excel, Tableau, pandas`;

describe("talent journey in Chromium", () => {
  it("a new learner starts with an empty profile: ring at 0% and every task listed", async () => {
    await signUpLearner(page, "Siew Lan", "Goh", "journey");
    await page.goto("/dashboard");
    await ringLabel(0).waitFor();
    await expect(page.getByRole("link", { name: "Add your location" }).getAttribute("href")).resolves.toBe("/profile/edit?form=contact");
    await expect(page.getByRole("link", { name: "Add your LinkedIn profile" }).count()).resolves.toBe(1);
    await checkPage(session, "10-dashboard-empty-profile");
  });

  it("filling contact details removes their tasks and fills the ring", async () => {
    await page.goto("/profile/edit?form=contact");
    await page.getByLabel("Location").fill("Kowloon, Hong Kong");
    await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/siew-lan-goh");
    await checkPage(session, "11-contact-form");
    await page.getByRole("button", { name: "Save contact" }).click();
    await page.getByText("Saved").first().waitFor();
    await page.goto("/dashboard");
    await ringLabel(22).waitFor(); // 2 of 9 checks
    expect(await page.getByRole("link", { name: "Add your location" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Add your LinkedIn profile" }).count()).toBe(0);
    await checkPage(session, "12-dashboard-after-contact");
  });

  it("scores a pasted CV with explained criteria, and a fixed bullet raises the score", async () => {
    await page.goto("/cv");
    await page.getByRole("combobox", { name: "Career role" }).click();
    await page.getByRole("option", { name: "Data science" }).click();
    await page.getByText("Scored for Data science").first().waitFor();

    const paste = page.getByLabel("Paste your CV text");
    await paste.fill(CV("Responsible for various reports for the team"));
    await page.getByRole("button", { name: "Score this CV" }).click();
    const total = page.getByTestId("cv-pasted-total");
    await total.waitFor();
    const before = Number((await total.textContent())!.split("/")[0]);
    // The weak bullet is named in the suggestions.
    await page
      .getByText(/measurable result/i)
      .first()
      .waitFor();
    await checkPage(session, "13-cv-pasted-weak-bullet");

    await paste.fill(CV("Cut monthly stock write-offs by 18% by forecasting demand with Python and SQL"));
    await page.getByRole("button", { name: "Score this CV" }).click();
    await expect.poll(async () => Number((await total.textContent())!.split("/")[0]), { timeout: 10_000 }).toBeGreaterThan(before);
    await checkPage(session, "14-cv-pasted-fixed-bullet");
  });
});
