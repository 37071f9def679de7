/**
 * What each key route of the built web client downloads on first paint: `npm run build:client && npm run bench:bundle`.
 * Opens each route in headless Chromium (playwright-core) and lists the same-origin JS and CSS it loaded, with each
 * file's gzip size (level 9, computed from client/dist so the figure does not depend on how the server compresses).
 * By default it serves client/dist itself (the SPA fallback, no API: /graphql answers 503, so pages show their error
 * states, which load no more code than their data states); `--url http://localhost:4000` measures a running router
 * instead, with data. `--routes /,/jobs` picks the routes; `--json` prints the figures as JSON.
 */
import { createServer, type Server } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync, constants as zlib } from "node:zlib";
import { chromium } from "playwright-core";

const DIST = fileURLToPath(new URL("../client/dist", import.meta.url));
const DEFAULT_ROUTES = ["/", "/courses", "/jobs", "/forum", "/login"];
const QUIET_MS = 1500;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
};

/** client/dist as the router serves it: files by path, any other GET the app's index.html. */
function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      if (path.startsWith("/graphql") || path.startsWith("/auth")) {
        res.writeHead(503, { "content-type": "application/json" }).end('{"errors":[{"message":"no API in bench:bundle"}]}');
        return;
      }
      const file = join(DIST, normalize(path).replace(/^(\.\.[/\\])+/, ""));
      const isFile = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      const target = isFile ? file : join(DIST, "index.html");
      res.writeHead(200, { "content-type": TYPES[extname(target)] ?? "application/octet-stream" });
      res.end(await readFile(target));
    })().catch(() => res.writeHead(500).end());
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    }),
  );
}

const gzipCache = new Map<string, number>();
/** The gzip size of a built file (by its URL path), or of the bytes served when it is not in client/dist. */
async function gzipBytes(path: string, body: () => Promise<Buffer>): Promise<number> {
  let size = gzipCache.get(path);
  if (size === undefined) {
    const bytes = await readFile(join(DIST, path)).catch(body);
    size = gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length;
    gzipCache.set(path, size);
  }
  return size;
}

interface RouteFigures {
  route: string;
  /** `later`: asked for after the page first showed its content (idle-time and interaction-ready pieces). */
  js: { file: string; gzip: number; later: boolean }[];
  css: { file: string; gzip: number; later: boolean }[];
  /** Before the page first showed its content. */
  jsKiB: number;
  cssKiB: number;
  laterJsKiB: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function main() {
  const { values } = parseArgs({
    options: { url: { type: "string" }, routes: { type: "string" }, json: { type: "boolean" }, verbose: { type: "boolean" } },
  });
  const routes = values.routes ? values.routes.split(",") : DEFAULT_ROUTES;
  await stat(join(DIST, "index.html")).catch(() => {
    throw new Error("client/dist/index.html is missing: run `npm run build:client` first");
  });
  const local = values.url ? null : await serveDist();
  const base = (values.url ?? local!.url).replace(/\/$/, "");
  const origin = new URL(base).origin;
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--headless=new"] });
  const results: RouteFigures[] = [];
  try {
    for (const route of routes) {
      // A fresh context per route: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (values.verbose) page.on("console", (m) => m.type() === "error" && console.error(route, m.text().slice(0, 300)));
      const seen = new Map<string, { type: "js" | "css"; gzip: number }>();
      const pending: Promise<void>[] = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        const type = response.request().resourceType();
        if (url.origin !== origin || (type !== "script" && type !== "stylesheet")) return;
        pending.push(
          gzipBytes(url.pathname, () => response.body()).then((gzip) => {
            seen.set(url.pathname, { type: type === "script" ? "js" : "css", gzip });
          }),
        );
      });
      let lastRequest = Date.now();
      page.on("request", () => void (lastRequest = Date.now()));
      // When the routed page replaced the loading state (the route's chunk and words are in, <main> has text), by the
      // page's own clock: watched from the start, since by the time the load settles it happened long ago.
      // A string, not a function: tsx would wrap a function's inner arrows in a helper the page does not have. The
      // text as shown (innerText): Mantine's inline <style> elements inside <main> carry text before the page does.
      await page.addInitScript(`
        new MutationObserver(() => {
          if (window.__shownAt === undefined && (document.querySelector("main")?.innerText ?? "").trim()) window.__shownAt = performance.now();
        }).observe(document, { subtree: true, childList: true, characterData: true });
      `);
      const started = Date.now();
      await page.goto(base + route, { waitUntil: "networkidle" });
      const shownAt = await page
        .waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt ?? 0, null, { timeout: 20_000, polling: 100 })
        .then((handle) => handle.jsonValue())
        .catch(() => {
          console.error(`${route}: the page did not show within 20 s`);
          return Infinity;
        });
      if (values.verbose) console.error(route, "shown after", Date.now() - started, "ms");
      // Lazy pieces a page asks for after its first render (its chunk, its words, parts shown once data arrives):
      // settled once nothing new was asked for in 1.5 s (a busy machine can leave gaps longer than networkidle's).
      while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
      await page.waitForLoadState("networkidle");
      await Promise.all(pending);
      // What was asked for before the page first showed its content, by the browser's own clock.
      const startedAt = new Map(
        await page.evaluate(() => performance.getEntriesByType("resource").map((e) => [new URL(e.name).pathname, e.startTime] as const)),
      );
      await context.close();
      const files = [...seen]
        .map(([file, f]) => ({ file, ...f, later: (startedAt.get(file) ?? 0) > shownAt }))
        .sort((a, b) => b.gzip - a.gzip);
      const js = files.filter((f) => f.type === "js").map(({ file, gzip, later }) => ({ file, gzip, later }));
      const css = files.filter((f) => f.type === "css").map(({ file, gzip, later }) => ({ file, gzip, later }));
      const sum = (list: { gzip: number }[]) => kib(list.reduce((s, f) => s + f.gzip, 0));
      results.push({
        route,
        js,
        css,
        jsKiB: sum(js.filter((f) => !f.later)),
        cssKiB: sum(css.filter((f) => !f.later)),
        laterJsKiB: sum(js.filter((f) => f.later)),
      });
    }
  } finally {
    await browser.close();
    local?.server.close();
  }

  if (values.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(`Downloads per route until the page first shows its content (gzip -9 KiB), ${values.url ?? "client/dist, no API"}`);
  console.log("(later JS: asked for after that, before the network went quiet)\n");
  const cells = ["route", "JS KiB", "files", "CSS KiB", "files", "later JS"];
  const line = (row: string[]) => row.map((c, i) => (i ? c.padStart(9) : c.padEnd(12))).join("");
  console.log(line(cells));
  const first = (list: { later: boolean }[]) => list.filter((f) => !f.later).length;
  for (const r of results) console.log(line([r.route, r.jsKiB, first(r.js), r.cssKiB, first(r.css), r.laterJsKiB].map(String)));
  if (values.verbose)
    for (const r of results) {
      console.log(`\n${r.route}`);
      for (const f of [...r.js, ...r.css]) console.log(`  ${String(kib(f.gzip)).padStart(7)}  ${f.file}${f.later ? "  (later)" : ""}`);
    }
}

await main();
