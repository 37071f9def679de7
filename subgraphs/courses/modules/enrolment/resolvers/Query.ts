import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { findEnrolmentOption, listEnrolmentOptions } from "../services/enrolment.js";
import { listOrders, myCourseAccess, myOrders } from "../services/orders.js";

export const Query: Pick<QueryResolvers, "enrolmentOptions" | "enrolmentOption" | "myOrders" | "myCourseAccess" | "orders"> = {
  enrolmentOptions: (_, __, ctx) => listEnrolmentOptions(ctx),
  enrolmentOption: (_, { id }, ctx) => findEnrolmentOption(ctx, id),
  myOrders: (_, __, ctx) => myOrders(ctx),
  myCourseAccess: (_, __, ctx) => myCourseAccess(ctx),
  orders: (_, args, ctx) => listOrders(ctx, args),
};
