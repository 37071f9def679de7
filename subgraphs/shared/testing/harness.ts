/**
 * Runs operations against one subgraph exactly as the router would: a signed caller header, the subgraph's own
 * context, plugins and error formatting.
 */
import { randomUUID } from "node:crypto";
import { HeaderMap } from "@apollo/server";
import type { Database } from "../db.js";
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition, type SubgraphName } from "../server.js";
import { signCaller, type Caller, type Role, type Viewer } from "../viewer.js";
import { DEMO_ACCOUNTS } from "../demo-accounts.js";
import { noPeers, type Peers } from "../peers.js";

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown }; path?: (string | number)[] }[];
}

export interface SubgraphClient {
  subgraph: RunningSubgraph;
  /** Executes as `caller` (default: a visitor). Pass `headers` to test unsigned or forged calls. */
  exec<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { caller?: Caller; headers?: Record<string, string> },
  ): Promise<GraphQLResult<T>>;
  stop(): Promise<void>;
}

export interface TestSubgraphOptions {
  /** What `ctx.peers` answers (default: every call fails with "no peers in this test"); see fakePeers. */
  peers?: Peers;
}

export async function testSubgraph(def: SubgraphDefinition, database: Database, opts: TestSubgraphOptions = {}): Promise<SubgraphClient> {
  const subgraph = await startSubgraph(def, database, { peers: opts.peers ?? noPeers() });
  return {
    subgraph,
    async exec(query, variables = {}, options = {}) {
      const headers = new HeaderMap([["content-type", "application/json"]]);
      const signed = options.headers ?? signCaller(options.caller ?? visitor());
      for (const [k, v] of Object.entries(signed)) headers.set(k, v);
      const response = await subgraph.handle({ method: "POST", headers, search: "", body: { query, variables } });
      if (response.body.kind !== "complete") throw new Error("unexpected chunked response");
      return { status: response.status ?? 200, ...JSON.parse(response.body.string) };
    },
    stop: () => subgraph.stop(),
  };
}

export const visitor = (): Caller => ({ viewer: null, system: false });
export const system = (): Caller => ({ viewer: null, system: true });
export function as(viewer: Viewer): Caller {
  return { viewer, system: false };
}
/** A fresh person with roles (default STUDENT) and no rows of their own. */
export function person(...roles: Role[]): Caller & { viewer: Viewer } {
  const id = randomUUID();
  return as({ id, email: `${id}@example.test`, roles: roles.length ? roles : ["STUDENT"] }) as Caller & { viewer: Viewer };
}

/** The code of a result's first error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT…), if any. */
export const codeOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.code;
/** The per-field messages of a BAD_USER_INPUT result. */
export const fieldsOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** A caller for the seeded demo account holding `role`. */
export function demo(role: Role): Caller {
  const account = DEMO_ACCOUNTS.find((a) => a.roles.includes(role));
  if (!account) throw new Error(`No demo account with role ${role}`);
  return as({ id: account.id, email: account.email, roles: account.roles });
}

/** One peer's answers in a test: the `data` for (query, variables), or throw (an AppError) to fail the call. */
export type FakePeer = (query: string, variables: Record<string, unknown>) => unknown;

/**
 * Peers for a unit test: `fakePeers({ courses: () => ({ programmeMemberships: ["kyouth-2025"] }) })`. Each call is
 * recorded in `calls`; asking a subgraph with no handler fails.
 */
export function fakePeers(handlers: Partial<Record<SubgraphName, FakePeer>>): Peers & {
  calls: { subgraph: SubgraphName; query: string; variables: Record<string, unknown> }[];
} {
  const calls: { subgraph: SubgraphName; query: string; variables: Record<string, unknown> }[] = [];
  return {
    calls,
    async ask<T>(subgraph: SubgraphName, query: string, variables: Record<string, unknown> = {}): Promise<T> {
      calls.push({ subgraph, query, variables });
      const handler = handlers[subgraph];
      if (!handler) throw new Error(`no fake for peer ${subgraph} in this test`);
      return (await handler(query, variables)) as T;
    },
  };
}
