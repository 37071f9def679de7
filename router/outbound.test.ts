/**
 * A production start makes no call off this machine: the router (`npm start`, and in split mode a subgraph process
 * and the router in front of it) runs under a preload that refuses and records every non-loopback connection and
 * DNS lookup, through start-up and a few requests. Apollo Gateway's telemetry (cloud metadata probes, metrics sent
 * to Apollo) is what this once caught.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import manifest from "./__generated__/persisted-documents.json" with { type: "json" };

const root = path.join(import.meta.dirname, "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "tf-outbound-"));
const children: ChildProcess[] = [];

/**
 * Loaded with `node --import` before the app: refuses (never attempts) connections and lookups beyond loopback and
 * appends each one, with its stack, to OUTBOUND_LOG.
 */
const GUARD = String.raw`
import net from "node:net";
import dns from "node:dns";
import fs from "node:fs";
const log = process.env.OUTBOUND_LOG;
const loopback = (host) => {
  const h = String(host ?? "localhost").replace(/^\[|\]$/g, "").replace(/\.$/, "");
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^(::ffff:)?127\./.test(h) || h === "" ;
};
const record = (kind, target) =>
  fs.appendFileSync(log, JSON.stringify({ kind, target, stack: new Error().stack.split("\n").slice(2, 12).join("\n") }) + "\n");
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  let host;
  if (first && typeof first === "object") {
    if (first.path) return connect.apply(this, args);
    host = first.host;
  } else if (typeof first === "number" || /^\d+$/.test(String(first))) host = typeof args[1] === "string" ? args[1] : undefined;
  else return connect.apply(this, args); // a local socket path
  if (loopback(host)) return connect.apply(this, args);
  record("connect", host + ":" + (first?.port ?? first));
  process.nextTick(() => this.destroy(Object.assign(new Error("outbound connection to " + host + " refused by the test"), { code: "ECONNREFUSED" })));
  return this;
};
for (const api of [dns, dns.promises]) {
  for (const name of ["lookup", "lookupService", "resolve", "resolve4", "resolve6", "resolveAny", "resolveCname", "resolveMx", "resolveNs", "resolveSrv", "resolveTxt", "reverse"]) {
    const original = api[name];
    if (typeof original !== "function") continue;
    api[name] = function (hostname, ...rest) {
      if (name === "lookup" && loopback(hostname)) return original.call(this, hostname, ...rest);
      record("dns." + name, String(hostname));
      const err = Object.assign(new Error("lookup of " + hostname + " refused by the test"), { code: "ENOTFOUND", hostname });
      if (api === dns.promises) return Promise.reject(err);
      const callback = rest.find((r) => typeof r === "function");
      process.nextTick(() => callback?.(err));
      return {};
    };
  }
}
`;
const guardFile = path.join(work, "outbound-guard.mjs");
fs.writeFileSync(guardFile, GUARD);

interface Attempt {
  kind: string;
  target: string;
  stack: string;
}

function attempts(logFile: string): Attempt[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Attempt);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A production process of ours under the guard; resolves once `ready` appears in its output. */
function startGuarded(args: string[], env: NodeJS.ProcessEnv, ready: string, logFile: string) {
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    STORAGE_SIGNING_SECRET: randomBytes(24).toString("hex"),
    HOST: "127.0.0.1",
    OUTBOUND_LOG: logFile,
    ...env,
  };
  // The switch must come from the code, not from this test's environment.
  delete fullEnv.APOLLO_TELEMETRY_DISABLED;
  delete fullEnv.VITEST;
  for (const [k, v] of Object.entries(fullEnv)) if (v === undefined) delete fullEnv[k];
  const child = spawn(process.execPath, ["--import", guardFile, "--import", "tsx", ...args], {
    cwd: root,
    env: fullEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes(ready)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before "${ready}":\n${output}`));
    });
  });
  return {
    started,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** What a visitor's browser does first: the shell, the session, a page of courses, a failed log-in. */
async function browse(url: string): Promise<void> {
  const headers = { origin: url, "content-type": "application/json" };
  expect((await fetch(`${url}/`, { headers: { accept: "text/html" } })).status).toBeLessThan(500);
  expect((await fetch(`${url}/auth/session`, { headers: { origin: url } })).status).toBe(200);
  // As the web client asks in production: a registered operation by its id (router/trusted-documents.ts).
  const coursesPage = manifest.operations.find((o) => o.name === "CoursesPage")!;
  const courses = await fetch(`${url}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      operationName: coursesPage.name,
      variables: { page: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: coursesPage.id } },
    }),
  });
  expect(((await courses.json()) as { data?: { courses: { items: unknown[] } } }).data?.courses.items.length).toBeGreaterThan(0);
  const login = await fetch(`${url}/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: "nobody@example.com", password: "not the password" }),
  });
  expect(login.status).toBe(401);
}

const describeAttempts = (list: Attempt[]) => list.map((a) => `${a.kind} ${a.target}\n${a.stack}`).join("\n\n");

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(work, { recursive: true, force: true });
});

describe("outbound calls in production", () => {
  it("the guard records and refuses a connection and a lookup beyond this machine", async () => {
    const logFile = path.join(work, "control.jsonl");
    const script = `
      import net from "node:net";
      import dns from "node:dns/promises";
      await dns.lookup("talentforge.invalid").catch(() => {});
      await new Promise((resolve) => net.connect(80, "192.0.2.1").on("error", resolve).on("connect", resolve));
      await fetch("http://127.0.0.1:1/").catch(() => {});
    `;
    const child = spawn(process.execPath, ["--import", guardFile, "--input-type=module", "-e", script], {
      env: { ...process.env, OUTBOUND_LOG: logFile },
    });
    await new Promise((resolve) => child.on("exit", resolve));
    expect(attempts(logFile).map((a) => `${a.kind} ${a.target}`)).toEqual(["dns.lookup talentforge.invalid", "connect 192.0.2.1:80"]);
  });

  it.runIf(!process.env.DATABASE_URL)(
    "none from `npm start` (one process, PGlite) at start-up or while serving",
    async () => {
      const logFile = path.join(work, "one-process.jsonl");
      const port = await freePort();
      const app = startGuarded(
        ["router/main.ts"],
        { PORT: String(port), DATA_DIR: path.join(work, "data"), DATABASE_URL: undefined, ROUTER_MODE: undefined },
        "TalentForge on",
        logFile,
      );
      await app.started;
      await browse(`http://127.0.0.1:${port}`);
      await app.stop();
      expect(describeAttempts(attempts(logFile)), app.output()).toBe("");
    },
    180_000,
  );

  it.runIf(!!process.env.DATABASE_URL)(
    "none from a split-mode subgraph or the router in front of it (PostgreSQL)",
    async () => {
      const admin = new URL(process.env.DATABASE_URL!);
      admin.pathname = "/postgres";
      const name = `tf_outbound_${randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      const template = inject("templateDatabase");
      await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
      try {
        const url = new URL(process.env.DATABASE_URL!);
        url.pathname = `/${name}`;
        const shared = { DATABASE_URL: url.toString(), SUBGRAPH_SECRET: randomBytes(24).toString("hex") };
        const [subgraphPort, routerPort] = [await freePort(), await freePort()];
        const subgraphLog = path.join(work, "subgraph.jsonl");
        const routerLog = path.join(work, "split-router.jsonl");
        const subgraph = startGuarded(
          ["subgraphs/serve.ts", "courses"],
          { ...shared, PORT: String(subgraphPort) },
          "Subgraph courses on",
          subgraphLog,
        );
        await subgraph.started;
        const router = startGuarded(
          ["router/main.ts"],
          { ...shared, PORT: String(routerPort), ROUTER_MODE: "http", SUBGRAPH_URL_COURSES: `http://127.0.0.1:${subgraphPort}/graphql` },
          "TalentForge on",
          routerLog,
        );
        await router.started;
        await browse(`http://127.0.0.1:${routerPort}`);
        await router.stop();
        await subgraph.stop();
        expect(describeAttempts(attempts(subgraphLog)), subgraph.output()).toBe("");
        expect(describeAttempts(attempts(routerLog)), router.output()).toBe("");
      } finally {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      }
    },
    180_000,
  );
});
