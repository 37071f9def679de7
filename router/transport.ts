/**
 * How the router reaches subgraphs. One data source for both modes: it signs the caller into headers, then either
 * hands the HTTP request to the subgraph's own server in this process or sends it over the network (split mode).
 * Either way the subgraph runs its own context, plugins and error formatting.
 */
import { HeaderMap } from "@apollo/server";
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from "@apollo/gateway";
import type { RunningSubgraph, SubgraphName } from "../subgraphs/shared/server.js";
import { callAsSystem, type PeerFetch } from "../subgraphs/shared/peers.js";
import { signCaller, type Caller, type Viewer } from "../subgraphs/shared/viewer.js";

export interface RouterContext {
  viewer: Viewer | null;
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

export class SignedCallerDataSource extends RemoteGraphQLDataSource<RouterContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<RouterContext>): void {
    const caller: Caller = { viewer: context?.viewer ?? null, system: false };
    for (const [k, v] of Object.entries(signCaller(caller))) request.http?.headers.set(k, v);
  }
}

export interface SubgraphEndpoint {
  url: string;
  fetcher?: FetchLike;
}

/** Where each subgraph is: in-process (`inproc://<name>/graphql`) or a URL. */
export function endpointFor(name: SubgraphName, mode: "in-process" | "http", subgraphs: Map<string, RunningSubgraph>, url: string): SubgraphEndpoint {
  return mode === "in-process" ? { url: `http://${name}/graphql`, fetcher: inProcessFetcher(subgraphs) } : { url };
}

/**
 * Calls one subgraph directly (not through the query planner) as the platform itself, for internal operations such
 * as creating the talent profile at sign-up; the field is @inaccessible in the public API. Subgraphs asking each
 * other use the same call through ctx.peers (subgraphs/shared/peers.ts).
 */
export function callSubgraphAsSystem<T>(endpoint: SubgraphEndpoint, query: string, variables: Record<string, unknown>): Promise<T> {
  return callAsSystem<T>(endpoint, query, variables);
}
