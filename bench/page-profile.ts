/**
 * Where a page's main-thread time goes while it loads: `npm run bench:profile -- --url http://localhost:4100/`.
 * Opens the page in headless Chromium (playwright-core) with the CPU slowed as Lighthouse slows a phone (`--throttle`,
 * default 4), samples V8's profiler until the network is quiet, and prints the long tasks, the busy time per package
 * and per function (mapped back to the sources through client/dist's hidden source maps), and for each busy stretch
 * over 80 ms the app's own components that ran in it. Against `npm start` (the built client).
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";

const { values } = parseArgs({
  options: { url: { type: "string", default: "http://localhost:4000/" }, throttle: { type: "string", default: "4" } },
});
const ASSETS = fileURLToPath(new URL("../client/dist/assets/", import.meta.url));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Samples closer than this (ms) belong to one busy stretch. */
const GAP_MS = 2;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

const maps = new Map<string, SourceMapConsumer>();
/** "function source:line", with the source as written (node_modules shortened to nm/). */
function located(frame: CallFrame): string {
  const asset = /\/assets\/([^?]+\.js)$/.exec(frame.url)?.[1];
  const mapFile = asset ? `${ASSETS}${asset}.map` : "";
  if (!asset || !fs.existsSync(mapFile)) return `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop() ?? ""}`;
  let map = maps.get(mapFile);
  if (!map) maps.set(mapFile, (map = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")))));
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? "").replace(/.*node_modules\//, "nm/").replace(/^(\.\.\/)+/, "");
  return `${at.name ?? (frame.functionName || "(anonymous)")} ${source}:${at.line ?? 0}`;
}

/** The npm package, or the app's folder, a located frame belongs to. */
function owner(where: string): string {
  const source = where.split(" ")[1] ?? "";
  if (source.startsWith("nm/")) {
    const parts = source.slice(3).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const app = /(?:^|\/)src\/([^/]+\/[^/:]+)/.exec(source);
  return app ? `app: ${app[1]}` : where.split(" ")[0]!;
}

const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);

const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(values.throttle) });
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: "longtask", buffered: true });
  });
  await cdp.send("Profiler.start");
  await page.goto(values.url!, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send("Profiler.stop");
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: [number, number][] }).longTasks);
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);

  const nodes = new Map((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
  const idle = (id: number) => ["(idle)", "(program)"].includes(nodes.get(id)!.callFrame.functionName);

  const perFunction = new Map<string, number>();
  const perOwner = new Map<string, number>();
  const stretches: { from: number; to: number; samples: number[] }[] = [];
  let t = 0;
  let busy = 0;
  let open: (typeof stretches)[number] | undefined;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i]!;
    const ms = (deltas[i] ?? 0) / 1000;
    t += ms;
    if (idle(id)) {
      if (open && t - open.to > GAP_MS) open = undefined;
      continue;
    }
    busy += ms;
    const where = located(nodes.get(id)!.callFrame);
    perFunction.set(where, (perFunction.get(where) ?? 0) + ms);
    perOwner.set(owner(where), (perOwner.get(owner(where)) ?? 0) + ms);
    if (!open) stretches.push((open = { from: t, to: t, samples: [] }));
    open.to = t;
    open.samples.push(id);
  }

  console.log(`${values.url} at ${values.throttle}× CPU: first contentful paint ${Math.round(paint)} ms, busy ${Math.round(busy)} ms`);
  console.log(`long tasks (start, ms): ${longTasks.map(([s, d]) => `${s}+${d}`).join("  ")}`);
  console.log("\nbusy ms per package");
  for (const [k, v] of top(perOwner, 20)) console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
  console.log("\nbusy ms per function (self)");
  for (const [k, v] of top(perFunction, 30)) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
  console.log("\nbusy stretches over 80 ms, with the app's components in them (inclusive ms)");
  const sampleMs = profile.samples?.length ? (profile.endTime - profile.startTime) / 1000 / profile.samples.length : 0;
  for (const s of stretches.filter((x) => x.to - x.from > 80)) {
    const inclusive = new Map<string, number>();
    for (const id of s.samples) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const where = located(nodes.get(cur)!.callFrame);
        if (!where.includes("src/") || seen.has(where)) continue;
        seen.add(where);
        inclusive.set(where, (inclusive.get(where) ?? 0) + sampleMs);
      }
    }
    const parts = top(inclusive, 6).map(([k, v]) => `${k.replace(/ (\.\.\/)*src\//, " ")} ${v.toFixed(0)}`);
    console.log(`${s.from.toFixed(0).padStart(6)} ms +${(s.to - s.from).toFixed(0)}: ${parts.join(" | ") || "(no app frames)"}`);
  }
} finally {
  await browser.close();
}
