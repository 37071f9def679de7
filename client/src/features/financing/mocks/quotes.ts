/**
 * The financing calculator's quotes (ISA schedule, upfront discount, withdrawal), computed by the server's own pure
 * financing rules and input schemas, so the mock quotes cannot drift from the real ones.
 */
import {
  isaQuoteInputSchema,
  isaSchedule,
  upfrontArgsSchema,
  upfrontQuote as upfrontRule,
  withdrawalArgsSchema,
  withdrawalQuote as withdrawalRule,
} from "@server/courses/modules/financing/rules/index.js";
import { parseInput } from "@server/shared/validation.js";

export const isaQuote = (input: unknown) => isaSchedule(parseInput(isaQuoteInputSchema, input));
export const upfrontQuote = (price: unknown) => upfrontRule(parseInput(upfrontArgsSchema, { price }).price);
export const withdrawalQuote = (args: unknown) => withdrawalRule(parseInput(withdrawalArgsSchema, args));
