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
import { AppError, ErrorCode, serviceUnavailable } from "./errors.js";
import { log } from "./log.js";
import { signCaller } from "./viewer.js";
import { internalFetch } from "./http-client.js";
import { subgraphUrl } from "../../schema/subgraphs.js";

export interface Peers {
  /**
   * Runs `query` on `subgraph` as the platform and returns its `data`; a GraphQL error from the peer is rethrown as
   * an AppError with the peer's code (unknown codes become INTERNAL_SERVER_ERROR). A peer that cannot be reached or
   * answers no GraphQL is SERVICE_UNAVAILABLE naming it (never its address).
   *
   * Never call this inside a database transaction: the peer uses its own connection (in tests and in-process mode
   * the same single-connection database), so a transaction held open across the call can deadlock or hold row
   * locks for a network round trip. Ask first, then open the transaction.
   */
  ask<T>(subgraph: SubgraphName, query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** The fetch shape both transports share (internalFetch over HTTP, or the router's in-process fetcher). */
export type PeerFetch = (
  url: string,
  init: { method?: string; headers?: unknown; body?: unknown; signal?: AbortSignal },
) => Promise<Response>;

export interface PeerEndpoint {
  /** The peer's name: what an error says instead of its address. */
  service: SubgraphName;
  url: string;
  /** In-process: hands the request to the subgraph's server in this process. Default: the keep-alive internalFetch. */
  fetcher?: PeerFetch;
}

/** How long a peer (or the router's system call) may take before the caller gives up. */
export const PEER_TIMEOUT_MS = 10_000;

/**
 * Calls one subgraph directly (not through the query planner) as the platform itself. Shared by the router (sign-up
 * hooks) and by subgraphs asking peers.
 */
export async function callAsSystem<T>(endpoint: PeerEndpoint, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const doFetch: PeerFetch = endpoint.fetcher ?? internalFetch;
  const unavailable = (cause: unknown) => {
    log.warn({ peer: endpoint.service, err: cause }, "peer unavailable");
    return serviceUnavailable(endpoint.service);
  };
  let response: Response;
  let json: unknown;
  try {
    response = await doFetch(endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...signCaller({ viewer: null, system: true }) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
    });
    json = await response.json().catch(() => undefined);
  } catch (err) {
    // Refused, reset, timed out, or (in-process) the peer's server threw.
    throw unavailable(err);
  }
  const answer = classifyAnswer(response.status, json);
  if (answer === "refused")
    throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, `Peer ${endpoint.service} answered ${response.status} without a GraphQL body.`);
  if (answer === "failed") throw unavailable(new Error(`Peer answered ${response.status}: ${JSON.stringify(json)?.slice(0, 200)}`));
  const { data, errors } = json as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  if (errors?.length) {
    const first = errors[0]!;
    const code = String(first.extensions?.code ?? "");
    const known = (Object.values(ErrorCode) as string[]).includes(code);
    // What a client may act on travels with the code: per-field messages, which service is down and that a retry may work.
    const extra = Object.fromEntries(
      ["fields", "service", "retryable", "retryAfterSeconds"]
        .filter((k) => first.extensions?.[k] !== undefined)
        .map((k) => [k, first.extensions![k]]),
    );
    throw new AppError(known ? (code as ErrorCode) : ErrorCode.INTERNAL_SERVER_ERROR, first.message, known ? extra : {});
  }
  return data as T;
}

/** Whether `body` is a GraphQL response: an object with `data` or a non-empty `errors` list. */
export function isGraphQLResponse(body: unknown): boolean {
  if (!body || typeof body !== "object" || Array.isArray(body)) return false;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  return (Array.isArray(errors) && errors.length > 0) || (data !== undefined && typeof data === "object");
}

/**
 * What an HTTP answer from another subgraph means. `answered`: a GraphQL response to pass on as it is (its errors carry
 * the subgraph's own codes, such as the 401 of its signature check). `failed`: the subgraph is down or broken for now,
 * reported as SERVICE_UNAVAILABLE naming it: no GraphQL body (an HTML 502, garbage), or a 5xx saying no more than
 * INTERNAL_SERVER_ERROR (its server threw outside GraphQL execution; in-process the same failure is a thrown call).
 * `refused`: a 4xx without a GraphQL body, so the request itself was refused and retrying it would not help.
 */
export function classifyAnswer(status: number, body: unknown): "answered" | "failed" | "refused" {
  if (!isGraphQLResponse(body)) return status >= 400 && status < 500 && status !== 408 && status !== 429 ? "refused" : "failed";
  if (status < 500) return "answered";
  const errors = (body as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? [];
  return errors.every((e) => (e.extensions?.code ?? ErrorCode.INTERNAL_SERVER_ERROR) === ErrorCode.INTERNAL_SERVER_ERROR)
    ? "failed"
    : "answered";
}

/** Peers reached through `endpoint(name)`, looked up at call time (so a map filled after start-up works). */
export function peersVia(endpoint: (name: SubgraphName) => Omit<PeerEndpoint, "service">): Peers {
  return { ask: (subgraph, query, variables = {}) => callAsSystem({ ...endpoint(subgraph), service: subgraph }, query, variables) };
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
