import { parseInput } from "../../../../shared/validation.js";
import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import {
  isaQuoteInputSchema,
  isaSchedule,
  upfrontArgsSchema,
  upfrontQuote,
  withdrawalArgsSchema,
  withdrawalQuote,
} from "../rules/index.js";
import { isaCountries, listIncomeReports } from "../services/isa.js";

export const Query: Pick<QueryResolvers, "isaQuote" | "upfrontQuote" | "withdrawalQuote" | "isaCountries" | "incomeReports"> = {
  /*
   * Financing quotes (SPEC §1): validate with zod (BAD_USER_INPUT with field paths), run the pure rule, return its
   * result (the rule results already have the GraphQL shape). Paths are relative to the input object
   * (`periods.2.salary`), as the calculator form names its fields.
   */
  isaQuote: (_, { input }) => isaSchedule(parseInput(isaQuoteInputSchema, input)),
  upfrontQuote: (_, args) => upfrontQuote(parseInput(upfrontArgsSchema, args).price),
  withdrawalQuote: (_, args) => withdrawalQuote(parseInput(withdrawalArgsSchema, args)),
  isaCountries: () => isaCountries(),
  incomeReports: (_, args, ctx) => listIncomeReports(ctx, args),
};
