/**
 * The API explorer: GraphiQL, built by the client into client/dist/graphiql.html and served at /graphiql (by
 * router/static.ts) under a policy of its own. A browser opening /graphql is sent there: Apollo's landing page, which
 * loads Apollo Sandbox from a CDN, is off. In production introspection (the explorer's schema and docs) is open to
 * partner API keys only; anyone else is refused with FORBIDDEN (403, reason INTROSPECTION_NEEDS_API_KEY).
 */
import express from "express";
import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { NoSchemaIntrospectionCustomRule, validate } from "graphql";
import { AppError, ErrorCode } from "../subgraphs/shared/errors.js";
import { graphiqlContentSecurityPolicy } from "./security-headers.js";
import type { RouterContext } from "./transport.js";

export const GRAPHIQL_PATH = "/graphiql";
/** The built page, as router/static.ts serves it. */
export const GRAPHIQL_FILE = "/graphiql.html";

/** extensions.reason of the refusal, for clients to tell it from other FORBIDDEN answers. */
export const INTROSPECTION_NEEDS_API_KEY = "INTROSPECTION_NEEDS_API_KEY";
export const INTROSPECTION_REFUSED =
  "Introspection (__schema, __type) is open to partner API keys only: send yours as `Authorization: Bearer tfk_…` or `X-API-Key`.";

/** Before the app's routes: the explorer's policy on its page, and browsers asking /graphql for a page sent to it. */
export function graphiqlRoutes(opts: { production?: boolean } = {}): express.Router {
  const router = express.Router();
  router.get([GRAPHIQL_PATH, GRAPHIQL_FILE], graphiqlContentSecurityPolicy(opts));
  router.get("/graphql", (req, res, next) => {
    // A browser's address bar asks for HTML first; API clients (and curl's */*) get the API as before.
    if (req.accepts(["json", "html"]) !== "html") return next();
    res.redirect(302, GRAPHIQL_PATH);
  });
  return router;
}

/**
 * The gateway's plugins for the explorer: no landing page, and in production introspection only for a partner request
 * (the server itself has introspection on, so a key can reach it).
 */
export function graphiqlPlugins(production: boolean): ApolloServerPlugin<RouterContext>[] {
  return [ApolloServerPluginLandingPageDisabled(), introspectionForPartners(production)];
}

function introspectionForPartners(production: boolean): ApolloServerPlugin<RouterContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!production || contextValue.partner) return;
      return {
        async didResolveOperation({ schema, document }) {
          // graphql-js's own check: __schema or __type anywhere in the document (fragments included); __typename is fine.
          if (validate(schema, document, [NoSchemaIntrospectionCustomRule]).length === 0) return;
          throw new AppError(ErrorCode.FORBIDDEN, INTROSPECTION_REFUSED, {
            reason: INTROSPECTION_NEEDS_API_KEY,
            http: { status: 403 },
          });
        },
      };
    },
  };
}
