/**
 * Orders and course access (SPEC §4: direct enrolment is an immediate purchase; M1 gives 90 days of access).
 * UPFRONT: an order is placed PENDING_PAYMENT with the offline provider; a course admin confirms the payment, which
 * marks it PAID and starts access in the same transaction. Nothing else ever marks an order paid.
 * ISA (SPEC §1 financing): the order is placed PENDING_APPROVAL with its agreement; a course admin approves it, which
 * marks it FINANCED, starts access and fixes the first collection month, in one transaction.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, exists, gt, inArray, isNull, lte, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  ORDER_STATUSES,
  courseAccess,
  courseTable,
  enrolmentOptions,
  isaAgreements,
  orders,
  withdrawals,
} from "../../../../../drizzle/schema/courses.js";
import { isUniqueViolation, type Tx } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { COUNTRIES } from "../../../../shared/options.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole } from "../../../../shared/viewer.js";
import { enqueueMail } from "../../../../shared/mail/index.js";
import { takesApplications } from "../../programmes/rules/programmes.js";
import type { CoursesContext } from "../../../context.js";
import {
  ORDER_PAGE_SIZE,
  accessIsActive,
  accessWindow,
  daysLeft,
  optionIsOpen,
  orderPricing,
  orderReference,
  regionAllowed,
  statusesLeadingTo,
  waitingStatus,
  type OrderStatus,
  type PaymentPlan,
} from "../rules/enrolment.js";
import { ISA_COUNTRIES, firstCollectionMonth, isIsaCountry, toUsd } from "../../financing/rules/index.js";
import type { UserRef } from "../../../mappers.js";
import type { CourseAccessRow, OrderRow, PaymentInstructionsModel } from "../mappers.js";
import { DEFAULT_PROVIDER_ID, paymentProvider } from "./payments/provider.js";

const placeOrderSchema = z.object({
  optionId: z.string().trim().min(1, "Choose an option").max(100),
  courseId: z.string().trim().min(1, "Choose a course").max(100),
  paymentPlan: z.enum(["UPFRONT", "ISA"]),
  country: z
    .enum(COUNTRIES, { message: "Choose a country from the list" })
    .nullish()
    .transform((c) => c ?? null),
  acceptIsaTerms: z.boolean().nullish(),
});

const orderId = z.uuid();
/** Ids that are not UUIDs name no order (rather than reaching the database as a type error). */
export function parseOrderId(id: string): string {
  const parsed = orderId.safeParse(id);
  if (!parsed.success) throw notFound("Order", id);
  return parsed.data;
}

/**
 * The viewer's own order `id` (NOT_FOUND otherwise: someone else's order looks exactly like a missing one), looked up
 * before the rest of a learner's request is validated. `what` names it in the error.
 */
export async function requireOwnOrder(ctx: CoursesContext, id: string, what = "Order"): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const order = await ctx.loaders.order.load(id);
  if (!order || order.buyerId !== viewer.id) throw notFound(what, id);
  return order;
}

export async function placeOrder(ctx: CoursesContext, input: unknown): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const { optionId, courseId, paymentPlan, country, acceptIsaTerms } = parseInput(placeOrderSchema, input);
  const option = await ctx.loaders.enrolmentOption.load(optionId);
  if (!option) throw badInput(`Unknown enrolment option "${optionId}".`, { optionId: "Unknown enrolment option" });
  if (option.mode !== "DIRECT" || option.accessDays === null)
    throw badInput("This option is taken through an application, not bought directly.", { optionId: "Apply for this option instead" });
  const programme = option.programmeId ? await ctx.loaders.programme.load(option.programmeId) : null;
  if (!optionIsOpen(option, programme && { applicationOpen: takesApplications(programme, ctx.now) }))
    throw badInput("This option is closed.", { optionId: "This option is closed" });
  const courses = await ctx.loaders.coursesOfOption.load(option.id);
  if (!courses.some((c) => c.id === courseId))
    throw badInput(`Course "${courseId}" is not part of this option.`, { courseId: "Not part of this option" });
  if (!option.paymentPlans.includes(paymentPlan))
    throw badInput(`This option cannot be paid with ${paymentPlan === "ISA" ? "an income share agreement" : "this plan"}.`, {
      paymentPlan: "Not offered for this option",
    });
  const region = regionAllowed(option.limitedRegions, country);
  if (!region.ok)
    throw region.reason === "COUNTRY_REQUIRED"
      ? badInput("This option is limited to some countries: tell us where you live.", { country: "Choose your country" })
      : badInput(`This option is available only in ${option.limitedRegions.join(", ")}.`, { country: "Not available in your country" });
  if (paymentPlan === "ISA") {
    const fields: Record<string, string> = {};
    if (!country) fields.country = "Choose your country";
    else if (!isIsaCountry(country)) fields.country = `The ISA is offered only in ${ISA_COUNTRIES.join(", ")}`;
    if (acceptIsaTerms !== true) fields.acceptIsaTerms = "Accept the income share agreement's terms";
    if (Object.keys(fields).length > 0)
      throw badInput("The income share agreement needs a country where it is offered and your acceptance.", fields);
  }

  const [active] = await ctx.db
    .select({ n: count() })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.buyerId, viewer.id),
        eq(courseAccess.courseId, courseId),
        lte(courseAccess.startsAt, ctx.now),
        gt(courseAccess.endsAt, ctx.now),
      ),
    );
  if ((active?.n ?? 0) > 0) throw conflict("You already have access to this course.", { courseId: "Already accessible" });

  const pricing = orderPricing(option.feeCents, paymentPlan);
  // A reference collision (32^8 space) is retried; a second waiting order for the course (either plan: one partial
  // unique index covers both waiting statuses) is a conflict. The agreement is written with its order or not at all.
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            buyerId: viewer.id,
            optionId: option.id,
            courseId,
            paymentPlan,
            ...pricing,
            currency: option.currency,
            provider: DEFAULT_PROVIDER_ID,
            reference: orderReference(randomBytes(8)),
            status: waitingStatus(paymentPlan),
            createdAt: ctx.now,
            country,
          })
          .returning();
        if (paymentPlan === "ISA")
          await tx
            .insert(isaAgreements)
            .values({ orderId: row!.id, learnerId: viewer.id, country: country!, capCents: pricing.amountCents, signedAt: ctx.now });
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err, "orders_one_waiting_per_course_idx"))
        throw conflict("You already have an order waiting for payment or approval for this course.", { courseId: "Pending order exists" });
      if (attempt < 3 && isUniqueViolation(err, "orders_reference_key")) continue;
      throw err;
    }
  }
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "waiting for payment",
  PENDING_APPROVAL: "waiting for ISA approval",
  PAID: "already paid",
  FINANCED: "already financed",
  CANCELLED: "cancelled",
  WITHDRAWN: "withdrawn",
};

/**
 * Moves an order to `to` from any status the transition rule allows, restricted to `plan` when given; zero rows
 * updated → NOT_FOUND when no such order is visible, CONFLICT otherwise (the conditional UPDATE is the lock).
 */
async function settle(
  tx: Tx,
  id: string,
  to: OrderStatus,
  scope: SQL | undefined,
  extra: Partial<OrderRow>,
  plan?: PaymentPlan,
): Promise<OrderRow> {
  const from = statusesLeadingTo(to);
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...extra })
    .where(and(eq(orders.id, id), inArray(orders.status, from), plan ? eq(orders.paymentPlan, plan) : undefined, scope))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ status: orders.status, paymentPlan: orders.paymentPlan })
    .from(orders)
    .where(and(eq(orders.id, id), scope));
  if (!existing) throw notFound("Order", id);
  if (plan && existing.paymentPlan !== plan)
    throw conflict(
      existing.paymentPlan === "ISA"
        ? "This order is financed by an income share agreement: approve it instead of confirming a payment."
        : "This order is paid upfront: confirm its payment instead of approving an agreement.",
    );
  throw conflict(`This order is ${STATUS_WORDS[existing.status]}; it cannot become ${to.toLowerCase().replace("_", " ")}.`);
}

/** The buyer cancels their own order while it waits for payment or approval. */
export async function cancelOrder(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const id = parseOrderId(rawId);
  return settle(ctx.db, id, "CANCELLED", eq(orders.buyerId, viewer.id), { cancelledAt: ctx.now });
}

/** A course admin rejects a waiting order (a transfer that never arrived, an ISA not approved). */
export async function rejectOrder(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const id = parseOrderId(rawId);
  return settle(ctx.db, id, "CANCELLED", undefined, { cancelledAt: ctx.now });
}

/** Tells the buyer their access has started, in the transaction that starts it. */
async function mailOrderConfirmed(tx: Tx, order: OrderRow, accessEndsAt: Date) {
  const [course] = await tx.select({ title: courseTable.title }).from(courseTable).where(eq(courseTable.id, order.courseId));
  await enqueueMail(tx, {
    kind: "order-confirmed",
    recipientId: order.buyerId,
    params: {
      orderReference: order.reference,
      courseTitle: course!.title,
      plan: order.paymentPlan,
      accessEndsAt: accessEndsAt.toISOString(),
    },
  });
}

/** Starts the order's access window now for its option's access days (inside the settling transaction). */
async function startAccess(tx: Tx, order: OrderRow, now: Date) {
  // Inside the transaction only `tx` may be used (PGlite has one connection: ctx.db would wait for this very transaction).
  const [option] = await tx
    .select({ accessDays: enrolmentOptions.accessDays })
    .from(enrolmentOptions)
    .where(eq(enrolmentOptions.id, order.optionId));
  if (!option || option.accessDays === null) throw new Error(`Order ${order.id}: option ${order.optionId} grants no access days`);
  const window = accessWindow(order.paidAt ?? now, option.accessDays);
  await tx.insert(courseAccess).values({ buyerId: order.buyerId, courseId: order.courseId, orderId: order.id, ...window });
  return window;
}

/**
 * A course admin confirms the payment arrived: in one transaction the order becomes PAID (only an UPFRONT order
 * waiting for payment) and access starts now for the option's access days.
 */
export async function confirmOrderPayment(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const id = parseOrderId(rawId);
  return ctx.db.transaction(async (tx) => {
    const order = await settle(tx, id, "PAID", undefined, { paidAt: ctx.now, confirmedBy: admin.id }, "UPFRONT");
    const window = await startAccess(tx, order, ctx.now);
    await mailOrderConfirmed(tx, order, window.endsAt);
    return order;
  });
}

/**
 * A course admin approves an ISA order: in one transaction it becomes FINANCED (only from PENDING_APPROVAL), access
 * starts now as for a paid order, and the agreement's first collection month becomes the first 1st on or after the
 * access ends.
 */
export async function approveIsaOrder(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const id = parseOrderId(rawId);
  return ctx.db.transaction(async (tx) => {
    const order = await settle(tx, id, "FINANCED", undefined, { paidAt: ctx.now, confirmedBy: admin.id }, "ISA");
    const window = await startAccess(tx, order, ctx.now);
    const updated = await tx
      .update(isaAgreements)
      .set({ firstCollectionMonth: firstCollectionMonth(window.endsAt) })
      .where(eq(isaAgreements.orderId, order.id))
      .returning({ orderId: isaAgreements.orderId });
    if (updated.length !== 1) throw new Error(`ISA order ${order.id} has no agreement`);
    await mailOrderConfirmed(tx, order, window.endsAt);
    return order;
  });
}

export async function myOrders(ctx: CoursesContext): Promise<OrderRow[]> {
  const viewer = requireViewer(ctx);
  return ctx.db.select().from(orders).where(eq(orders.buyerId, viewer.id)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function myCourseAccess(ctx: CoursesContext): Promise<CourseAccessRow[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db.select().from(courseAccess).where(eq(courseAccess.buyerId, viewer.id)).orderBy(desc(courseAccess.endsAt));
  // Active first, then by latest end (the sort is stable).
  return rows.sort((a, b) => Number(accessIsActive(b, ctx.now)) - Number(accessIsActive(a, ctx.now)));
}

const orderStatusSchema = z.enum(ORDER_STATUSES).nullish();

/**
 * Orders for course admins, newest first: optionally of one status, and/or (withdrawalRequested: true) only those
 * whose learner asked to withdraw and no admin has applied it yet. withdrawalRequested false or absent filters nothing.
 */
export async function listOrders(ctx: CoursesContext, args: PageArgs & { status?: string | null; withdrawalRequested?: boolean | null }) {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, ORDER_PAGE_SIZE);
  const status = parseInput(orderStatusSchema, args.status);
  const requested = args.withdrawalRequested
    ? exists(
        ctx.db
          .select({ orderId: withdrawals.orderId })
          .from(withdrawals)
          .where(and(eq(withdrawals.orderId, orders.id), isNull(withdrawals.appliedAt))),
      )
    : undefined;
  return pageOfTable(ctx.db, orders, window, {
    where: and(status ? eq(orders.status, status) : undefined, requested),
    orderBy: [desc(orders.createdAt), desc(orders.id)],
  });
}

/** For federation references: the buyer and course admins only. */
export async function findOrderFor(ctx: CoursesContext, rawId: string): Promise<OrderRow | null> {
  if (!ctx.viewer || !orderId.safeParse(rawId).success) return null;
  const admin = hasRole(ctx.viewer, "COURSE_ADMIN");
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, rawId), admin ? undefined : eq(orders.buyerId, ctx.viewer.id)));
  return row ?? null;
}

/** The viewer's latest access window to a course; null for visitors and people without access. */
export async function viewerAccessOf(ctx: CoursesContext, courseId: string): Promise<CourseAccessRow | null> {
  if (!ctx.viewer) return null;
  return (await ctx.loaders.viewerAccessOfCourse.load(courseId))[0] ?? null;
}

/**
 * The status of the viewer's order for the course waiting for payment or approval (at most one, by a unique index),
 * or null. Only the status: the field sits on the public Course, and the whole Order would join the partner contract.
 */
export async function viewerPendingOrderStatusOf(ctx: CoursesContext, courseId: string): Promise<OrderStatus | null> {
  if (!ctx.viewer) return null;
  return (await ctx.loaders.viewerPendingOrderOfCourse.load(courseId))[0]?.status ?? null;
}

export const orderMoney = {
  listPrice: (o: OrderRow) => toUsd(o.listPriceCents),
  discount: (o: OrderRow) => toUsd(o.discountCents),
  amount: (o: OrderRow) => toUsd(o.amountCents),
};

export function paymentOf(order: OrderRow): PaymentInstructionsModel {
  return paymentProvider(order.provider).instructions(order);
}

export const accessModel = {
  active: (a: CourseAccessRow, now: Date) => accessIsActive(a, now),
  daysLeft: (a: CourseAccessRow, now: Date) => daysLeft(a, now),
};

export const buyerOf = (order: Pick<OrderRow, "buyerId">): UserRef => ({ __typename: "User", id: order.buyerId });

/**
 * The admin dashboard's orders waiting for an admin: counted over `orders_status_created_idx`, which reads only the
 * rows of that status.
 */
export async function ordersWaitingCount(ctx: CoursesContext, status: "PENDING_PAYMENT" | "PENDING_APPROVAL"): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.status, status));
  return r?.n ?? 0;
}
