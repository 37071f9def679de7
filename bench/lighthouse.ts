/**
 * Lighthouse on the key pages of a running TalentForge: `npm run lighthouse -- [--url http://localhost:4000]
 * [--out /tmp/lighthouse] [--runs 1] [--preset desktop|mobile]`. The desktop preset on /, /courses?page=1 and /jobs?page=1, and Lighthouse's
 * default (a throttled phone) on /. Prints the performance, accessibility and best-practices scores, the layout shift
 * (CLS) and the largest contentful paint per page, and writes each full JSON report to the output folder. Headless
 * Chromium at CHROME_PATH (default /usr/bin/chromium). Scores move with the machine's load: compare runs taken together.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const PAGES: { path: string; preset: "desktop" | "mobile" }[] = [
  { path: "/", preset: "desktop" },
  { path: "/courses?page=1", preset: "desktop" },
  { path: "/jobs?page=1", preset: "desktop" },
  { path: "/", preset: "mobile" },
];

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:4000" },
    out: { type: "string", default: "/tmp/lighthouse" },
    runs: { type: "string", default: "1" },
    preset: { type: "string" },
  },
});
const base = values.url.replace(/\/$/, "");
const runs = Math.max(1, Number(values.runs) || 1);
await mkdir(values.out, { recursive: true });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const rows: string[][] = [];
try {
  for (const { path, preset } of PAGES.filter((p) => !values.preset || p.preset === values.preset)) {
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(
        base + path,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
        preset === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      const name = `${preset}-${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}${runs > 1 ? `-${run}` : ""}.json`;
      await writeFile(join(values.out, name), typeof result.report === "string" ? result.report : JSON.stringify(lhr));
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const audit = lhr.audits;
      rows.push([
        path,
        preset,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        (audit["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3),
        `${Math.round(audit["first-contentful-paint"]?.numericValue ?? NaN)} ms`,
        `${Math.round(audit["largest-contentful-paint"]?.numericValue ?? NaN)} ms`,
        `${Math.round(audit["total-blocking-time"]?.numericValue ?? NaN)} ms`,
        name,
      ]);
      if (lhr.runtimeError) console.error(`${path} (${preset}): ${lhr.runtimeError.message}`);
    }
  }
} finally {
  await chrome.kill();
}

const header = ["page", "preset", "perf", "a11y", "best-pr.", "CLS", "FCP", "LCP", "TBT", "report"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(`Lighthouse ${base} (reports in ${values.out})\n`);
console.log(line(header));
for (const r of rows) console.log(line(r));
