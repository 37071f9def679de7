/**
 * How the router reaches subgraphs. One data source for both modes: it signs the caller into headers, then either
 * hands the HTTP request to the subgraph's own server in this process or sends it over the network (split mode).
 * Either way the subgraph runs its own context, plugins and error formatting.
 */
import { HeaderMap } from "@apollo/server";
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from "@apollo/gateway";
import { GraphQLError } from "graphql";
import type { RunningSubgraph, SubgraphName } from "../subgraphs/shared/server.js";
import { serviceUnavailable } from "../subgraphs/shared/errors.js";
import { callAsSystem, classifyAnswer, isGraphQLResponse, type PeerFetch } from "../subgraphs/shared/peers.js";
import { log, REQUEST_ID_HEADER, type Logger } from "../subgraphs/shared/log.js";
import { signCaller, type Caller, type Viewer } from "../subgraphs/shared/viewer.js";
import { internalFetch } from "../subgraphs/shared/http-client.js";

export interface RouterContext {
  viewer: Viewer | null;
  /** This request's id: logged with every line and passed on to each subgraph (x-request-id). */
  requestId?: string;
  /** Filled in while the operation runs, for the access log line. */
  request?: RequestFacts;
}

/** What the access log and metrics learn about a GraphQL request as it runs. */
export interface RequestFacts {
  operationName?: string;
  operationType?: string;
  errorCodes?: string[];
}

type FetchLike = PeerFetch;

/** A fetch that answers from in-process subgraphs, so `npm start` needs no ports besides its own. */
export function inProcessFetcher(subgraphs: Map<string, RunningSubgraph>): FetchLike {
  return async (url, init) => {
    const name = new URL(url).hostname;
    const subgraph = subgraphs.get(name);
    if (!subgraph) throw new Error(`No in-process subgraph "${name}"`);
    const headers = new HeaderMap();
    for (const [k, v] of new Headers(init.headers as HeadersInit)) headers.set(k, v);
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const response = await subgraph.handle({ method: (init.method ?? "POST").toUpperCase(), headers, search: "", body });
    let text: string;
    if (response.body.kind === "complete") text = response.body.string;
    else {
      text = "";
      for await (const chunk of response.body.asyncIterator) text += chunk;
    }
    const outHeaders = new Headers();
    for (const [k, v] of response.headers) outHeaders.set(k, v);
    return new Response(text, { status: response.status ?? 200, headers: outHeaders });
  };
}

/** How long the router waits for a subgraph's answer before it reports that subgraph unavailable. */
export const SUBGRAPH_TIMEOUT_MS = 30_000;

export interface SignedCallerDataSourceOptions {
  /** The subgraph's name: what a client is told when it is unavailable (never its address). */
  service: string;
  url: string;
  /** Default: the keep-alive internalFetch (split mode). In-process mode passes inProcessFetcher. */
  fetcher?: FetchLike;
  timeoutMs?: number;
  /** Where an outage's cause is logged (default: the process logger). */
  logger?: Logger;
}

type GatewayResponse = Awaited<ReturnType<GraphQLDataSource["process"]>>;

/** A subgraph answered with a status that is not 2xx; its body is kept, since it may still be a GraphQL response. */
class SubgraphStatusError extends GraphQLError {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Subgraph answered HTTP ${status}.`);
  }
}

/**
 * Signs the caller in, and turns a subgraph that cannot be reached or does not answer in GraphQL (connection refused or
 * reset, a timeout, an HTML 502, a bare 500, a thrown in-process server: see classifyAnswer) into SERVICE_UNAVAILABLE
 * naming the subgraph, never its address. The gateway then serves the rest of the response, with the fields that
 * subgraph resolves as null.
 *
 * It implements the gateway's data source contract itself rather than extending RemoteGraphQLDataSource, which builds
 * node-fetch Headers and a Request per fetch whatever the fetcher: the lean path posts the JSON and reads the JSON.
 */
export class SignedCallerDataSource implements GraphQLDataSource<RouterContext> {
  readonly service: string;
  private readonly url: string;
  private readonly fetcher: FetchLike;
  private readonly timeoutMs: number;
  private readonly logger: Logger;

  constructor({ service, url, fetcher = internalFetch, timeoutMs = SUBGRAPH_TIMEOUT_MS, logger = log }: SignedCallerDataSourceOptions) {
    this.service = service;
    this.url = url;
    this.fetcher = fetcher;
    this.timeoutMs = timeoutMs;
    this.logger = logger;
  }

  async process(options: GraphQLDataSourceProcessOptions<RouterContext>): Promise<GatewayResponse> {
    const { request } = options;
    const context = options.context as RouterContext | undefined;
    const headers: Record<string, string> = { "content-type": "application/json", ...signedCallerOf(context) };
    if (context?.requestId) headers[REQUEST_ID_HEADER] = context.requestId;
    let response: Response;
    let body: unknown;
    try {
      const { http: _http, ...payload } = request;
      // A fetcher has no deadline of its own: a subgraph that accepts the connection but never answers would hold the
      // whole response.
      response = await this.fetcher(this.url, {
        method: "POST",
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = parseJson(await response.text());
      if (!response.ok) throw new SubgraphStatusError(response.status, body);
    } catch (err) {
      if (err instanceof SubgraphStatusError) {
        const answer = classifyAnswer(err.status, err.body);
        if (answer === "answered") return err.body as GatewayResponse;
        if (answer === "refused")
          throw new Error(`Subgraph ${this.service} answered HTTP ${err.status} without a GraphQL body.`, { cause: err });
      }
      throw this.failure(err, context?.requestId);
    }
    if (!isGraphQLResponse(body)) throw this.failure(new Error("The answer has neither data nor errors."), context?.requestId);
    // Only an incoming operation has a policy to restrict (the gateway exports its request kinds as types only).
    if ("incomingRequestContext" in options) restrictCachePolicy(options.incomingRequestContext, response);
    return body as GatewayResponse;
  }

  /** The subgraph is down or broken for now: the client is told which service, the log gets the cause and address. */
  private failure(err: unknown, requestId: string | undefined): Error {
    const cause = err instanceof SubgraphStatusError ? { status: err.status, body: err.body } : err;
    this.logger.warn({ requestId, subgraph: this.service, err: cause }, "subgraph unavailable");
    return serviceUnavailable(this.service);
  }
}

/** A body that is not JSON (an HTML error page) is no body: classifyAnswer and isGraphQLResponse judge what is left. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The operation can be cached no longer, and no more widely, than each subgraph answer it is made of says in its
 * Cache-Control header (none: not at all), as the gateway's own data source does.
 */
function restrictCachePolicy(incoming: { overallCachePolicy?: unknown }, response: Response): void {
  const policy = incoming.overallCachePolicy as { restrict?: (hint: { maxAge?: number; scope?: "PUBLIC" | "PRIVATE" }) => void };
  if (typeof policy?.restrict !== "function") return;
  const directives = new Map(
    (response.headers.get("cache-control") ?? "")
      .split(",")
      .map((part) => part.trim().split("=", 2) as [string, string | undefined])
      .map(([k, v]) => [k.toLowerCase(), v?.replace(/^"|"$/g, "")]),
  );
  const maxAge = directives.get("max-age");
  policy.restrict({
    maxAge: maxAge && /^[0-9]+$/.test(maxAge) ? Number(maxAge) : 0,
    ...(directives.has("private") ? { scope: "PRIVATE" as const } : directives.has("public") ? { scope: "PUBLIC" as const } : {}),
  });
}

/**
 * The caller's signed headers, made once per operation and shared by its subgraph fetches (a feed asks three
 * subgraphs; each would otherwise serialize and sign the same viewer again).
 */
const signedCallers = new WeakMap<object, Record<string, string>>();
function signedCallerOf(context: RouterContext | undefined): Record<string, string> {
  const sign = () => signCaller({ viewer: context?.viewer ?? null, system: false } satisfies Caller);
  if (!context) return sign();
  let headers = signedCallers.get(context);
  if (!headers) signedCallers.set(context, (headers = sign()));
  return headers;
}

export interface SubgraphEndpoint {
  /** The subgraph's name, used in errors instead of its address. */
  service: SubgraphName;
  url: string;
  fetcher?: FetchLike;
}

/** Where each subgraph is: in-process (`http://<name>/graphql`, answered by inProcessFetcher) or a URL. */
export function endpointFor(
  name: SubgraphName,
  mode: "in-process" | "http",
  subgraphs: Map<string, RunningSubgraph>,
  url: string,
): SubgraphEndpoint {
  return mode === "in-process"
    ? { service: name, url: `http://${name}/graphql`, fetcher: inProcessFetcher(subgraphs) }
    : { service: name, url };
}

/**
 * Calls one subgraph directly (not through the query planner) as the platform itself, for internal operations such
 * as creating the talent profile at sign-up; the field is @inaccessible in the public API. Subgraphs asking each
 * other use the same call through ctx.peers (subgraphs/shared/peers.ts).
 */
export function callSubgraphAsSystem<T>(endpoint: SubgraphEndpoint, query: string, variables: Record<string, unknown>): Promise<T> {
  return callAsSystem<T>(endpoint, query, variables);
}
