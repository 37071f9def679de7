/**
 * Starts the router over HTTP for tests, in either mode: subgraphs in-process, or each subgraph on its own HTTP
 * port inside this process (split mode as far as PGlite allows). Includes a small cookie-keeping client.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../subgraphs/shared/db.js";
import { DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";
import { createTestDatabase, statementCounter, type TestDatabase } from "../subgraphs/shared/testing/database.js";
import {
  serveSubgraphOverHttp,
  startSubgraph,
  type RunningSubgraph,
  type SubgraphDefinition,
  type SubgraphName,
} from "../subgraphs/shared/server.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { httpPeers } from "../subgraphs/shared/peers.js";
import { createRouterApp } from "./app.js";
import type { Logger } from "../subgraphs/shared/log.js";
import type { MailTransport } from "./mail/transport.js";
import type { RouterApp } from "./app.js";

export interface TestRouter {
  url: string;
  /** The outbox's delivery (tests run it by hand: no scheduled jobs run in tests). */
  mail: RouterApp["mail"];
  stop(): Promise<void>;
  /**
   * Split mode only: closes one subgraph's HTTP server (its port then refuses connections, open ones are cut) while the
   * router runs on; `subgraphUp` serves it again on the same port.
   */
  subgraphDown(name: SubgraphName): Promise<void>;
  subgraphUp(name: SubgraphName): Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export interface TestRouterOptions {
  /** The subgraphs to start (default: subgraphs/registry.ts), in either mode; tests wrap one to observe it. */
  definitions?: readonly SubgraphDefinition[];
  /** Where the router's log lines go (default: the silent test logger). */
  logger?: Logger;
  /** Turn on the visitors' answer cache (off by default, as in createRouterApp). */
  responseCache?: boolean;
  /** Where mail goes (default: as configured by the environment: the dev mailbox in tests). */
  mailTransport?: MailTransport | null;
}

export async function startTestRouter(database: Database, mode: "in-process" | "http", opts: TestRouterOptions = {}): Promise<TestRouter> {
  const definitions = opts.definitions ?? SUBGRAPH_DEFINITIONS;
  const cleanups: (() => Promise<void>)[] = [];
  const urls: Partial<Record<SubgraphName, string>> = {};
  const served = new Map<SubgraphName, { subgraph: RunningSubgraph; port: number; server: http.Server | null }>();
  const closeServer = async (name: SubgraphName) => {
    const entry = served.get(name);
    if (!entry?.server) return;
    const { server } = entry;
    entry.server = null;
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  if (mode === "http") {
    // Each subgraph reaches its peers over HTTP at the ports chosen below (read per call, so the map may fill later).
    const peers = httpPeers(urls);
    for (const def of definitions) {
      const subgraph = await startSubgraph(def, database, { peers, logger: opts.logger });
      const server = await serveSubgraphOverHttp(subgraph, 0);
      const port = (server.address() as AddressInfo).port;
      urls[def.name] = `http://127.0.0.1:${port}/graphql`;
      served.set(def.name, { subgraph, port, server });
      cleanups.push(async () => {
        await closeServer(def.name);
        await subgraph.stop();
      });
    }
  }
  const router = await createRouterApp({
    database,
    mode,
    urls,
    serveClient: false,
    definitions,
    logger: opts.logger,
    responseCache: opts.responseCache,
    mailTransport: opts.mailTransport,
  });
  const server = http.createServer(router.app);
  const url = await listen(server);
  return {
    url,
    mail: router.mail,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await router.stop();
      for (const c of cleanups) await c();
    },
    async subgraphDown(name) {
      if (!served.has(name)) throw new Error(`subgraphDown needs split mode ("http") and a served subgraph "${name}"`);
      await closeServer(name);
    },
    async subgraphUp(name) {
      const entry = served.get(name);
      if (!entry) throw new Error(`subgraphUp needs split mode ("http") and a served subgraph "${name}"`);
      entry.server ??= await serveSubgraphOverHttp(entry.subgraph, entry.port);
    },
  };
}

const ALL_ROUTER_MODES = ["in-process", "http"] as const;
/**
 * The modes router suites run in: both by default. `ROUTER_MODES=http` narrows them, so CI's second pass on PostgreSQL
 * covers the database again without repeating the transport already covered on PGlite.
 */
export const ROUTER_MODES: readonly (typeof ALL_ROUTER_MODES)[number][] = process.env.ROUTER_MODES
  ? ALL_ROUTER_MODES.filter((m) => process.env.ROUTER_MODES!.split(",").includes(m))
  : ALL_ROUTER_MODES;
if (ROUTER_MODES.length === 0) throw new Error(`ROUTER_MODES=${process.env.ROUTER_MODES} names none of ${ALL_ROUTER_MODES.join(", ")}`);

/**
 * In a describe: a fresh test database (`prepare` runs on it first) and the router on it in `mode`, started before the
 * suite's tests and stopped after them. The returned handle is filled in before the first test.
 */
export function routerSuite(
  mode: (typeof ALL_ROUTER_MODES)[number],
  prepare?: (database: Database) => Promise<void>,
  opts: TestRouterOptions = {},
): { url: string; database: TestDatabase; counter: ReturnType<typeof statementCounter>; deliverMail(now?: Date): Promise<unknown> } {
  let router: TestRouter | undefined;
  const suite = {
    url: "",
    database: undefined as unknown as TestDatabase,
    counter: statementCounter(),
    /** Runs one round of the outbox's delivery, as the scheduled job would. */
    async deliverMail(now?: Date) {
      if (!router?.mail) throw new Error("This router has no mail transport.");
      return router.mail.deliver(now);
    },
  };
  beforeAll(async () => {
    suite.database = await createTestDatabase({ onQuery: suite.counter.onQuery });
    await prepare?.(suite.database);
    router = await startTestRouter(suite.database, mode, opts);
    suite.url = router.url;
  });
  afterAll(async () => {
    await router?.stop();
    await suite.database?.close();
  });
  return suite;
}

/** A browser logged in as the demo account `email` (the demo password). */
export async function logIn(url: string, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(url);
  const res = await browser.request("/auth/login", { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return browser;
}

/** A browser-like client: keeps the session cookie and sends a same-origin Origin header. */
export class TestBrowser {
  cookies = new Map<string, string>();
  lastSetCookie: string[] = [];
  constructor(private readonly base: string) {}

  async request(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: this.base, ...init.headers };
    if (init.body !== undefined) headers["content-type"] ??= "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(this.base + path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    this.lastSetCookie = res.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value.join("=") === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
  }

  graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    return this.request("/graphql", { body: { query, variables } }) as Promise<{
      status: number;
      headers: Headers;
      json: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    }>;
  }
}

/** A valid application to KYouth 2025 (every field of its registration form), for tests that need an applicant. */
export const KYOUTH_2025_ANSWERS: Readonly<Record<string, string>> = {
  fullName: "Mei Ling Tan",
  email: "meiling@example.my",
  phone: "+60 12-345 6789",
  gender: "Female",
  ethnicity: "Chinese",
  maritalStatus: "Single",
  birthYear: "2001",
  birthMonth: "February",
  birthDay: "29",
  state: "Pulau Pinang",
  malaysianCitizen: "Yes",
  qualification: "Degree",
  graduationYear: "2024",
  experience: "0-1 years",
  employmentExperience: "Internship",
  householdIncome: "B2: RM2,500 - RM3,169",
  englishTest: "MUET",
  englishScore: "Band 4.0-4.5",
  hasComputer: "Yes",
  canAttend: "Yes",
};

/** KYOUTH_2025_ANSWERS (with overrides) as `ApplicationAnswerInput`s. */
export const kyouth2025Answers = (overrides: Record<string, string> = {}) =>
  Object.entries({ ...KYOUTH_2025_ANSWERS, ...overrides }).map(([name, value]) => ({ name, value }));
