/**
 * `npm run bench`: drives running stacks, each in its own processes, with a load generator in another (load.ts) over
 * the key operations as the client sends them (operations.ts), and prints side by side, per operation and number of
 * connections: p50/p95/p99, throughput and CPU per request of each process, and the ratios of each comparison over
 * interleaved, repeated rounds (min/median/max). Absolute numbers on a shared 2-core machine are noise; ratios of runs
 * taken in turn are what to read.
 *
 * Comparisons (`--compare`, default: every one whose databases are given):
 * - direct:  our router (split mode) ÷ the owning subgraph called directly;           needs DATABASE_URL
 * - gateway: our router (split mode) ÷ a stock @apollo/gateway on the same subgraphs; needs DATABASE_URL
 * - scale:   one process on DATABASE_URL ÷ one process on BENCH_SMALL_DATABASE_URL (seed:large at 1M and 10k)
 * - engine:  one process on PGlite in BENCH_PGLITE_DIR ÷ one process on DATABASE_URL (the same scale)
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { SUBGRAPHS } from "../schema/subgraphs.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { signCaller } from "../subgraphs/shared/viewer.js";
import { KEY_OPERATIONS, type KeyOperation } from "./operations.js";
import type { LoadRequest, LoadResult } from "./load.js";

const { values: args } = parseArgs({
  options: {
    compare: { type: "string" },
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "2" },
    connections: { type: "string", default: "1,8" },
    ops: { type: "string" },
  },
});
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const CONNECTIONS = args.connections!.split(",").map(Number);
const OPERATIONS = args.ops ? KEY_OPERATIONS.filter((o) => args.ops!.split(",").includes(o.name)) : KEY_OPERATIONS;
const SECRET = randomBytes(32).toString("hex");
const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const CLOCK_TICKS_PER_SECOND = 100;

// ── Processes ──

interface Proc {
  label: string;
  child: ChildProcess;
}
const started: Proc[] = [];
// BENCH_PORT lets two runs share a machine without their ports colliding.
let nextPort = Number(process.env.BENCH_PORT ?? 4300);

function startNode(label: string, file: string, env: Record<string, string | undefined>): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", file, ...(env.ARG ? [env.ARG] : [])], {
    env: { ...process.env, LOG_LEVEL: "warn", SUBGRAPH_SECRET: SECRET, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const proc = { label, child };
  started.push(proc);
  return proc;
}

async function ready(url: string, init?: RequestInit, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url, init).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

// ── Stacks ──

interface Target {
  label: string;
  url: string;
  /** The processes whose CPU per request is reported. */
  procs: Proc[];
  /** Headers that make a request a visitor's or the demo student's. */
  headers(session: boolean): Promise<Record<string, string>>;
}

function routerTarget(label: string, port: number, procs: Proc[]): Target {
  let cookie: string | undefined;
  const base = `http://127.0.0.1:${port}`;
  return {
    label,
    url: `${base}/graphql`,
    procs,
    async headers(session) {
      if (session && !cookie) {
        const res = await fetch(`${base}/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify({ email: student.email, password: DEMO_PASSWORD }),
        });
        if (!res.ok) throw new Error(`${label}: log-in answered ${res.status}`);
        cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
      }
      return { origin: base, ...(session ? { cookie: cookie! } : {}) };
    },
  };
}

/** Signed caller headers, as our router sends them to a subgraph (fresh each run: they expire). */
const signedHeaders = (session: boolean) =>
  signCaller({ viewer: session ? { id: student.id, email: student.email, roles: [...student.roles] } : null, system: false }, SECRET);

async function startOneProcess(label: string, database: { url?: string; dataDir?: string }): Promise<Target> {
  const port = nextPort++;
  const proc = startNode(label, "router/main.ts", { PORT: String(port), DATABASE_URL: database.url, DATA_DIR: database.dataDir });
  await ready(`http://127.0.0.1:${port}/ready`);
  return routerTarget(label, port, [proc]);
}

interface SplitStack {
  router: Target;
  subgraphs: Map<string, { url: string; proc: Proc }>;
  urlsEnv: Record<string, string>;
}

async function startSplit(databaseUrl: string): Promise<SplitStack> {
  const subgraphs = new Map<string, { url: string; proc: Proc }>();
  const ports = new Map(SUBGRAPHS.map(({ name }) => [name, nextPort++] as const));
  // Every subgraph reaches its peers at these URLs, as the router does.
  const urlsEnv = Object.fromEntries(
    SUBGRAPHS.map(({ name }) => [`SUBGRAPH_URL_${name.toUpperCase()}`, `http://127.0.0.1:${ports.get(name)}/graphql`]),
  );
  for (const { name } of SUBGRAPHS) {
    const port = ports.get(name)!;
    const proc = startNode(`subgraph ${name}`, "subgraphs/serve.ts", {
      ARG: name,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...urlsEnv,
    });
    subgraphs.set(name, { url: `http://127.0.0.1:${port}/graphql`, proc });
  }
  for (const s of subgraphs.values()) await ready(s.url.replace(/graphql$/, "ready"));
  const port = nextPort++;
  const proc = startNode("router (split)", "router/main.ts", {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    ROUTER_MODE: "http",
    ...urlsEnv,
  });
  await ready(`http://127.0.0.1:${port}/ready`);
  const subgraphProcs = [...subgraphs.values()].map((s) => s.proc);
  return { router: routerTarget("our router", port, [proc, ...subgraphProcs]), subgraphs, urlsEnv };
}

async function startGateway(split: SplitStack): Promise<Target> {
  const port = nextPort++;
  const proc = startNode("stock gateway", "bench/gateway.ts", { PORT: String(port), ...split.urlsEnv });
  // The stock server has no readiness route: it is ready when it answers a query.
  await ready(`http://127.0.0.1:${port}/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: '{"query":"{__typename}"}',
  });
  return {
    label: "stock gateway",
    url: `http://127.0.0.1:${port}/`,
    procs: [proc, ...[...split.subgraphs.values()].map((s) => s.proc)],
    headers: async (session) => ({ ...signedHeaders(session), "apollo-require-preflight": "true" }),
  };
}

/** Whether the owning subgraph alone answers the operation (a federated one fails its validation there). */
async function singleSubgraph(split: SplitStack, operation: KeyOperation): Promise<boolean> {
  const target = directTarget(split, operation);
  const res = await fetch(target.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await target.headers(operation.session)) },
    body: JSON.stringify({ query: operation.query, variables: operation.variables }),
  });
  const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return !json.errors?.some((e) => e.extensions?.code === "GRAPHQL_VALIDATION_FAILED");
}

function directTarget(split: SplitStack, operation: KeyOperation): Target {
  const sub = split.subgraphs.get(operation.subgraph)!;
  return { label: `subgraph ${operation.subgraph}`, url: sub.url, procs: [sub.proc], headers: async (session) => signedHeaders(session) };
}

// ── Measuring ──

interface Measurement extends LoadResult {
  cpuMsPerRequest: Record<string, number>;
}

function load(req: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = fork(new URL("./load.ts", import.meta.url).pathname, [], { execArgv: ["--import", "tsx"] });
    worker.once("message", (m: LoadResult | { error: string }) => ("error" in m ? reject(new Error(m.error)) : resolve(m)));
    worker.once("error", reject);
    worker.send(req);
  });
}

async function measure(target: Target, operation: KeyOperation, connections: number): Promise<Measurement> {
  const headers = await target.headers(operation.session);
  const body = JSON.stringify({ query: operation.query, variables: operation.variables });
  const before = target.procs.map((p) => cpuSeconds(p.child.pid!));
  const result = await load({ url: target.url, headers, body, connections, durationSeconds: DURATION });
  const after = target.procs.map((p) => cpuSeconds(p.child.pid!));
  if (result.failures > 0)
    throw new Error(`${target.label}, ${operation.name}: ${result.failures} failed answers: ${result.firstFailure ?? ""}`);
  const cpuMsPerRequest: Record<string, number> = {};
  target.procs.forEach((p, i) => {
    const ms = ((after[i]! - before[i]!) * 1000) / Math.max(1, result.requests);
    // Subgraph processes are summed: the CPU a request costs below the router.
    const key = p.label.startsWith("subgraph") && target.procs.length > 1 ? "subgraphs" : p.label;
    cpuMsPerRequest[key] = (cpuMsPerRequest[key] ?? 0) + ms;
  });
  return { ...result, cpuMsPerRequest };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(2)}/${median(s).toFixed(2)}/${s[s.length - 1]!.toFixed(2)}`;
};
const fmt = (m: Measurement) =>
  `p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} p99 ${m.p99.toFixed(1)} ms, ${m.requestsPerSecond.toFixed(0)} req/s, CPU ms/req ${Object.entries(
    m.cpuMsPerRequest,
  )
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(", ")}`;

/** A ÷ B for each operation and connection count, A and B measured in turn (the order alternating per round). */
async function compare(title: string, a: (op: KeyOperation) => Target, b: (op: KeyOperation) => Target, operations = OPERATIONS) {
  console.log(`\n## ${title}  (A ÷ B, min/median/max over ${ROUNDS} rounds of ${DURATION} s)\n`);
  for (const operation of operations) {
    for (const connections of CONNECTIONS) {
      const p50: number[] = [];
      const rps: number[] = [];
      let last: [Measurement, Measurement] | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which side goes first, so drift over the run falls on both alike.
        const runA = () => measure(a(operation), operation, connections);
        const runB = () => measure(b(operation), operation, connections);
        const [ma, mb] = round % 2 === 0 ? [await runA(), await runB()] : [await runB(), await runA()].reverse();
        p50.push(ma!.p50 / mb!.p50);
        rps.push(ma!.requestsPerSecond / mb!.requestsPerSecond);
        last = [ma!, mb!];
      }
      console.log(
        `${operation.name}, ${connections} connection${connections > 1 ? "s" : ""}: p50 ratio ${spread(p50)}, throughput ratio ${spread(rps)}`,
      );
      console.log(`    A ${a(operation).label}: ${fmt(last![0])}`);
      console.log(`    B ${b(operation).label}: ${fmt(last![1])}`);
    }
  }
}

// ── Main ──

const databaseUrl = process.env.DATABASE_URL;
const smallUrl = process.env.BENCH_SMALL_DATABASE_URL;
const pgliteDir = process.env.BENCH_PGLITE_DIR;
const available = {
  direct: Boolean(databaseUrl),
  gateway: Boolean(databaseUrl),
  scale: Boolean(databaseUrl && smallUrl),
  engine: Boolean(databaseUrl && pgliteDir),
};
const wanted = args.compare ? args.compare.split(",") : Object.entries(available).flatMap(([k, ok]) => (ok ? [k] : []));
const missing = wanted.filter((w) => !available[w as keyof typeof available]);
if (wanted.length === 0 || missing.length) {
  console.error(
    `Nothing to compare${missing.length ? ` (${missing.join(", ")}: its databases are not set)` : ""}. Set DATABASE_URL (seeded with ` +
      "`npm run seed:large`), BENCH_SMALL_DATABASE_URL for scale, BENCH_PGLITE_DIR for engine; see bench/README.md.",
  );
  process.exit(2);
}

const stop = () => {
  for (const p of started) p.child.kill("SIGTERM");
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

try {
  console.log(
    `# TalentForge benchmark: ${OPERATIONS.length} operations × connections ${CONNECTIONS.join(", ")}; ${new Date().toISOString()}`,
  );
  if (wanted.includes("direct") || wanted.includes("gateway")) {
    const split = await startSplit(databaseUrl!);
    if (wanted.includes("direct")) {
      const single: KeyOperation[] = [];
      for (const op of OPERATIONS) if (await singleSubgraph(split, op)) single.push(op);
      const spanning = OPERATIONS.filter((op) => !single.includes(op)).map((op) => op.name);
      if (spanning.length) console.log(`\n(spanning subgraphs, so not compared with one subgraph: ${spanning.join(", ")})`);
      await compare(
        "our router ÷ the owning subgraph directly",
        () => split.router,
        (op) => directTarget(split, op),
        single,
      );
    }
    if (wanted.includes("gateway")) {
      const gateway = await startGateway(split);
      await compare(
        "our router ÷ stock @apollo/gateway",
        () => split.router,
        () => gateway,
      );
    }
  }
  if (wanted.includes("scale") || wanted.includes("engine")) {
    const large = await startOneProcess("one process, PostgreSQL", { url: databaseUrl });
    if (wanted.includes("scale")) {
      const small = await startOneProcess("one process, small dataset", { url: smallUrl });
      await compare(
        "large dataset ÷ small dataset (one process, PostgreSQL)",
        () => large,
        () => small,
      );
    }
    if (wanted.includes("engine")) {
      const pglite = await startOneProcess("one process, PGlite", { dataDir: pgliteDir });
      await compare(
        "PGlite ÷ PostgreSQL (one process, same scale)",
        () => pglite,
        () => large,
      );
    }
  }
} finally {
  stop();
}
