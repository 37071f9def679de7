import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { approveIsaOrder, cancelOrder, confirmOrderPayment, placeOrder, rejectOrder } from "../services/orders.js";

export const Mutation: Pick<MutationResolvers, "placeOrder" | "cancelOrder" | "confirmOrderPayment" | "rejectOrder" | "approveIsaOrder"> = {
  placeOrder: (_, { input }, ctx) => placeOrder(ctx, input),
  cancelOrder: (_, { id }, ctx) => cancelOrder(ctx, id),
  confirmOrderPayment: (_, { id }, ctx) => confirmOrderPayment(ctx, id),
  rejectOrder: (_, { id }, ctx) => rejectOrder(ctx, id),
  // An ISA order is approved like a payment is confirmed: the order becomes FINANCED and access starts.
  approveIsaOrder: (_, { id }, ctx) => approveIsaOrder(ctx, id),
};
