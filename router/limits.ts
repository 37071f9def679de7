/**
 * The router's query limits. GraphQL Armor keeps depth, aliases, tokens and directives; the cost of an operation is
 * ours (graphql-query-complexity with one estimator), because Armor's cost counts a field once however many rows it
 * may return. The numbers are calibrated by router/limits.test.ts, which runs every client operation under them with
 * the page sizes the client sends.
 *
 * Cost model (`COST`):
 * - a scalar (enums and `__typename` included) costs 1, an object 2 plus what is selected in it;
 * - a paged field (one returning a `{ items, pageInfo }` page) costs the page's own selections plus `pageSize` times
 *   one item: `pageSize` as requested, or its default when omitted (the argument's default value, else the
 *   "(default N" of its description, else the 100 cap);
 * - an unpaged list costs `COST.unpagedList` times one element (such lists are short by design: a course's modules,
 *   a role's skills);
 * - introspection costs nothing (it is turned off in production).
 */
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { isProduction } from "../subgraphs/shared/env.js";
import { MAX_PAGE_SIZE } from "../subgraphs/shared/pagination.js";

export const LIMITS = {
  maxDepth: 12,
  maxCost: 50_000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export const COST = {
  scalar: 1,
  object: 2,
  /** How many elements an unpaged list is charged for. */
  unpagedList: 10,
} as const;

/** Fields and fragments the cost walk may visit; past this a query (a fragment bomb) is refused unmeasured. */
const MAX_COST_NODES = 10_000;

const isPageType = (type: GraphQLNamedType) => isObjectType(type) && "items" in type.getFields() && "pageInfo" in type.getFields();

/** The page size a paged field returns when `pageSize` is omitted. */
export function defaultPageSize(field: GraphQLField<unknown, unknown>): number {
  const arg = field.args.find((a) => a.name === "pageSize");
  if (typeof arg?.defaultValue === "number") return arg.defaultValue;
  // The subgraphs apply the SPEC's size for each list in code and state it in the description.
  const stated = /\(default (\d+)\b/.exec(arg?.description ?? "");
  return stated ? Number(stated[1]) : MAX_PAGE_SIZE;
}

function costEstimator(): ComplexityEstimator {
  // The library computes children before their field, so a page's `items` are estimated (and noted here) just before
  // the paged field that owns them; the paged field takes them and charges them `pageSize` times.
  let itemsSincePage = 0;
  return ({ type, field, args, childComplexity }) => {
    if (type.name.startsWith("__") || field.name === "__schema" || field.name === "__type") return 0;
    const returns = getNamedType(field.type);
    if (isPageType(returns)) {
      const requested = args.pageSize;
      const pageSize = Math.max(0, typeof requested === "number" ? requested : defaultPageSize(field));
      const oneItem = itemsSincePage;
      itemsSincePage = 0;
      return COST.object + childComplexity - oneItem + pageSize * oneItem;
    }
    const one = isCompositeType(returns) ? COST.object + childComplexity : COST.scalar;
    if (isPageType(type) && field.name === "items") {
      itemsSincePage += one;
      return one;
    }
    return isListType(getNullableType(field.type)) ? COST.unpagedList * one : one;
  };
}

/** What `operation` (with `variables`) costs; throws a GraphQLError when it cannot be measured. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    ...(operationName ? { operationName } : {}),
    estimators: [costEstimator()],
    maxQueryNodes: MAX_COST_NODES,
  });
}

const refused = (message: string, extensions: Record<string, unknown>) =>
  new GraphQLError(message, { extensions: { code: "GRAPHQL_VALIDATION_FAILED", ...extensions, http: { status: 400 } } });

/**
 * Refuses an operation costing more than `maxCost`. A plugin rather than a validation rule: the cost depends on the
 * request's variables (a `$pageSize`), which validation does not see.
 */
export function costLimitPlugin(maxCost: number = LIMITS.maxCost): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          // Only the operation that will run (plus fragments), so other operations in the document are not charged.
          const only: DocumentNode = {
            kind: Kind.DOCUMENT,
            definitions: document.definitions.filter(
              (d) => d.kind !== Kind.OPERATION_DEFINITION || d === (operation as OperationDefinitionNode),
            ),
          };
          let cost: number;
          try {
            cost = operationCost(schema, only, request.variables ?? {});
          } catch (err) {
            if (/maximum allowed number of nodes/.test((err as Error).message)) {
              throw refused(`Cost limit of ${maxCost} exceeded: the operation expands to more than ${MAX_COST_NODES} fields.`, {
                limit: "cost",
                maxCost,
              });
            }
            // Variables that do not fit their types: what execution would say, said now.
            throw new GraphQLError((err as Error).message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
          }
          if (cost > maxCost) {
            throw refused(`Cost limit of ${maxCost} exceeded: the operation costs ${cost}. Ask for smaller pages or fewer fields.`, {
              limit: "cost",
              cost,
              maxCost,
            });
          }
        },
      };
    },
  };
}

export function armor() {
  const protection = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true },
    // Replaced by costLimitPlugin, which scales lists by the page size asked for.
    costLimit: { enabled: false },
    // Every alias counts, `__typename` ones too (Armor lets those through by default).
    maxAliases: { n: LIMITS.maxAliases, allowList: [] },
    // graphql-js counts tokens itself while parsing (`parseOptions` below): Armor's check re-parses in a plugin hook,
    // where a throw bypasses Apollo's pipeline and is logged as an unexpected error.
    maxTokens: { enabled: false },
    maxDirectives: { n: LIMITS.maxDirectives },
    // Field suggestions leak the schema when introspection is off.
    blockFieldSuggestion: { enabled: isProduction() },
  }).protect();
  return { ...protection, plugins: [...protection.plugins, costLimitPlugin()], parseOptions: { maxTokens: LIMITS.maxTokens } };
}
