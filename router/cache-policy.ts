/**
 * The Cache-Control header of /graphql answers. Subgraphs declare how long their public data may be kept with
 * `@cacheControl` hints in their SDL; each subgraph's Apollo Server turns its part of an operation into a Cache-Control
 * header, and the gateway's data source (router/transport.ts) narrows the operation's policy by each of them. Here
 * that policy becomes the final header:
 *
 * - a logged-in person: `private, no-store`, always (their answers hold what only they may see);
 * - a visitor or a partner key, a query answered without errors whose every part is PUBLIC with a max age:
 *   `public, max-age=<the smallest part's>` and `Vary: Cookie` (the same request with a session cookie may be a
 *   logged-in person's, answered differently);
 * - anything else (a PRIVATE part, max age 0, errors, a mutation): `private, no-store`.
 *
 * A field the SDL marks PRIVATE makes the answer `private, no-store` as soon as the operation selects it, even where
 * it was never resolved (an empty list), so whether an answer is public follows from its operation alone.
 */
import type { ApolloServerPlugin, GraphQLRequestContext } from "@apollo/server";
import { ApolloServerPluginCacheControl } from "@apollo/server/plugin/cacheControl";
import {
  Kind,
  TypeInfo,
  isAbstractType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type ConstDirectiveNode,
} from "graphql";
import { SUBGRAPH_NAMES, subgraphTypeDefs } from "../subgraphs/shared/server.js";
import type { RouterContext } from "./transport.js";

export const NOT_CACHEABLE = "private, no-store";
export const publicCacheControl = (maxAge: number) => `public, max-age=${maxAge}`;

let privateFieldsOnce: ReadonlySet<string> | undefined;

/**
 * `Type.field` for every field a subgraph's SDL marks `@cacheControl(scope: PRIVATE)`. The SDL files do not change
 * while the process runs, so they are read and parsed once, however many router apps it creates (tests create many).
 */
export function privateFieldsOfSubgraphs(): ReadonlySet<string> {
  return (privateFieldsOnce ??= readPrivateFields());
}

function readPrivateFields(): ReadonlySet<string> {
  const fields = new Set<string>();
  const isPrivate = (d: ConstDirectiveNode) =>
    d.name.value === "cacheControl" &&
    (d.arguments ?? []).some((a) => a.name.value === "scope" && a.value.kind === Kind.ENUM && a.value.value === "PRIVATE");
  for (const name of SUBGRAPH_NAMES) {
    for (const def of subgraphTypeDefs(name).definitions) {
      if (!("fields" in def) || !("name" in def) || !def.name) continue;
      for (const field of def.fields ?? []) if (field.directives?.some(isPrivate)) fields.add(`${def.name.value}.${field.name.value}`);
    }
  }
  return fields;
}

/** Whether the document selects a PRIVATE field anywhere (through an interface or union: on any of its types). */
function selectsPrivateField(schema: GraphQLSchema, document: DocumentNode, privateFields: ReadonlySet<string>): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent) return;
        const types = isAbstractType(parent) ? [parent, ...schema.getPossibleTypes(parent)] : [parent];
        if (types.some((t) => privateFields.has(`${t.name}.${node.name.value}`))) found = true;
      },
    }),
  );
  return found;
}

interface KeptPolicy {
  maxAge: number;
  at: number;
}

/**
 * The router's cache-control plugins: Apollo's own, computing the policy but leaving the header to us, and ours, which
 * writes it. Register both (Apollo would otherwise add its default one, which writes `max-age=N, public` itself).
 */
export function cachePolicy(opts: { now?: () => number } = {}): ApolloServerPlugin<RouterContext>[] {
  const now = opts.now ?? Date.now;
  const privateFields = privateFieldsOfSubgraphs();
  // Apollo keeps parsed documents for reuse, so each is checked once.
  const checked = new WeakMap<DocumentNode, boolean>();
  // The policy each public answer was given, by the answer itself: the visitors' answer cache (router/response-cache.ts)
  // serves that very object again without asking any subgraph, so its policy is found here, less the time it was kept.
  const kept = new WeakMap<object, KeptPolicy>();

  const publicMaxAge = (rc: GraphQLRequestContext<RouterContext>): number | null => {
    const { response, operation, document, schema, contextValue } = rc;
    if (contextValue.viewer || !document || operation?.operation !== "query" || response.body?.kind !== "single") return null;
    const result = response.body.singleResult;
    if (result.errors?.length || !result.data) return null;
    let privateSelection = checked.get(document);
    if (privateSelection === undefined) checked.set(document, (privateSelection = selectsPrivateField(schema, document, privateFields)));
    if (privateSelection) return null;
    const earlier = kept.get(result);
    if (earlier) return earlier.maxAge - Math.floor((now() - earlier.at) / 1000);
    const policy = rc.overallCachePolicy.policyIfCacheable();
    if (!policy || policy.scope !== "PUBLIC") return null;
    kept.set(result, { maxAge: policy.maxAge, at: now() });
    return policy.maxAge;
  };

  const header: ApolloServerPlugin<RouterContext> = {
    async requestDidStart() {
      return {
        async willSendResponse(rc) {
          const maxAge = publicMaxAge(rc);
          const headers = rc.response.http.headers;
          if (maxAge === null || maxAge <= 0) return void headers.set("cache-control", NOT_CACHEABLE);
          headers.set("cache-control", publicCacheControl(maxAge));
          headers.set("vary", "Cookie");
        },
      };
    },
  };
  return [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), header];
}
