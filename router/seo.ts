/**
 * What crawlers read: /robots.txt (the public pages allowed, the private areas of client/src/app/routes.tsx
 * disallowed) and /sitemap.xml (the public pages and each public course, job, company and event page).
 *
 * The sitemap asks the API as a visitor would, so it lists exactly what a visitor may open (no hidden courses, no
 * exclusive campaigns' jobs). It is kept in memory for a few minutes and built once however many crawlers ask at the
 * same time; when a subgraph is down it answers 503 and builds again on the next request.
 */
import express from "express";
import { publicOrigin } from "../subgraphs/shared/env.js";
import type { Logger } from "../subgraphs/shared/log.js";

/** Runs a query as a visitor and returns its data; throws when the answer carries any error. */
export type VisitorQuery = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long a built sitemap is served before the API is asked again. */
export const SITEMAP_TTL_MS = 5 * 60_000;
const PAGE_SIZE = 100;

/** Public pages that are not one record's page (the visitor routes of client/src/app/routes.tsx). */
export const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/courses/browse",
  "/courses/programmes",
  "/courses/financing",
  "/programmes/student/find-programmes",
  "/skills/faq",
  "/teach",
  "/career-services",
  "/study-options",
  "/jobs",
  "/jobs/browse",
  "/companies",
  "/events",
] as const;

/**
 * The logged-in areas of client/src/app/routes.tsx (RequireAuth) and the server's own endpoints. Prefixes, as
 * robots.txt matches them; `*` is the wildcard the large crawlers understand.
 */
export const PRIVATE_PATHS = [
  "/graphql",
  "/graphiql",
  "/auth/",
  "/files/",
  "/health",
  "/healthz",
  "/ready",
  "/metrics",
  "/dashboard",
  "/profile",
  "/cv",
  "/applications",
  "/settings",
  "/skills",
  "/interviews",
  "/careers",
  "/events/admin",
  "/events/*/attendees",
  "/signup/company",
  "/employer",
  "/jobs/admin",
  "/jobs/saved-jobs",
  "/jobs/applied-jobs",
  "/courses/my-learning",
  "/courses/admin",
  "/courses/certificates",
  "/programmes/student/apply",
  "/programmes/student/my-programmes",
  "/programmes/admin",
  "/classroom",
  "/forum",
  "/admin",
] as const;

/** Public pages under a disallowed prefix, allowed again (robots.txt: the longest matching rule wins). */
const ALLOWED_UNDER_PRIVATE = ["/skills/faq"] as const;

export function robotsTxt(origin = publicOrigin()): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ALLOWED_UNDER_PRIVATE.map((p) => `Allow: ${p}`),
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

export interface SitemapEntry {
  /** An absolute URL. */
  loc: string;
  /** W3C datetime of the page's last change, when the API gives one. */
  lastmod?: string;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(e.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

interface PageOf<T> {
  items: T[];
  pageInfo: { hasNextPage: boolean };
}

/** The record lists whose items each have a public page, and the path of that page. */
const LISTS = [
  { field: "courses", selection: "id", path: "/courses/" },
  { field: "jobs", selection: "id postedAt", path: "/jobs/" },
  { field: "companies", selection: "id", path: "/companies/" },
  { field: "events", selection: "id", path: "/events/" },
] as const;

/** A date the API gave as the W3C datetime a sitemap wants; nothing when it is not a date. */
function lastmodOf(value: unknown): string | undefined {
  if (typeof value !== "string" || !value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Every public page's entry, paging each list until it ends or the sitemap is full. */
export async function sitemapEntries(query: VisitorQuery, origin = publicOrigin()): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = PUBLIC_PAGES.map((p) => ({ loc: origin + (p === "/" ? "/" : p) }));
  for (const list of LISTS) {
    const document = `query Sitemap_${list.field}($page: Int!) {
      ${list.field}(page: $page, pageSize: ${PAGE_SIZE}) { items { ${list.selection} } pageInfo { hasNextPage } }
    }`;
    for (let page = 1; entries.length < SITEMAP_MAX_URLS; page++) {
      const data = await query<Record<string, PageOf<{ id: string; postedAt?: string }>>>(document, { page });
      const result = data[list.field];
      if (!result) throw new Error(`The sitemap's ${list.field} list answered nothing.`);
      for (const item of result.items) {
        const lastmod = lastmodOf(item.postedAt);
        entries.push({ loc: `${origin}${list.path}${encodeURIComponent(item.id)}`, ...(lastmod ? { lastmod } : {}) });
      }
      if (!result.pageInfo.hasNextPage || result.items.length === 0) break;
    }
  }
  return entries.slice(0, SITEMAP_MAX_URLS);
}

export interface SeoRoutesOptions {
  query: VisitorQuery;
  logger: Logger;
  ttlMs?: number;
  now?: () => number;
}

/** GET /robots.txt and /sitemap.xml. */
export function seoRoutes({ query, logger, ttlMs = SITEMAP_TTL_MS, now = Date.now }: SeoRoutesOptions): express.Router {
  const router = express.Router();
  let cached: { xml: string; until: number } | null = null;
  let building: Promise<string> | null = null;

  const sitemap = (): Promise<string> => {
    if (cached && cached.until > now()) return Promise.resolve(cached.xml);
    // One build at a time: crawlers asking meanwhile wait for it rather than walk the lists again.
    building ??= sitemapEntries(query)
      .then((entries) => {
        const xml = sitemapXml(entries);
        cached = { xml, until: now() + ttlMs };
        return xml;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robotsTxt());
  });
  router.get("/sitemap.xml", async (req, res) => {
    let xml: string;
    try {
      xml = await sitemap();
    } catch (err) {
      (req.log ?? logger).warn({ err }, "sitemap unavailable");
      res.status(503).type("text/plain").setHeader("Retry-After", "60");
      res.send("The sitemap is unavailable for a moment. Try again later.\n");
      return;
    }
    res.type("application/xml").setHeader("Cache-Control", `public, max-age=${Math.floor(ttlMs / 1000)}`);
    res.send(xml);
  });
  return router;
}
