/**
 * The API explorer (/graphiql) as a partner uses it, with the network cut off: every request to another origin is
 * aborted and recorded (none may be attempted), the page raises no CSP violation and logs no error, axe finds nothing
 * serious, and the default query, run with an API key made for the test in the Headers tab, shows jobs in the result
 * pane. Screenshots at 1280 and 390 px wide.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { API_KEY_LIMITS } from "../subgraphs/shared/partner-api.js";
import { rateLimitHeaders } from "../router/partner/rules.js";
import AxeBuilder from "@axe-core/playwright";
import { launch, screenshot, watchedPage, type WatchedPage } from "./browser.js";

const baseUrl = inject("baseUrl");
const JOB_ADMIN = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN" as never))!;

let browser: Browser;
let session: WatchedPage;
/** Requests to any origin but the app's, aborted before they leave. */
const aborted: string[] = [];
/** securitypolicyviolation events of the page's documents. */
const violations: string[] = [];

/**
 * axe's serious and critical violations, as e2e/browser.ts's seriousViolations, less one of GraphiQL's own markup that
 * a page cannot change: each editor tab is an <li role="tab"> holding its close button (nested-interactive).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) =>
      v.id === "nested-interactive" ? { ...v, nodes: v.nodes.filter((n) => !/^<li[^>]*class="graphiql-tab\b/.test(n.html)) } : v,
    )
    .filter((v) => v.nodes.length)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** A partner key with the JOBS scope, made by the demo job admin through /admin/api-keys. */
async function partnerKey(): Promise<string> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: JOB_ADMIN.email, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await fetch(`${baseUrl}/admin/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({ name: "GraphiQL e2e", scopes: ["JOBS"] }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { secret: string }).secret;
}

beforeAll(async () => {
  browser = await launch();
  session = await watchedPage(browser, baseUrl);
  const context = session.page.context();
  await context.route(
    (url) => url.origin !== baseUrl && url.protocol.startsWith("http"),
    async (route) => {
      aborted.push(route.request().url());
      await route.abort("blockedbyclient");
    },
  );
  await context.exposeBinding("__reportCspViolation", (_source, v: string) => void violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`);
    });
  });
});
afterAll(async () => {
  await browser?.close();
});

describe("the API explorer", () => {
  it("opens offline under its own policy, with the schema's docs", async () => {
    const { page } = session;
    const res = await page.goto("/graphiql");
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toMatch(/(^|;)default-src 'none'(;|$)/);
    await page.getByRole("heading", { name: "TalentForge API explorer" }).waitFor();
    // The introspection answered: the docs panel (open on a wide screen) shows the root types.
    await page.locator(".graphiql-doc-explorer").getByText("Query", { exact: true }).first().waitFor();
    await page.locator(".graphiql-query-editor .view-lines").getByText("OpenJobs").waitFor();
    // Monaco's GraphQL language worker runs (a bundled file of ours, under worker-src 'self').
    await expect
      .poll(() => page.workers().map((w) => w.url()))
      .toContainEqual(expect.stringMatching(/\/assets\/graphql\.worker-[\w-]+\.js$/));
  });

  it("runs the default query with a partner key put in the Headers tab, and shows jobs", async () => {
    const { page } = session;
    const key = await partnerKey();
    await page.getByRole("button", { name: "Headers" }).click();
    const headersEditor = page.locator(".graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor").last();
    await headersEditor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(`{ "Authorization": "Bearer ${key}" }`);

    const sent = page.waitForRequest((r: Request) => r.url() === `${baseUrl}/graphql` && /OpenJobs/.test(r.postData() ?? ""));
    const answered = page.waitForResponse((r) => r.url() === `${baseUrl}/graphql` && /OpenJobs/.test(r.request().postData() ?? ""));
    await page.getByRole("button", { name: /Execute query/ }).click();
    expect((await sent).headers()["authorization"]).toBe(`Bearer ${key}`);
    const answer = await answered;
    expect(answer.status()).toBe(200);
    // A partner answer carries its key's limits (the defaults, as partnerKey sets none): the key was used, not a session.
    const defaults = { requestsPerMinute: API_KEY_LIMITS.requestsPerMinute.default, costPerMinute: API_KEY_LIMITS.costPerMinute.default };
    expect(answer.headers()["ratelimit-policy"]).toBe(rateLimitHeaders(defaults, { requests: 0, cost: 0 }, 0)["RateLimit-Policy"]);
    const body = (await answer.json()) as { data: { jobs: { items: { title: string; employer: { title: string } }[] } } };
    const first = body.data.jobs.items[0]!;
    expect(first.employer.title).toEqual(expect.any(String));

    const result = page.locator(".graphiql-response .view-lines");
    await expect.poll(() => result.innerText()).toContain('"jobs"');
    // The result pane wraps long lines.
    expect((await result.innerText()).replace(/\s+/g, " ")).toContain(first.title);

    await page.waitForLoadState("networkidle");
    await screenshot(page, "graphiql-1280");
    expect(await seriousViolations(page), "axe at 1280 px").toEqual([]);
  });

  it("fits a phone's width", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("heading", { name: "TalentForge API explorer" }).waitFor();
    await page.locator(".graphiql-query-editor .view-lines").getByText("OpenJobs").waitFor();
    // The result shows below the editors, as wide as the screen allows (the key is not kept: a visitor's answer).
    await page.getByRole("button", { name: /Execute query/ }).click();
    const result = page.locator(".graphiql-response .view-lines");
    await expect.poll(() => result.innerText()).toContain('"jobs"');
    expect((await page.locator(".graphiql-response").boundingBox())?.width).toBeGreaterThan(250);
    await page.waitForLoadState("networkidle");
    await screenshot(page, "graphiql-390");
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page), "axe at 390 px").toEqual([]);
  });

  it("attempted nothing beyond this machine, broke no policy and logged no error", () => {
    expect(aborted).toEqual([]);
    expect(session.remoteRequests).toEqual([]);
    expect(violations).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });
});
