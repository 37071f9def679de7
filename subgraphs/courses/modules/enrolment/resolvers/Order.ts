import type { OrderResolvers } from "../../../__generated__/resolvers-types.js";
import { notFound } from "../../../../shared/errors.js";
import { buyerOf, findOrderFor, orderMoney, paymentOf } from "../services/orders.js";

/** Enrolment's fields of Order; financing adds its ISA agreement and withdrawal (financing/resolvers/Order.ts). */
export const Order: OrderResolvers = {
  __resolveReference: (ref, ctx) => findOrderFor(ctx, ref.id),
  option: async (order, _, ctx) =>
    (await ctx.loaders.enrolmentOption.load(order.optionId)) ?? Promise.reject(notFound("Enrolment option", order.optionId)),
  course: async (order, _, ctx) => (await ctx.loaders.course.load(order.courseId)) ?? Promise.reject(notFound("Course", order.courseId)),
  buyer: (order) => buyerOf(order),
  listPrice: (order) => orderMoney.listPrice(order),
  discount: (order) => orderMoney.discount(order),
  amount: (order) => orderMoney.amount(order),
  payment: (order) => paymentOf(order),
  createdAt: (order) => order.createdAt.toISOString(),
  paidAt: (order) => order.paidAt?.toISOString() ?? null,
  country: (order) => order.country,
};
