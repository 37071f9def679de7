/**
 * The partner requests' limits inside /graphql, once the operation is known: its root fields must lie within the key's
 * scopes (FORBIDDEN otherwise), and each request counts 1 against the key's requests per minute and its measured cost
 * (router/limits.ts) against its cost per minute. Over either: HTTP 429, RATE_LIMITED or QUERY_COST_BUDGET_EXCEEDED,
 * with Retry-After. Every partner answer carries the RateLimit-Policy and RateLimit headers, those refused before Apollo
 * Server's plugins run too (partnerAnswerLimits).
 */
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from "@apollo/server";
import type { NextFunction, Request, Response } from "express";
import { Kind, type DocumentNode } from "graphql";
import { AppError, ErrorCode } from "../../subgraphs/shared/errors.js";
import { LIMITS, operationCost } from "../limits.js";
import type { RouterContext } from "../transport.js";
import type { ApiKeyStore, PartnerKey } from "./keys.js";
import { rateLimitHeaders, scopeRefusal, scopeRefusalMessage, windowVerdict, type WindowCount } from "./rules.js";

declare module "../transport.js" {
  interface RouterContext {
    /** The key of a partner request (its viewer is then null); null or absent for everyone else. */
    partner?: PartnerKey | null;
  }
}

type Charged = WindowCount & { resetSeconds: number };

/** What the operation that will run costs; 0 when it cannot be measured or is over the limit (it will not run). */
function costOf(rc: GraphQLRequestContext<RouterContext>): number {
  if (!rc.document || !rc.operation) return 0;
  const only: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: rc.document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === rc.operation),
  };
  try {
    const cost = operationCost(rc.schema, only, rc.request.variables ?? {});
    return cost <= LIMITS.maxCost ? cost : 0;
  } catch {
    return 0;
  }
}

export function partnerLimits(keys: ApiKeyStore): ApolloServerPlugin<RouterContext> {
  return {
    async requestDidStart({ contextValue }) {
      const key = contextValue.partner;
      if (!key) return;
      // Charged once per request: when the operation is known, or at the answer for a request refused before that.
      let charged: Promise<Charged> | undefined;
      return {
        async didResolveOperation(rc) {
          if (!rc.operation) return;
          const refusal = scopeRefusal(rc.document, rc.operation, key.scopes);
          const count = await (charged = keys.charge(key, refusal ? 0 : costOf(rc)));
          if (refusal) throw new AppError(ErrorCode.FORBIDDEN, scopeRefusalMessage(refusal), { http: { status: 403 } });
          const verdict = windowVerdict(count, key);
          if (verdict === "ok") return;
          const retryAfterSeconds = count.resetSeconds;
          const message =
            verdict === "requests"
              ? `This API key may send ${key.requestsPerMinute} requests a minute. Try again in ${retryAfterSeconds} seconds.`
              : `This API key's query cost budget of ${key.costPerMinute} a minute is spent. Try again in ${retryAfterSeconds} seconds.`;
          throw new AppError(verdict === "requests" ? ErrorCode.RATE_LIMITED : ErrorCode.QUERY_COST_BUDGET_EXCEEDED, message, {
            retryAfterSeconds,
            http: { status: 429, headers: new HeaderMap([["retry-after", String(retryAfterSeconds)]]) },
          });
        },
        async willSendResponse(rc) {
          // A count that failed (the database is down) was reported where it failed; the answer goes without headers.
          const count = await (charged ??= keys.charge(key, 0)).catch(() => null);
          if (!count) return;
          for (const [name, value] of Object.entries(rateLimitHeaders(key, count, count.resetSeconds)))
            rc.response.http.headers.set(name.toLowerCase(), value);
        },
      };
    },
  };
}

/**
 * A partner request answered before partnerLimits runs (a body that is no JSON or too large, a batch, an empty body,
 * an unknown persisted query) still counts as a request and carries the RateLimit fields: its answer waits for the
 * count. On /graphql after partnerAccess; an answer that already has the fields (from the plugin) is left alone.
 */
export function partnerAnswerLimits(keys: ApiKeyStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.partner;
    if (!key) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      if (res.headersSent || res.hasHeader("ratelimit")) return end(...args);
      keys.charge(key, 0).then(
        (count) => {
          for (const [name, value] of Object.entries(rateLimitHeaders(key, count, count.resetSeconds))) res.setHeader(name, value);
          end(...args);
        },
        (err: unknown) => {
          // As in the plugin: without a count the answer goes without the fields.
          req.log.warn({ err }, "partner request not counted");
          end(...args);
        },
      );
      return res;
    }) as Response["end"];
    next();
  };
}
