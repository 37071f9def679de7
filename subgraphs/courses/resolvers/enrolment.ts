/** Enrolment options, orders and course access (programmes: programmes.ts): thin resolvers over services/enrolment.ts and services/orders.ts. */
import type {
  CourseAccessResolvers,
  EnrolmentOptionResolvers,
  MutationResolvers,
  OrderResolvers,
  QueryResolvers,
} from "../__generated__/resolvers-types.js";
import { notFound } from "../../shared/errors.js";
import {
  coursesOfOption,
  enrolmentOptionIsOpen,
  feeOf,
  findEnrolmentOption,
  findProgramme,
  listEnrolmentOptions,
  paymentPlansOf,
} from "../services/enrolment.js";
import { agreementOfOrder } from "../services/isa.js";
import { classOfAccess } from "../services/progress.js";
import { withdrawalOf } from "../services/withdrawal.js";
import {
  accessModel,
  buyerOf,
  cancelOrder,
  confirmOrderPayment,
  findOrderFor,
  listOrders,
  myCourseAccess,
  myOrders,
  orderMoney,
  paymentOf,
  placeOrder,
  rejectOrder,
} from "../services/orders.js";

export const EnrolmentQuery: Pick<QueryResolvers, "enrolmentOptions" | "enrolmentOption" | "myOrders" | "myCourseAccess" | "orders"> = {
  enrolmentOptions: (_, __, ctx) => listEnrolmentOptions(ctx),
  enrolmentOption: (_, { id }, ctx) => findEnrolmentOption(ctx, id),
  myOrders: (_, __, ctx) => myOrders(ctx),
  myCourseAccess: (_, __, ctx) => myCourseAccess(ctx),
  orders: (_, args, ctx) => listOrders(ctx, args),
};

export const Mutation: MutationResolvers = {
  placeOrder: (_, { input }, ctx) => placeOrder(ctx, input),
  cancelOrder: (_, { id }, ctx) => cancelOrder(ctx, id),
  confirmOrderPayment: (_, { id }, ctx) => confirmOrderPayment(ctx, id),
  rejectOrder: (_, { id }, ctx) => rejectOrder(ctx, id),
};

export const EnrolmentOption: EnrolmentOptionResolvers = {
  __resolveReference: (ref, ctx) => findEnrolmentOption(ctx, ref.id),
  courses: (option, _, ctx) => coursesOfOption(ctx, option),
  programme: (option, _, ctx) => (option.programmeId ? findProgramme(ctx, option.programmeId) : null),
  open: (option, _, ctx) => enrolmentOptionIsOpen(ctx, option),
  fee: (option) => feeOf(option),
  paymentPlans: (option) => paymentPlansOf(option),
};

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
  isaAgreement: (order, _, ctx) => agreementOfOrder(ctx, order),
  withdrawal: (order, _, ctx) => withdrawalOf(ctx, order),
};

export const CourseAccess: CourseAccessResolvers = {
  course: async (access, _, ctx) => (await ctx.loaders.course.load(access.courseId)) ?? Promise.reject(notFound("Course", access.courseId)),
  startsAt: (access) => access.startsAt.toISOString(),
  endsAt: (access) => access.endsAt.toISOString(),
  active: (access, _, ctx) => accessModel.active(access, ctx.now),
  daysLeft: (access, _, ctx) => accessModel.daysLeft(access, ctx.now),
  class: (access, _, ctx) => classOfAccess(ctx, access),
};
