/**
 * What an operator sees of each request: a request id (kept from a trusted-looking incoming header or made here,
 * returned in `X-Request-Id`), one JSON access-log line per request (pino-http) with the GraphQL operation name,
 * status and duration, the full log of any unexpected error under that id, and the Prometheus counters.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from "@apollo/server";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { isUnexpected } from "../subgraphs/shared/errors.js";
import { REQUEST_ID_HEADER, requestIdFrom, type Logger } from "../subgraphs/shared/log.js";
import { routeGroup, type Metrics } from "./metrics.js";
import type { RequestFacts, RouterContext } from "./transport.js";

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the GraphQL plugin as the operation runs; read by the access-log line. */
    facts?: RequestFacts;
  }
}

const pathOf = (req: IncomingMessage) => ((req as Request).originalUrl ?? req.url ?? "/").split("?")[0];

/** Request id, access log and HTTP metrics for every request the router serves. */
export function requestLogging(logger: Logger, metrics: Metrics): RequestHandler {
  const handler = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Health probes and metrics scrapes every few seconds would drown the lines that matter.
    autoLogging: { ignore: (req) => /^\/(health|healthz|ready|metrics)(\/|$)/.test(req.url ?? "") },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    // The path only: query strings carry signed download URLs' signatures and GET operations' variables.
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    // req.log (used by handlers) carries only the request id; the access line adds what the operation was.
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    customProps: (req) => {
      const facts = (req as Request).facts;
      return facts ? { operationName: facts.operationName ?? null, operationType: facts.operationType, errorCodes: facts.errorCodes } : {};
    },
    // The line says what happened; headers and bodies stay out (they may carry credentials and personal data).
    serializers: {
      req: (req: { method?: string; url?: string; remoteAddress?: string }) => ({
        method: req.method,
        url: req.url?.split("?")[0],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    res.on("finish", () => {
      metrics.httpRequests.inc({
        route: routeGroup(req.originalUrl.split("?")[0] ?? "/"),
        method: req.method,
        status: String(res.statusCode),
      });
    });
    handler(req, res, next);
  };
}

/** Error codes that mean the client sent something wrong: a response with only these and no data is a 4xx. */
const clientStatus: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  PAYLOAD_TOO_LARGE: 413,
};

/**
 * The status a response with no data deserves when every error in it is the client's: Apollo answers 500 for a
 * GraphQLError thrown from a plugin hook (the limits' parse and validation checks run there).
 */
export function clientErrorStatus(errors: readonly GraphQLFormattedError[] | undefined): number | null {
  if (!errors?.length) return null;
  const statuses = errors.map((e) => clientStatus[String(e.extensions?.code ?? "")]);
  if (statuses.some((s) => s === undefined)) return null;
  return Math.max(...(statuses as number[]));
}

/** A coded client error with the status it deserves, or null when `err` is not the client's mistake. */
function asClientError(err: unknown, hook: string): GraphQLError | null {
  if (!(err instanceof GraphQLError)) return null;
  // The limits re-parse the document themselves, so a plain syntax error can come from parsingDidStart too.
  const code = String(err.extensions.code ?? (hook === "parsingDidStart" ? "GRAPHQL_PARSE_FAILED" : ""));
  const status = clientStatus[code];
  return status ? new GraphQLError(err.message, { extensions: { ...err.extensions, code, http: { status } } }) : null;
}

/**
 * Wraps a plugin (the query limits) so a client error it throws from a hook answers 4xx with its code. Apollo turns
 * any throw from a `…DidStart` hook into a bare 500 unless a plugin's `unexpectedErrorProcessingRequest` throws a
 * replacement (GraphQL Armor relies on that, but always with GRAPHQL_VALIDATION_FAILED and no status).
 */
export function withClientErrorStatus<C extends BaseContext>(plugin: ApolloServerPlugin<C>): ApolloServerPlugin<C> {
  if (!plugin.requestDidStart) return plugin;
  const requestDidStart = plugin.requestDidStart.bind(plugin);
  const { unexpectedErrorProcessingRequest: _replaced, ...rest } = plugin;
  return {
    ...rest,
    async unexpectedErrorProcessingRequest({ error }) {
      if (error instanceof GraphQLError && clientStatus[String(error.extensions.code ?? "")]) throw error;
    },
    async requestDidStart(ctx) {
      const listener = await requestDidStart(ctx);
      if (!listener) return listener;
      const wrapped: Record<string, unknown> = { ...listener };
      for (const [name, hook] of Object.entries(listener)) {
        if (typeof hook !== "function") continue;
        wrapped[name] = async (...args: unknown[]) => {
          try {
            return await (hook as (...a: unknown[]) => unknown).apply(listener, args);
          } catch (err) {
            throw asClientError(err, name) ?? err;
          }
        };
      }
      return wrapped as typeof listener;
    },
  };
}

function factsOf(ctx: GraphQLRequestContext<RouterContext>): RequestFacts {
  const facts = (ctx.contextValue.request ??= {});
  return facts;
}

/**
 * The GraphQL side: operation facts for the access log, a full log line (with the request id) for every error that
 * is not a coded client error, 4xx for client mistakes Apollo would answer with 500, and per-operation metrics.
 */
export function graphqlObservability(logger: Logger, metrics: Metrics): ApolloServerPlugin<RouterContext> {
  return {
    async requestDidStart(start) {
      const started = process.hrtime.bigint();
      const log = logger.child({ requestId: start.contextValue.requestId });
      return {
        async didResolveOperation(ctx) {
          if (!ctx.operation) {
            // Left to the gateway, an unknown or ambiguous operationName surfaces as an internal error.
            const name = ctx.request.operationName;
            throw new GraphQLError(
              name
                ? `The document has no operation named "${name}".`
                : "The document has several operations: name the one to run in operationName.",
              { extensions: { code: "OPERATION_RESOLUTION_FAILURE", http: { status: 400 } } },
            );
          }
          const facts = factsOf(ctx);
          facts.operationName = ctx.operationName ?? undefined;
          facts.operationType = ctx.operation?.operation;
        },
        async didEncounterErrors(ctx) {
          for (const error of ctx.errors) {
            // Coded errors are expected outcomes (bad input, forbidden, not found…); anything else is ours to look at.
            if (!isUnexpected(error)) continue;
            log.error(
              { err: error.originalError ?? error, path: error.path, operationName: ctx.operationName ?? null },
              "unexpected error",
            );
          }
        },
        async willSendResponse(ctx) {
          const facts = factsOf(ctx);
          // A document that failed to parse or validate never resolved an operation: use the name the client sent.
          facts.operationName ??= ctx.request.operationName ?? undefined;
          const body = ctx.response.body;
          const result = body.kind === "single" ? body.singleResult : null;
          const errors = result?.errors;
          if (result && result.data === undefined) {
            const status = clientErrorStatus(errors);
            if (status !== null) ctx.response.http.status = status;
          }
          const codes = [...new Set((errors ?? []).map((e) => String(e.extensions?.code ?? "UNKNOWN")))];
          if (codes.length) facts.errorCodes = codes;
          const operation = metrics.operationLabel(facts.operationName);
          const type = facts.operationType ?? "unknown";
          metrics.operations.inc({ operation, type, outcome: codes.length ? "error" : "ok" });
          for (const e of errors ?? []) metrics.errors.inc({ operation, code: String(e.extensions?.code ?? "UNKNOWN") });
          metrics.duration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
