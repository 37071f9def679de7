/**
 * Builds a subgraph's Apollo Server the same way for all five, and serves it either in-process (the router's
 * fetcher hands it the HTTP request directly) or over HTTP (split mode). Both paths run the subgraph's own
 * context (signature check), plugins and error formatting, so the two modes cannot quietly differ.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ApolloServer, HeaderMap, type ApolloServerPlugin, type HTTPGraphQLRequest } from "@apollo/server";
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { buildSubgraphSchema } from "@apollo/subgraph";
import type { GraphQLResolverMap } from "@apollo/subgraph/dist/schema-helper/resolverMap.js";
import { parse } from "graphql";
import type { Database, Db } from "./db.js";
import type { ScheduledJob } from "./jobs.js";
import { AppError, ErrorCode, MASKED_MESSAGE, formatError, isUnexpected } from "./errors.js";
import { verifyCaller, type Caller } from "./viewer.js";
import { isProduction } from "./env.js";
import { fromProjectRoot } from "./project-root.js";
import { log, REQUEST_ID_HEADER, requestIdFrom, type Logger } from "./log.js";
import { httpPeers, type Peers } from "./peers.js";

export const SUBGRAPH_NAMES = ["courses", "talent", "jobs", "forum", "events"] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

export interface BaseContext extends Caller {
  /** The id of the request this call serves (from the router's x-request-id), on every log line. */
  requestId: string;
  /** This request's logger: the subgraph's, with the request id. */
  log: Logger;
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

const schemaDir = fromProjectRoot("schema");
export function subgraphTypeDefs(name: SubgraphName) {
  return parse(fs.readFileSync(path.join(schemaDir, `${name}.graphql`), "utf8"));
}

export interface RunningSubgraph {
  name: SubgraphName;
  server: ApolloServer<BaseContext>;
  /** Serves one HTTP GraphQL request (the in-process path and the HTTP path both end here). */
  handle(request: HTTPGraphQLRequest): ReturnType<ApolloServer<BaseContext>["executeHTTPGraphQLRequest"]>;
  /** Resolves when the subgraph can serve: its database answers. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartSubgraphOptions {
  /**
   * How this subgraph reaches its peers. Default: over HTTP at SUBGRAPH_URL_<NAME> / schema/subgraphs.ts (split mode,
   * subgraphs/serve.ts); the router passes in-process peers, the test harness a fake or one that refuses.
   */
  peers?: Peers;
  /** The process's logger (default: shared/log.ts). */
  logger?: Logger;
}

/** Logs in full, under the request id, every error that is not a coded, expected outcome (the client sees it masked). */
function unexpectedErrorLog(): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors(ctx) {
          for (const error of ctx.errors) {
            // Coded errors are expected outcomes (bad input, forbidden, not found…); anything else is ours to look at.
            if (!isUnexpected(error)) continue;
            const logger = (ctx.contextValue as Partial<BaseContext>).log ?? log;
            logger.error(
              { err: error.originalError ?? error, path: error.path, operationName: ctx.operationName ?? null },
              "unexpected error",
            );
          }
        },
      };
    },
  };
}

export async function startSubgraph(
  def: SubgraphDefinition,
  database: Database,
  opts: StartSubgraphOptions = {},
): Promise<RunningSubgraph> {
  const peers = opts.peers ?? httpPeers();
  const production = isProduction();
  const logger = (opts.logger ?? log).child({ subgraph: def.name });
  const server = new ApolloServer<BaseContext>({
    schema: buildSubgraphSchema({ typeDefs: subgraphTypeDefs(def.name), resolvers: def.resolvers }),
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(!production && process.env.EXPOSE_STACK === "1"),
    // No Apollo Studio here: inline traces would only add work to every response.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginInlineTraceDisabled(), unexpectedErrorLog()],
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
    const requestId = requestIdFrom(headers.get(REQUEST_ID_HEADER));
    return def.context({ ...verified.caller, requestId, log: logger.child({ requestId }), db: database.db, database, peers });
  };
  return {
    name: def.name,
    server,
    handle: (httpGraphQLRequest) =>
      server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => contextFor(httpGraphQLRequest.headers) }),
    ready: async () => {
      await database.query("SELECT 1");
    },
    stop: () => server.stop(),
  };
}

/** The largest request body a subgraph reads (the router's own limit is lower, so only a direct caller reaches it). */
export const SUBGRAPH_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

class BodyTooLargeError extends Error {}

/** Reads a node request into the shape Apollo Server takes. */
export async function toHTTPGraphQLRequest(req: http.IncomingMessage): Promise<HTTPGraphQLRequest> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > SUBGRAPH_BODY_LIMIT_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
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

export interface ServeOptions {
  host?: string;
  /** Set `draining` at shutdown: /ready answers 503 while requests in flight finish. */
  state?: { draining: boolean };
  logger?: Logger;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/**
 * Split mode: one subgraph on its own HTTP server, answering POST /graphql, GET /health (the process is up) and GET
 * /ready (its database answers; 503 while draining), and returning the request id it served under.
 */
export function serveSubgraphOverHttp(subgraph: RunningSubgraph, port: number, opts: ServeOptions = {}): Promise<http.Server> {
  const logger = opts.logger ?? log;
  const httpServer = http.createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && (path === "/health" || path === "/healthz")) return sendJson(res, 200, { status: "ok" });
    if (req.method === "GET" && path === "/ready") {
      if (opts.state?.draining) return sendJson(res, 503, { status: "draining" });
      try {
        await subgraph.ready();
        return sendJson(res, 200, { status: "ready" });
      } catch (err) {
        logger.warn({ subgraph: subgraph.name, reason: (err as Error).message }, "readiness check failed");
        return sendJson(res, 503, { status: "unavailable" });
      }
    }
    res.setHeader("X-Request-Id", requestIdFrom(req.headers[REQUEST_ID_HEADER]));
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
      if (err instanceof BodyTooLargeError) {
        sendJson(res, 413, { errors: [{ message: "The request body is too large.", extensions: { code: ErrorCode.PAYLOAD_TOO_LARGE } }] });
        req.resume();
        return;
      }
      logger.error({ err, subgraph: subgraph.name }, "subgraph request failed");
      if (!res.headersSent)
        sendJson(res, 500, { errors: [{ message: MASKED_MESSAGE, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } }] });
      else res.end();
    }
  });
  // Idle connections are kept longer than any caller keeps them (the router's 4 s, a stock gateway's agent, a load
  // balancer's 60 s): a server that closes first races the caller's next request on that socket ("socket hang up").
  httpServer.keepAliveTimeout = SUBGRAPH_KEEP_ALIVE_MS;
  httpServer.headersTimeout = SUBGRAPH_KEEP_ALIVE_MS + 1_000;
  return new Promise((resolve) => httpServer.listen(port, opts.host ?? "127.0.0.1", () => resolve(httpServer)));
}

/** How long a subgraph keeps an idle keep-alive connection open. */
export const SUBGRAPH_KEEP_ALIVE_MS = 65_000;
