/**
 * Financing queries (SPEC §1): thin resolvers — validate with zod (BAD_USER_INPUT with field paths), run the pure
 * rule, return its result (the rule results already have the GraphQL shape). Merged into the Query resolvers.
 */
import { parseInput } from "../../shared/validation.js";
import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import {
  isaQuoteInputSchema,
  isaSchedule,
  upfrontArgsSchema,
  upfrontQuote,
  withdrawalArgsSchema,
  withdrawalQuote,
} from "../rules/financing/index.js";

export const FinancingQuery: Pick<QueryResolvers, "isaQuote" | "upfrontQuote" | "withdrawalQuote"> = {
  // Paths are relative to the input object (`periods.2.salary`), as the calculator form names its fields.
  isaQuote: (_, { input }) => isaSchedule(parseInput(isaQuoteInputSchema, input)),
  upfrontQuote: (_, args) => upfrontQuote(parseInput(upfrontArgsSchema, args).price),
  withdrawalQuote: (_, args) => withdrawalQuote(parseInput(withdrawalArgsSchema, args)),
};
