/**
 * Orders and course access (SPEC §4: direct enrolment is an immediate purchase; M1 gives 90 days of access).
 * An order is placed PENDING_PAYMENT with the offline provider; a course admin confirms the payment, which marks it
 * PAID and starts access in the same transaction. Nothing else ever marks an order paid.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { z } from "zod";
import { courseAccess, enrolmentOptions, orders } from "../../../drizzle/schema/courses.js";
import { isUniqueViolation, type Tx } from "../../shared/db.js";
import { badInput, conflict, notFound } from "../../shared/errors.js";
import { requireRole, requireViewer } from "../../shared/guards.js";
import { COUNTRIES } from "../../shared/options.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../shared/pagination.js";
import { parseInput } from "../../shared/validation.js";
import { hasRole } from "../../shared/viewer.js";
import type { CoursesContext } from "../context.js";
import {
  ORDER_PAGE_SIZE,
  accessIsActive,
  accessWindow,
  daysLeft,
  optionIsOpen,
  orderPricing,
  orderReference,
  regionAllowed,
  type OrderStatus,
} from "../rules/enrolment.js";
import { toUsd } from "../rules/financing/money.js";
import { DEFAULT_PROVIDER_ID, paymentProvider, type PaymentInstructionsModel } from "./payments/provider.js";

export type OrderRow = typeof orders.$inferSelect;
export type CourseAccessRow = typeof courseAccess.$inferSelect;

const placeOrderSchema = z.object({
  optionId: z.string().trim().min(1, "Choose an option").max(100),
  courseId: z.string().trim().min(1, "Choose a course").max(100),
  paymentPlan: z.enum(["UPFRONT"]),
  country: z
    .enum(COUNTRIES, { message: "Choose a country from the list" })
    .nullish()
    .transform((c) => c ?? null),
});

const orderId = z.uuid();
/** Ids that are not UUIDs name no order (rather than reaching the database as a type error). */
function parseOrderId(id: string): string {
  const parsed = orderId.safeParse(id);
  if (!parsed.success) throw notFound("Order", id);
  return parsed.data;
}

export async function placeOrder(ctx: CoursesContext, input: unknown): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const { optionId, courseId, paymentPlan, country } = parseInput(placeOrderSchema, input);
  const option = await ctx.loaders.enrolmentOption.load(optionId);
  if (!option) throw badInput(`Unknown enrolment option "${optionId}".`, { optionId: "Unknown enrolment option" });
  if (option.mode !== "DIRECT" || option.accessDays === null)
    throw badInput("This option is taken through an application, not bought directly.", { optionId: "Apply for this option instead" });
  const programme = option.programmeId ? await ctx.loaders.programme.load(option.programmeId) : null;
  if (!optionIsOpen(option, programme)) throw badInput("This option is closed.", { optionId: "This option is closed" });
  const courses = await ctx.loaders.coursesOfOption.load(option.id);
  if (!courses.some((c) => c.id === courseId)) throw badInput(`Course "${courseId}" is not part of this option.`, { courseId: "Not part of this option" });
  const region = regionAllowed(option.limitedRegions, country);
  if (!region.ok)
    throw region.reason === "COUNTRY_REQUIRED"
      ? badInput("This option is limited to some countries: tell us where you live.", { country: "Choose your country" })
      : badInput(`This option is available only in ${option.limitedRegions.join(", ")}.`, { country: "Not available in your country" });

  const [active] = await ctx.db
    .select({ n: count() })
    .from(courseAccess)
    .where(
      and(eq(courseAccess.buyerId, viewer.id), eq(courseAccess.courseId, courseId), lte(courseAccess.startsAt, ctx.now), gt(courseAccess.endsAt, ctx.now)),
    );
  if ((active?.n ?? 0) > 0) throw conflict("You already have access to this course.", { courseId: "Already accessible" });

  const pricing = orderPricing(option.feeCents, paymentPlan);
  // A reference collision (32^8 space) is retried; a second pending order for the course is a conflict.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await ctx.db
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
          status: "PENDING_PAYMENT",
          createdAt: ctx.now,
        })
        .returning();
      return row!;
    } catch (err) {
      if (isUniqueViolation(err, "orders_one_waiting_per_course_idx"))
        throw conflict("You already have an order waiting for payment for this course.", { courseId: "Pending order exists" });
      if (attempt < 3 && isUniqueViolation(err, "orders_reference_key")) continue;
      throw err;
    }
  }
}

/** Moves a pending order to `to`; zero rows updated → NOT_FOUND when no such order is visible, CONFLICT otherwise. */
async function settle(
  tx: Tx,
  id: string,
  to: Exclude<OrderStatus, "PENDING_PAYMENT">,
  scope: SQL | undefined,
  extra: Partial<OrderRow>,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...extra })
    .where(and(eq(orders.id, id), eq(orders.status, "PENDING_PAYMENT"), scope))
    .returning();
  if (row) return row;
  const [existing] = await tx.select({ status: orders.status }).from(orders).where(and(eq(orders.id, id), scope));
  if (!existing) throw notFound("Order", id);
  throw conflict(`This order is ${existing.status === "PAID" ? "already paid" : "cancelled"}; only orders waiting for payment can change.`);
}

/** The buyer cancels their own pending order. */
export async function cancelOrder(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const id = parseOrderId(rawId);
  return settle(ctx.db, id, "CANCELLED", eq(orders.buyerId, viewer.id), { cancelledAt: ctx.now });
}

/** A course admin rejects a pending order (for example a transfer that never arrived). */
export async function rejectOrder(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const id = parseOrderId(rawId);
  return settle(ctx.db, id, "CANCELLED", undefined, { cancelledAt: ctx.now });
}

/**
 * A course admin confirms the payment arrived: in one transaction the order becomes PAID (only from
 * PENDING_PAYMENT — the conditional UPDATE is the lock) and access starts now for the option's access days.
 */
export async function confirmOrderPayment(ctx: CoursesContext, rawId: string): Promise<OrderRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const id = parseOrderId(rawId);
  return ctx.db.transaction(async (tx) => {
    const order = await settle(tx, id, "PAID", undefined, { paidAt: ctx.now, confirmedBy: admin.id });
    // Inside the transaction only `tx` may be used (PGlite has one connection: ctx.db would wait for this very transaction).
    const [option] = await tx.select({ accessDays: enrolmentOptions.accessDays }).from(enrolmentOptions).where(eq(enrolmentOptions.id, order.optionId));
    if (!option || option.accessDays === null) throw new Error(`Order ${order.id}: option ${order.optionId} grants no access days`);
    const window = accessWindow(order.paidAt ?? ctx.now, option.accessDays);
    await tx.insert(courseAccess).values({ buyerId: order.buyerId, courseId: order.courseId, orderId: order.id, ...window });
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

const orderStatusSchema = z.enum(["PENDING_PAYMENT", "PAID", "CANCELLED"]).nullish();

export async function listOrders(ctx: CoursesContext, args: PageArgs & { status?: string | null }) {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, ORDER_PAGE_SIZE);
  const status = parseInput(orderStatusSchema, args.status);
  return pageOfTable(ctx.db, orders, window, {
    where: status ? eq(orders.status, status) : undefined,
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

/** A talent-owned User as courses knows it: only its id. */
export interface UserRef {
  __typename: "User";
  id: string;
}
export const buyerOf = (order: OrderRow): UserRef => ({ __typename: "User", id: order.buyerId });
