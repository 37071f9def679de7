import type { CourseAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { ordersWaitingCount } from "../services/orders.js";

/** The enrolment module's figures of the learning summary (the root field checked the role). */
export const CourseAdminSummary: Pick<CourseAdminSummaryResolvers, "ordersAwaitingPayment" | "ordersAwaitingApproval"> = {
  ordersAwaitingPayment: (_, __, ctx) => ordersWaitingCount(ctx, "PENDING_PAYMENT"),
  ordersAwaitingApproval: (_, __, ctx) => ordersWaitingCount(ctx, "PENDING_APPROVAL"),
};
