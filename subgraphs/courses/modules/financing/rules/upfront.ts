/** Upfront payment (SPEC §1, §9): paying in full upfront gives a 20% discount. */
import { shareOfCents, toCents, toUsd } from "./money.js";

export const UPFRONT_DISCOUNT = 0.2;
/** The discount in basis points, so the amount is computed in integer cents. */
const UPFRONT_DISCOUNT_BP = 2_000;

export interface UpfrontQuoteResult {
  price: number;
  discountRate: number;
  amount: number;
}

/** The amount to pay upfront: price × 0.8, in cents. `price` is already validated (0 < price ≤ 1,000,000). */
export function upfrontQuote(price: number): UpfrontQuoteResult {
  const priceCents = toCents(price);
  const amountCents = shareOfCents(priceCents, 10_000 - UPFRONT_DISCOUNT_BP, 10_000);
  return { price: toUsd(priceCents), discountRate: UPFRONT_DISCOUNT, amount: toUsd(amountCents) };
}
