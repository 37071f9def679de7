/**
 * `npm run bench`: the same query measured side by side in one run — straight to the courses subgraph over HTTP,
 * through the router with in-process subgraphs, and through the router with subgraphs over HTTP (split mode).
 * Reports ratios to the direct path; absolute numbers on these shared machines are noise.
 */
import type { AddressInfo } from "node:net";
import { openDatabase } from "../subgraphs/shared/db.js";
import { prepareDatabase } from "../router/bootstrap.js";
import { serveSubgraphOverHttp, startSubgraph } from "../subgraphs/shared/server.js";
import { subgraphDefinition } from "../subgraphs/registry.js";
import { signCaller } from "../subgraphs/shared/viewer.js";
import { startTestRouter } from "../router/testing.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const QUERY =
  "{ courses(page: 1, pageSize: 24) { items { id title provider { id label } category { id title } } pageInfo { hasNextPage } } }";

async function measure(label: string, url: string, headers: Record<string, string>) {
  const body = JSON.stringify({ query: QUERY });
  const send = async () => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    const json = (await res.json()) as { errors?: unknown };
    if (json.errors) throw new Error(`${label}: ${JSON.stringify(json.errors)}`);
  };
  for (let i = 0; i < 20; i++) await send(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) await send();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { label, perRequestMs: ms / ROUNDS };
}

const database = await openDatabase({ dataDir: "memory://" });
await prepareDatabase(database, { demo: false });

const courses = await startSubgraph(subgraphDefinition("courses"), database);
const direct = await serveSubgraphOverHttp(courses, 0);
const directUrl = `http://127.0.0.1:${(direct.address() as AddressInfo).port}/graphql`;
const inProcess = await startTestRouter(database, "in-process");
const split = await startTestRouter(database, "http");

// Interleave the three so drift on a noisy machine hits them alike.
const results: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) {
  for (const [label, url, headers] of [
    ["subgraph direct (HTTP)", directUrl, signCaller({ viewer: null, system: false })],
    ["router, in-process subgraphs", `${inProcess.url}/graphql`, {}],
    ["router, subgraphs over HTTP", `${split.url}/graphql`, {}],
  ] as const) {
    const r = await measure(label, url, headers as Record<string, string>);
    (results[label] ??= []).push(r.perRequestMs);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(results["subgraph direct (HTTP)"]!);
console.log(`\n${ROUNDS} requests × 3 rounds, query: courses(pageSize: 24) with provider and category\n`);
console.log("path".padEnd(34), "ms/request".padStart(11), "ratio to direct".padStart(17));
for (const [label, xs] of Object.entries(results)) {
  const m = median(xs);
  console.log(label.padEnd(34), m.toFixed(2).padStart(11), `${(m / base).toFixed(2)}×`.padStart(17));
}

await inProcess.stop();
await split.stop();
direct.close();
await courses.stop();
await database.close();
process.exit(0);
