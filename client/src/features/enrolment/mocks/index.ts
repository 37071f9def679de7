/**
 * The enrolment mock backend (./enrolment.ts): enrolment options, orders and course access, and the financing that
 * lives on orders (ISA agreements, income reports, statements, withdrawals), with its share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { profileOptions } from "../../talent/mocks";
import {
  accessFor,
  cancelOrder,
  confirmOrder,
  enrolmentOptions,
  financingResolvers,
  optionById,
  optionObject,
  optionsForCourse,
  orderObject,
  ordersOf,
  placeOrder,
  WAITING_STATUSES,
} from "./enrolment";

export * from "./enrolment";

export function enrolmentMockResolvers(deps: MockDeps): Resolvers {
  const { requireViewer, requireCourseAdmin, viewer, userById } = deps;
  const financing = financingResolvers(deps);
  return {
    Query: {
      ...financing.Query,
      enrolmentOptions: () => enrolmentOptions.map(optionObject),
      enrolmentOption: (_: unknown, { id }: { id: string }) => {
        const o = optionById(id);
        return o ? optionObject(o) : null;
      },
      myCourseAccess: () => accessFor(requireViewer().id),
    },
    Mutation: {
      ...financing.Mutation,
      placeOrder: (
        _: unknown,
        { input }: { input: { optionId: string; courseId: string; paymentPlan: string; country?: string | null } },
      ) => orderObject(placeOrder(requireViewer().id, input, profileOptions.countries)),
      cancelOrder: (_: unknown, { id }: { id: string }) => orderObject(cancelOrder(id, requireViewer().id)),
      confirmOrderPayment: (_: unknown, { id }: { id: string }) => {
        requireCourseAdmin();
        return orderObject(confirmOrder(id));
      },
      rejectOrder: (_: unknown, { id }: { id: string }) => {
        requireCourseAdmin();
        return orderObject(cancelOrder(id));
      },
    },
    Course: {
      enrolmentOptions: (c: { id: string }) => optionsForCourse(c.id).map(optionObject),
      viewerAccess: (c: { id: string }) => {
        const a = viewer();
        return a ? (accessFor(a.id, c.id)[0] ?? null) : null;
      },
      viewerPendingOrderStatus: (c: { id: string }) => {
        const a = viewer();
        const waiting = a ? ordersOf(a.id).find((o) => o.courseId === c.id && WAITING_STATUSES.includes(o.status)) : undefined;
        return waiting?.status ?? null;
      },
    },
    Order: {
      buyer: (o: { buyerId: string }) => userById(o.buyerId),
    },
  };
}
