/**
 * What crawlers read, in both runtime modes: /robots.txt allows the public pages, disallows every logged-in route of
 * client/src/app/routes.tsx and names the sitemap; /sitemap.xml is well-formed XML listing the public pages and each
 * public record's page, built once for a few minutes, and 503 (not a crash) while a subgraph is down.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../subgraphs/shared/db.js";
import { publicOrigin } from "../subgraphs/shared/env.js";
import { createTestDatabase } from "../subgraphs/shared/testing/database.js";
import { PUBLIC_PAGES, SITEMAP_MAX_URLS, escapeXml, robotsTxt, sitemapEntries, sitemapXml, type VisitorQuery } from "./seo.js";
import { ROUTER_MODES, routerSuite, startTestRouter, type TestRouter } from "./testing.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
// jsdom (the client tests' DOM) ships no types; its DOMParser is the standard one.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const { DOMParser: XmlParser } = new JSDOM("").window;

/** The document's <loc> and <lastmod> pairs; fails on XML that does not parse. */
function parseSitemap(xml: string): { loc: string; lastmod: string | null }[] {
  const doc = new XmlParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.localName).toBe("urlset");
  expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return [...doc.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]!.textContent!,
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
  }));
}

/** Whether robots.txt lets a crawler fetch `pathname`: the longest matching rule wins, Allow on a tie; `*` wildcards. */
function allowedBy(robots: string, pathname: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split("\n")) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!match?.[2]) continue;
    const pattern = new RegExp(
      "^" +
        match[2]
          .split("*")
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*"),
    );
    if (!pattern.test(pathname)) continue;
    const allow = match[1] === "Allow";
    if (match[2].length > best.length || (match[2].length === best.length && allow)) best = { length: match[2].length, allow };
  }
  return best.allow;
}

/** The logged-in routes of the client (inside RequireAuth), with ids filled in. */
function privateClientRoutes(): string[] {
  const routes = fs.readFileSync(path.join(root, "client", "src", "app", "routes.tsx"), "utf8");
  const guarded = routes.slice(routes.indexOf("<RequireAuth />"), routes.indexOf('path="*"'));
  const forum = guarded.indexOf('path="forum"');
  return [...guarded.matchAll(/path="([^"]+)"/g)].map((m) => {
    const route = m[1]!.replace(/:[A-Za-z]+/g, "x1");
    return "/" + (m.index > forum && route !== "forum" ? `forum/${route}` : route);
  });
}

describe("robots.txt and sitemap XML, as text", () => {
  it("escapes every XML special character, and a URL with & parses back to itself", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    const loc = "https://talentforge.example/jobs?search=R&D&remote=true";
    const xml = sitemapXml([{ loc, lastmod: "2025-01-02T03:04:05.000Z" }]);
    expect(xml).toContain("R&amp;D&amp;remote=true");
    expect(parseSitemap(xml)).toEqual([{ loc, lastmod: "2025-01-02T03:04:05.000Z" }]);
  });

  it("pages each list with 100 a page until it ends, and stops at the protocol's 50,000 URLs", async () => {
    const asked: string[] = [];
    const endless = (pages: number): VisitorQuery =>
      (async (query: string, variables: { page: number }) => {
        const field = /\{\s*(\w+)\(/.exec(query)![1]!;
        asked.push(`${field}:${variables.page}`);
        expect(query).toContain("pageSize: 100");
        const dated = query.includes("postedAt") ? { postedAt: "2025-03-04T05:06:07Z" } : {};
        const items = Array.from({ length: 100 }, (_, i) => ({ id: `${variables.page}-${i}`, ...dated }));
        return { [field]: { items, pageInfo: { hasNextPage: variables.page < pages } } };
      }) as unknown as VisitorQuery;

    const few = await sitemapEntries(endless(2), "https://talentforge.example");
    expect(asked).toEqual(["courses:1", "courses:2", "jobs:1", "jobs:2", "companies:1", "companies:2", "events:1", "events:2"]);
    expect(few).toHaveLength(PUBLIC_PAGES.length + 800);
    expect(few.find((e) => e.loc === "https://talentforge.example/jobs/2-99")).toEqual({
      loc: "https://talentforge.example/jobs/2-99",
      lastmod: "2025-03-04T05:06:07.000Z",
    });
    expect(few.find((e) => e.loc === "https://talentforge.example/events/1-0")).toEqual({ loc: "https://talentforge.example/events/1-0" });

    asked.length = 0;
    const capped = await sitemapEntries(endless(Infinity), "https://talentforge.example");
    expect(capped).toHaveLength(SITEMAP_MAX_URLS);
    expect(asked.every((a) => a.startsWith("courses:"))).toBe(true);
  });

  it("disallows every logged-in route of the client, and allows the public pages", () => {
    const robots = robotsTxt("https://talentforge.example");
    const guarded = privateClientRoutes();
    expect(guarded).toEqual(expect.arrayContaining(["/dashboard", "/profile/edit", "/forum/feed", "/events/admin/x1/edit"]));
    for (const route of [...guarded, "/graphql", "/auth/login", "/files/x1", "/metrics"])
      expect(allowedBy(robots, route), route).toBe(false);
    for (const page of [...PUBLIC_PAGES, "/courses/x1", "/jobs/1", "/companies/x1", "/events/x1", "/login", "/signup", "/certificates/x1"])
      expect(allowedBy(robots, page), page).toBe(true);
  });
});

describe.each(ROUTER_MODES)("robots.txt and sitemap.xml (%s)", (mode) => {
  const router = routerSuite(mode);
  const origin = publicOrigin();

  it("serves robots.txt as text with the rules and the sitemap's absolute URL", async () => {
    const res = await fetch(`${router.url}/robots.txt`, { headers: { accept: "text/html,*/*" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toEqual(
      expect.arrayContaining(["Allow: /", "Allow: /skills/faq", "Disallow: /graphql", "Disallow: /auth/", "Disallow: /dashboard"]),
    );
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(origin).toMatch(/^https?:\/\//);
  });

  it("serves a sitemap of the public pages and records, with the job dates, and nothing private", async () => {
    const res = await fetch(`${router.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const urls = parseSitemap(await res.text());
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of PUBLIC_PAGES) expect(locs).toContain(origin + page);
    for (const page of ["/teach", "/career-services", "/study-options"]) expect(locs).toContain(origin + page);
    expect(locs).toContain(`${origin}/events/kl-tech-career-fair`);
    expect(locs.some((l) => /\/courses\/[^/]+$/.test(l) && !PUBLIC_PAGES.includes(l.slice(origin.length) as never))).toBe(true);
    expect(locs.some((l) => /\/companies\/[^/]+$/.test(l))).toBe(true);
    const jobs = urls.filter((u) => /\/jobs\/\d+$/.test(u.loc));
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

    const robots = robotsTxt(origin);
    for (const loc of locs) {
      expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      expect(allowedBy(robots, loc.slice(origin.length)), loc).toBe(true);
    }
  });

  it("serves the sitemap again from memory, without asking the database", async () => {
    const first = await (await fetch(`${router.url}/sitemap.xml`)).text();
    const { result, statements } = await router.counter.count(async () => (await fetch(`${router.url}/sitemap.xml`)).text());
    expect(result).toBe(first);
    expect(statements).toEqual([]);
  });
});

describe.runIf(ROUTER_MODES.includes("http"))("the sitemap while a subgraph is down", () => {
  let database: Database;
  let router: TestRouter;
  beforeAll(async () => {
    database = await createTestDatabase();
    router = await startTestRouter(database, "http");
  });
  afterAll(async () => {
    await router?.stop();
    await database?.close();
  });

  it("answers 503 with a short text, and the sitemap once the subgraph is back", async () => {
    await router.subgraphDown("events");
    const down = await fetch(`${router.url}/sitemap.xml`);
    expect(down.status).toBe(503);
    expect(down.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(down.headers.get("retry-after")).toBe("60");
    const text = await down.text();
    expect(text.length).toBeLessThan(200);
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);

    await router.subgraphUp("events");
    const up = await fetch(`${router.url}/sitemap.xml`);
    expect(up.status).toBe(200);
    expect(parseSitemap(await up.text()).map((u) => u.loc)).toContain(`${publicOrigin()}/events/kl-tech-career-fair`);
  });
});
