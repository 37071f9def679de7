/**
 * A short-lived cache of visitors' query answers in the router. A visitor's answer depends only on the operation and
 * its variables: every viewer-specific field resolves the same for everyone who is not logged in, so one visitor's
 * answer serves the next. Logged-in people are never served from it, nor stored in it.
 *
 * Freshness: any mutation that passes through this router empties it, so an admin's edit shows at once here; another
 * router process (or a scheduled job writing behind the API) is at most RESPONSE_CACHE_TTL_MS behind.
 */
import { createHash } from "node:crypto";
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from "@apollo/server";
import { LRUCache } from "lru-cache";
import type { FormattedExecutionResult } from "graphql";
import type { RouterContext } from "./transport.js";

/** How long a visitor's answer is reused: long enough to absorb a burst, short enough that nobody waits for news. */
export const RESPONSE_CACHE_TTL_MS = 10_000;
/** Kept answers at most; the least recently used go first. */
export const RESPONSE_CACHE_ENTRIES = 2_000;
/** Set on every cacheable answer: whether it came from the cache. */
export const RESPONSE_CACHE_HEADER = "x-response-cache";

export interface ResponseCache {
  plugin: ApolloServerPlugin<RouterContext>;
  /** Forgets every answer (a mutation did this already; tests and operators may too). */
  clear(): void;
  readonly size: number;
}

function keyOf(rc: GraphQLRequestContext<RouterContext>): string {
  const { operationName, variables } = rc.request;
  return createHash("sha256")
    .update(rc.queryHash ?? "")
    .update("\0")
    .update(operationName ?? "")
    .update("\0")
    .update(JSON.stringify(variables ?? {}))
    .digest("base64url");
}

const cacheable = (rc: GraphQLRequestContext<RouterContext>) => !rc.contextValue.viewer && rc.operation?.operation === "query";

export function visitorResponseCache(opts: { ttlMs?: number; maxEntries?: number } = {}): ResponseCache {
  const answers = new LRUCache<string, FormattedExecutionResult>({
    max: opts.maxEntries ?? RESPONSE_CACHE_ENTRIES,
    ttl: opts.ttlMs ?? RESPONSE_CACHE_TTL_MS,
  });
  const plugin: ApolloServerPlugin<RouterContext> = {
    async requestDidStart() {
      let hit = false;
      return {
        async responseForOperation(rc) {
          if (!cacheable(rc)) return null;
          const cached = answers.get(keyOf(rc));
          if (!cached) return null;
          hit = true;
          const http = { status: undefined, headers: new HeaderMap([[RESPONSE_CACHE_HEADER, "hit"]]) };
          return { http, body: { kind: "single", singleResult: cached } };
        },
        async willSendResponse(rc) {
          if (rc.operation?.operation === "mutation") return void answers.clear();
          if (hit || !cacheable(rc) || rc.response.body.kind !== "single") return;
          const result = rc.response.body.singleResult;
          // Only whole answers: a partial one (a subgraph down) must not outlive the outage.
          if (result.errors?.length || !result.data) return;
          answers.set(keyOf(rc), result);
          rc.response.http.headers.set(RESPONSE_CACHE_HEADER, "miss");
        },
      };
    },
  };
  return {
    plugin,
    clear: () => answers.clear(),
    get size() {
      return answers.size;
    },
  };
}
