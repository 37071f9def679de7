/**
 * The built client under the router's Content-Security-Policy: every route of client/src/app/routes.tsx, as a visitor and
 * as the demo accounts that can open it (student, instructor, admins, recruiter), raises no
 * `securitypolicyviolation` event and logs no CSP or Permissions-Policy message. A deliberate inline script shows
 * the listener sees violations at all.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { demoInterviews } from "../subgraphs/talent/modules/interviews/index.js";
import { launch, logIn, watchedPage, type WatchedPage } from "./browser.js";

/** The demo student's finished practice interview (the demo world's ids are fixed). */
const STUDENTS_PRACTICE = demoInterviews(new Date()).practices.find((p) => p.learnerId === DEMO_ACCOUNTS[0]!.id)!.id;

const baseUrl = inject("baseUrl");
let browser: Browser;

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;

/** Each route pattern once (with seeded ids), under the account that sees its real content. */
const ROUTES: Record<string, { role?: string; paths: string[] }> = {
  visitor: {
    paths: [
      "/",
      "/courses?page=1",
      "/courses/browse",
      "/courses/programmes",
      "/courses/financing",
      "/courses/cada",
      "/programmes/student/find-programmes",
      "/certificates/DEMSQL2K6M-m1-sql",
      "/jobs?page=1",
      "/jobs/browse?page=1",
      "/jobs/2",
      "/companies?page=1",
      "/companies/kopicloud",
      "/login",
      "/signup?purpose=learn",
      "/signup/select-role",
      "/no-such-page",
      "/dashboard",
    ],
  },
  student: {
    role: "STUDENT",
    paths: [
      "/dashboard",
      "/profile",
      ...["about", "contact", "experience", "education", "avatar"].map((form) => `/profile/edit?form=${form}`),
      "/cv",
      "/settings",
      "/signup/company",
      "/courses/my-learning",
      "/courses/m1js",
      "/courses/certificates",
      "/programmes/student/apply/kyouth-2025",
      "/programmes/student/my-programmes",
      "/classroom",
      "/classroom/m1js-open-2026",
      "/classroom/m1js-open-2026/lessons/m1js-1-1",
      "/classroom/m1js-open-2026/lessons/m1js-2-1",
      "/classroom/m1js-open-2026/lessons/m1js-3-1",
      "/jobs/saved-jobs",
      "/jobs/applied-jobs",
      "/jobs/3",
      "/forum/feed",
      "/forum/post/new",
      "/forum/post/r5t0w2zc",
      "/forum/post/k8j5h2gd/edit",
      "/forum/tag/browse",
      "/forum/history",
      "/forum/history/comments",
      "/forum/history/announcements",
      "/forum/bookmark",
      "/forum/bookmark/comments",
      "/forum/search?q=sql&scope=ALL",
      "/forum/notifications",
      "/forum/class-forum/m1js-open-2026",
      "/forum/class-forum/m1js-open-2026/announcements",
      "/forum/class-forum/m1js-open-2026/pinned",
      "/forum/class-forum/m1js-open-2026/support",
      "/forum/class-forum/m1js-open-2026/new?kind=SUPPORT",
      "/skills/home",
      "/skills/choose-role",
      "/skills/verify",
      "/skills/verify/py-beginner",
      "/skills/practice",
      "/skills/my-skills?tab=0",
      "/skills/my-skills?tab=1&test=sql-beginner",
      "/skills/discover",
      "/skills/faq",
      "/interviews",
      `/interviews/practice/${STUDENTS_PRACTICE}`,
      "/careers",
    ],
  },
  instructor: {
    role: "INSTRUCTOR",
    paths: [
      "/interviews/admin",
      "/careers/admin",
      "/careers/admin?tab=reviews",
      "/classroom/m1js-open-2026/grading",
      "/classroom/fcda-2026-10/tutorials",
      "/forum/class-forum/m1js-open-2026/moderators",
      "/forum/class-forum/m1js-open-2026/students",
      "/forum/class-forum/m1js-open-2026/new?kind=ANNOUNCEMENT",
    ],
  },
  "course admin": {
    role: "COURSE_ADMIN",
    paths: [
      "/courses/admin/orders",
      "/courses/admin/financing",
      "/courses/admin/courses",
      "/courses/admin/courses/cada/edit",
      "/courses/admin/classes",
      "/courses/admin/classes/fcda-2026-10",
      "/courses/admin/certificates",
      "/programmes/admin/applications?programme=kyouth-2025",
      "/programmes/admin/programmes",
      "/programmes/admin/prior-learning",
    ],
  },
  "job admin": {
    role: "JOB_ADMIN",
    paths: [
      "/jobs/admin/all?page=1",
      "/jobs/admin/jobs/new",
      "/jobs/admin/jobs/2/edit",
      "/jobs/admin/campaigns",
      "/jobs/admin/companies?page=1",
      "/jobs/admin/companies/new",
      "/jobs/admin/companies/kopicloud/edit",
      "/jobs/admin/representatives",
    ],
  },
  "talent admin": {
    role: "TALENT_ADMIN",
    paths: [
      "/dashboard/admin",
      "/forum/admin/",
      "/forum/support",
      "/forum/report/all",
      "/skills/admin",
      "/skills/admin/assessments",
      "/skills/admin/skills?tab=tests",
      "/skills/admin/skills?tab=roles",
      "/skills/admin/skills?tab=vocabulary",
      "/skills/admin/skills/tests/js-beginner",
      "/interviews/admin?tab=sets",
      "/careers/admin?tab=staff",
      "/admin/api-keys",
    ],
  },
  recruiter: {
    role: "COMPANY_REPRESENTATIVE",
    paths: ["/employer", "/employer/company"],
  },
};

interface CspWatch {
  session: WatchedPage;
  /** securitypolicyviolation events and console lines about CSP or Permissions-Policy, tagged with the page. */
  problems: string[];
}

/** A page whose every document reports CSP violations (from before any of its scripts run) and policy messages. */
async function cspWatch(): Promise<CspWatch> {
  const session = await watchedPage(browser, baseUrl);
  const context: BrowserContext = session.page.context();
  const problems: string[] = [];
  await context.exposeBinding("__reportCspViolation", ({ page }, v: Record<string, string>) => {
    problems.push(`${new URL(page.url()).pathname}: ${v.effectiveDirective} blocked ${v.blockedURI || "inline"} (${v.sample})`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: Record<string, string>) => void }).__reportCspViolation;
      void report({ effectiveDirective: e.effectiveDirective, blockedURI: e.blockedURI, sample: e.sample, sourceFile: e.sourceFile });
    });
  });
  session.page.on("console", (msg) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions Policy/i.test(msg.text()))
      problems.push(`${session.page.url()}: console ${msg.type()}: ${msg.text()}`);
  });
  return { session, problems };
}

/** Opens `path`, checks the document came with the client's policy, and waits for the route's chunks and data. */
async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp, `CSP on ${path}`).toMatch(/(^|;)script-src 'self'(;|$)/);
  expect(csp, `CSP on ${path}`).toMatch(/(^|;)default-src 'self'(;|$)/);
  await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor();
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the built client under the content security policy", () => {
  it("reports an inline script it is made to run (the listener works)", async () => {
    const watch = await cspWatch();
    await visit(watch.session.page, "/");
    await watch.session.page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.head.append(script);
    });
    await expect.poll(() => watch.problems.length).toBeGreaterThan(0);
    expect(watch.problems.join("\n")).toMatch(/script-src/);
    expect(await watch.session.page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await watch.session.page.context().close();
  });

  // Each account in its own browser context at once: most of a visit is waiting for the network to settle.
  for (const [who, { role, paths }] of Object.entries(ROUTES)) {
    it.concurrent(
      `raises no violation on any page for the ${who}`,
      async () => {
        const watch = await cspWatch();
        const { page } = watch.session;
        if (role) await logIn(watch.session, account(role).email, DEMO_PASSWORD);
        for (const path of paths) await visit(page, path);
        // Styles written after first render: the language menu opens in a portal with a transition.
        await page.getByRole("button", { name: /English/ }).click();
        await page.getByRole("menuitem", { name: "繁體中文" }).waitFor();
        await page.keyboard.press("Escape");
        expect(watch.problems).toEqual([]);
        expect(watch.session.remoteRequests).toEqual([]);
        await page.context().close();
      },
      240_000,
    );
  }
});
