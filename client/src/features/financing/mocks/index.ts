/**
 * The financing calculator's mock quotes (./quotes.ts) and their share of the mock schema. ISA agreements, income
 * reports, statements and withdrawals stay with the enrolment mocks: they live on its orders (one store, one
 * sessionStorage entry) and the Order object carries them.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { isaQuote, upfrontQuote, withdrawalQuote } from "./quotes";

export * from "./quotes";

export function financingMockResolvers(): Resolvers {
  return {
    Query: {
      isaQuote: (_: unknown, { input }: { input: unknown }) => isaQuote(input),
      upfrontQuote: (_: unknown, { price }: { price: unknown }) => upfrontQuote(price),
      withdrawalQuote: (_: unknown, args: unknown) => withdrawalQuote(args),
    },
  };
}
