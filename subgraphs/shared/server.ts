/**
 * Builds a subgraph's Apollo Server the same way for all five, and serves it either in-process (the router's
 * fetcher hands it the HTTP request directly) or over HTTP (split mode). Both paths run the subgraph's own
 * context (signature check), plugins and error formatting, so the two modes cannot quietly differ.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ApolloServer, HeaderMap, type HTTPGraphQLRequest } from "@apollo/server";
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { buildSubgraphSchema } from "@apollo/subgraph";
import type { GraphQLResolverMap } from "@apollo/subgraph/dist/schema-helper/resolverMap.js";
import { parse } from "graphql";
import type { Database, Db } from "./db.js";
import type { ScheduledJob } from "./jobs.js";
import { AppError, ErrorCode, formatError } from "./errors.js";
import { verifyCaller, type Caller } from "./viewer.js";
import { isProduction } from "./env.js";
import { httpPeers, type Peers } from "./peers.js";

export const SUBGRAPH_NAMES = ["courses", "talent", "jobs", "forum", "events"] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

export interface BaseContext extends Caller {
  db: Db;
  database: Database;
  /** The other subgraphs, called as the platform (shared/peers.ts). Never inside a database transaction. */
  peers: Peers;
}

export interface SubgraphDefinition<C extends BaseContext = BaseContext> {
  name: SubgraphName;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolvers: GraphQLResolverMap<any>;
  /** Adds per-request pieces (DataLoaders) to the base context. */
  context(base: BaseContext): C;
  /** Idempotent upserts of this domain's content, run at every start. */
  seed?(db: Db, opts: SeedOptions): Promise<void>;
  /** Work on a schedule (shared/jobs.ts), started by the process that serves the subgraph once the database is ready. */
  jobs?: ScheduledJob[];
}

export interface SeedOptions {
  /** Demo accounts and demo-only rows are never created in production. */
  demo: boolean;
}

const schemaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "schema");
export function subgraphTypeDefs(name: SubgraphName) {
  return parse(fs.readFileSync(path.join(schemaDir, `${name}.graphql`), "utf8"));
}

export interface RunningSubgraph {
  name: SubgraphName;
  server: ApolloServer<BaseContext>;
  /** Serves one HTTP GraphQL request (the in-process path and the HTTP path both end here). */
  handle(request: HTTPGraphQLRequest): ReturnType<ApolloServer<BaseContext>["executeHTTPGraphQLRequest"]>;
  stop(): Promise<void>;
}

export interface StartSubgraphOptions {
  /**
   * How this subgraph reaches its peers. Default: over HTTP at SUBGRAPH_URL_<NAME> / schema/subgraphs.ts (split mode,
   * subgraphs/serve.ts); the router passes in-process peers, the test harness a fake or one that refuses.
   */
  peers?: Peers;
}

export async function startSubgraph(def: SubgraphDefinition, database: Database, opts: StartSubgraphOptions = {}): Promise<RunningSubgraph> {
  const peers = opts.peers ?? httpPeers();
  const production = isProduction();
  const server = new ApolloServer<BaseContext>({
    schema: buildSubgraphSchema({ typeDefs: subgraphTypeDefs(def.name), resolvers: def.resolvers }),
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(!production && process.env.EXPOSE_STACK === "1"),
    // No Apollo Studio here: inline traces would only add work to every response.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginInlineTraceDisabled()],
    // The router already refused cross-site requests; subgraphs accept only signed calls anyway.
    csrfPrevention: false,
    // Shutdown is ours (router/shutdown.ts): Apollo's own signal handler would race it.
    stopOnTerminationSignals: false,
  });
  await server.start();
  const contextFor = async (headers: HeaderMap): Promise<BaseContext> => {
    const verified = verifyCaller(headers);
    if (!verified.ok) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, `Subgraph ${def.name} accepts only calls signed by the router (${verified.reason}).`, {
        http: { status: 401 },
      });
    }
    return def.context({ ...verified.caller, db: database.db, database, peers });
  };
  return {
    name: def.name,
    server,
    handle: (httpGraphQLRequest) => server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => contextFor(httpGraphQLRequest.headers) }),
    stop: () => server.stop(),
  };
}

/** Reads a node request into the shape Apollo Server takes. */
export async function toHTTPGraphQLRequest(req: http.IncomingMessage): Promise<HTTPGraphQLRequest> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  let body: unknown = raw;
  if (raw && (headers.get("content-type") ?? "").includes("json")) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  const url = new URL(req.url ?? "/", "http://subgraph");
  return { method: (req.method ?? "GET").toUpperCase(), headers, search: url.search, body };
}

/** Split mode: one subgraph on its own HTTP server, answering POST /graphql. */
export function serveSubgraphOverHttp(subgraph: RunningSubgraph, port: number, host = "127.0.0.1"): Promise<http.Server> {
  const httpServer = http.createServer(async (req, res) => {
    try {
      const request = await toHTTPGraphQLRequest(req);
      const response = await subgraph.handle(request);
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === "complete") res.end(response.body.string);
      else {
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (err) {
      res.statusCode = 500;
      res.end(JSON.stringify({ errors: [{ message: "Subgraph failure", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }));
      console.error(err);
    }
  });
  return new Promise((resolve) => httpServer.listen(port, host, () => resolve(httpServer)));
}
