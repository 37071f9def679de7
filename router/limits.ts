/**
 * Baseline protection (GraphQL Armor): depth, cost, aliases, tokens and directives. The numbers are calibrated by
 * router/limits.test.ts, which runs every client operation under them.
 */
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { isProduction } from "../subgraphs/shared/env.js";

export const LIMITS = {
  maxDepth: 12,
  maxCost: 2500,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export function armor() {
  return new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true },
    costLimit: { maxCost: LIMITS.maxCost, ignoreIntrospection: true },
    maxAliases: { n: LIMITS.maxAliases },
    maxTokens: { n: LIMITS.maxTokens },
    maxDirectives: { n: LIMITS.maxDirectives },
    // Field suggestions leak the schema when introspection is off.
    blockFieldSuggestion: { enabled: isProduction() },
  }).protect();
}
