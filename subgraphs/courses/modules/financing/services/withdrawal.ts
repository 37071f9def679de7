/**
 * Withdrawal applied to a real order (SPEC §1 withdrawal rule, rules/withdrawal.ts). The learner asks; a
 * course admin applies it with the modules finished: owed and refund are computed and recorded, the order becomes
 * WITHDRAWN, access ends now and an ISA stops collecting — all in one transaction.
 */
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { courseAccess, courseTable, isaAgreements, orders, withdrawals } from "../../../../../drizzle/schema/courses.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { parseInput } from "../../../../shared/validation.js";
import type { CoursesContext } from "../../../context.js";
import {
  isWithdrawable,
  parseOrderId,
  requireOwnOrder,
  statusesLeadingTo,
  type OrderRow,
  type OrderStatus,
} from "../../enrolment/index.js";
import type { WithdrawalRow } from "../mappers.js";
import { toCents, toUsd } from "../rules/money.js";
import { WITHDRAWAL_REASON_MAX, withdrawalQuote } from "../rules/withdrawal.js";
import { paidStatementsCents } from "./isa.js";

const reasonSchema = z
  .string()
  .trim()
  .max(WITHDRAWAL_REASON_MAX, `At most ${WITHDRAWAL_REASON_MAX} characters.`)
  .nullish()
  .transform((r) => (r ? r : null));

function notWithdrawable(status: OrderStatus) {
  return conflict(
    status === "WITHDRAWN"
      ? "This order is already withdrawn."
      : "Only a paid or financed order can be withdrawn from; a waiting order can be cancelled instead.",
  );
}

/** The learner asks to withdraw from their own PAID or FINANCED order; a course admin applies it. */
export async function requestWithdrawal(ctx: CoursesContext, rawOrderId: string, rawReason: string | null | undefined): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const orderId = parseOrderId(rawOrderId);
  await requireOwnOrder(ctx, orderId);
  const reason = parseInput(z.object({ reason: reasonSchema }), { reason: rawReason }).reason;
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.buyerId, viewer.id)))
      .for("update");
    if (!order) throw notFound("Order", orderId);
    if (!isWithdrawable(order.status)) throw notWithdrawable(order.status);
    const inserted = await tx
      .insert(withdrawals)
      .values({ orderId, requestedAt: ctx.now, reason })
      .onConflictDoNothing({ target: withdrawals.orderId })
      .returning({ orderId: withdrawals.orderId });
    if (inserted.length === 0) throw conflict("You have already asked to withdraw from this order.");
    return order;
  });
}

const applySchema = z.object({
  orderId: z.string(),
  completedModules: z.number().int("A whole number of modules.").min(0, "Cannot be negative."),
});

/**
 * A course admin applies the withdrawal rule to a PAID or FINANCED order (requested or not). Tuition is what was
 * paid upfront, or the ISA cap; advance payments are the upfront amount, or the ISA statements confirmed paid.
 */
export async function applyWithdrawal(ctx: CoursesContext, input: unknown): Promise<OrderRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const { orderId: rawId, completedModules } = parseInput(applySchema, input);
  const orderId = parseOrderId(rawId);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order", orderId);
    if (!isWithdrawable(order.status)) throw notWithdrawable(order.status);
    const [course] = await tx.select({ modules: courseTable.modules }).from(courseTable).where(eq(courseTable.id, order.courseId));
    const totalModules = course?.modules.length ?? 0;
    if (completedModules > totalModules)
      throw badInput(`This course has ${totalModules} modules.`, { completedModules: `At most ${totalModules} (the course's modules).` });

    let tuitionCents = order.amountCents;
    let paidInAdvanceCents = order.amountCents;
    if (order.paymentPlan === "ISA") {
      const [agreement] = await tx
        .select({ capCents: isaAgreements.capCents })
        .from(isaAgreements)
        .where(eq(isaAgreements.orderId, order.id));
      if (!agreement) throw new Error(`ISA order ${order.id} has no agreement`);
      tuitionCents = agreement.capCents;
      paidInAdvanceCents = await paidStatementsCents(tx, order.id);
    }
    const quote = withdrawalQuote({
      tuition: toUsd(tuitionCents),
      paidInAdvance: toUsd(paidInAdvanceCents),
      completedModules,
      totalModules,
    });
    const applied = {
      appliedAt: ctx.now,
      appliedBy: admin.id,
      completedModules,
      totalModules,
      rule: quote.rule,
      tuitionCents,
      paidInAdvanceCents,
      owedCents: toCents(quote.owed),
      refundCents: toCents(quote.refund),
    };
    // A request keeps its requestedAt and reason; an admin may also apply one nobody requested.
    await tx
      .insert(withdrawals)
      .values({ orderId, ...applied })
      .onConflictDoUpdate({ target: withdrawals.orderId, set: applied });
    const [withdrawn] = await tx
      .update(orders)
      .set({ status: "WITHDRAWN" })
      .where(and(eq(orders.id, orderId), inArray(orders.status, statusesLeadingTo("WITHDRAWN"))))
      .returning();
    await tx
      .update(courseAccess)
      .set({ endsAt: ctx.now })
      .where(and(eq(courseAccess.orderId, orderId), gt(courseAccess.endsAt, ctx.now)));
    // An agreement that already ended (cap reached) keeps its reason; an active one stops collecting now.
    await tx
      .update(isaAgreements)
      .set({ endReason: "WITHDRAWN", endedAt: ctx.now })
      .where(and(eq(isaAgreements.orderId, orderId), isNull(isaAgreements.endReason)));
    return withdrawn!;
  });
}

export function withdrawalOf(ctx: CoursesContext, order: OrderRow): Promise<WithdrawalRow | null> {
  return ctx.loaders.withdrawal.load(order.id);
}

export const withdrawalMoney = {
  tuition: (w: WithdrawalRow) => (w.tuitionCents === null ? null : toUsd(w.tuitionCents)),
  paidInAdvance: (w: WithdrawalRow) => (w.paidInAdvanceCents === null ? null : toUsd(w.paidInAdvanceCents)),
  owed: (w: WithdrawalRow) => (w.owedCents === null ? null : toUsd(w.owedCents)),
  refund: (w: WithdrawalRow) => (w.refundCents === null ? null : toUsd(w.refundCents)),
};
