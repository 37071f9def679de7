/**
 * How one subgraph asks another for something the query planner cannot join (for example jobs asking courses which
 * programmes a user belongs to). The call goes to the other subgraph's own server as the platform (system-signed
 * caller, the same signing the router uses), so it runs that subgraph's context, guards and error formatting, and
 * the field it calls can stay @inaccessible in the public API.
 *
 * In-process mode the request is handed to the peer's server in this process (the router's in-process fetcher);
 * in split mode it goes over HTTP to subgraphUrl(name) (SUBGRAPH_URL_<NAME>). Tests inject a fake (fakePeers in
 * shared/testing/harness.ts), or get one that refuses every call.
 */
import type { SubgraphName } from "./server.js";
import { AppError, ErrorCode } from "./errors.js";
import { signCaller } from "./viewer.js";
import { subgraphUrl } from "../../schema/subgraphs.js";

export interface Peers {
  /**
   * Runs `query` on `subgraph` as the platform and returns its `data`; a GraphQL error from the peer is rethrown as
   * an AppError with the peer's code (unknown codes become INTERNAL_SERVER_ERROR).
   *
   * Never call this inside a database transaction: the peer uses its own connection (in tests and in-process mode
   * the same single-connection database), so a transaction held open across the call can deadlock or hold row
   * locks for a network round trip. Ask first, then open the transaction.
   */
  ask<T>(subgraph: SubgraphName, query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** The fetch shape both transports share (global fetch, or the router's in-process fetcher). */
export type PeerFetch = (url: string, init: { method?: string; headers?: unknown; body?: unknown; signal?: AbortSignal }) => Promise<Response>;

export interface PeerEndpoint {
  url: string;
  /** In-process: hands the request to the subgraph's server in this process. Default: global fetch. */
  fetcher?: PeerFetch;
}

/** How long a peer (or the router's system call) may take before the caller gives up. */
export const PEER_TIMEOUT_MS = 10_000;

/**
 * Calls one subgraph directly (not through the query planner) as the platform itself. Shared by the router (sign-up
 * hooks) and by subgraphs asking peers.
 */
export async function callAsSystem<T>(endpoint: PeerEndpoint, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const doFetch: PeerFetch = endpoint.fetcher ?? ((url, init) => fetch(url, init as RequestInit));
  const response = await doFetch(endpoint.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...signCaller({ viewer: null, system: true }) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
  });
  let json: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, `Subgraph answered ${response.status} without a GraphQL body.`);
  }
  if (json.errors?.length) {
    const first = json.errors[0]!;
    const code = String(first.extensions?.code ?? "");
    const known = (Object.values(ErrorCode) as string[]).includes(code);
    throw new AppError(known ? (code as ErrorCode) : ErrorCode.INTERNAL_SERVER_ERROR, first.message, first.extensions?.fields ? { fields: first.extensions.fields } : {});
  }
  return json.data as T;
}

/** Peers reached through `endpoint(name)`, looked up at call time (so a map filled after start-up works). */
export function peersVia(endpoint: (name: SubgraphName) => PeerEndpoint): Peers {
  return { ask: (subgraph, query, variables = {}) => callAsSystem(endpoint(subgraph), query, variables) };
}

/** Split mode: every peer over HTTP at SUBGRAPH_URL_<NAME> (or its default port), unless `urls` names it. */
export function httpPeers(urls: Partial<Record<SubgraphName, string>> = {}): Peers {
  return peersVia((name) => ({ url: urls[name] ?? subgraphUrl(name) }));
}

/** For a subgraph started without peers (unit tests): any call fails loudly. */
export function noPeers(): Peers {
  return {
    ask: (subgraph) => Promise.reject(new Error(`no peers in this test (asked ${subgraph}); pass { peers } to testSubgraph`)),
  };
}
