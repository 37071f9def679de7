import type { OrderResolvers } from "../../../__generated__/resolvers-types.js";
import { agreementOfOrder } from "../services/isa.js";
import { withdrawalOf } from "../services/withdrawal.js";

/** Financing's fields of enrolment's Order: its income share agreement and its withdrawal. */
export const Order: Pick<OrderResolvers, "isaAgreement" | "withdrawal"> = {
  isaAgreement: (order, _, ctx) => agreementOfOrder(ctx, order),
  withdrawal: (order, _, ctx) => withdrawalOf(ctx, order),
};
