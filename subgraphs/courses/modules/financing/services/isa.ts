/**
 * Income-share agreements (SPEC §1 financing): income reports a learner submits and a course admin reviews, and the
 * monthly statements computed "on the 1st" from the income verified by then. An agreement is created with its ISA
 * order (enrolment/services/orders.ts placeOrder) and activated by approveIsaOrder; statements stop at the cap, after
 * 120 payment months, or on withdrawal (services/withdrawal.ts).
 */
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { log } from "../../../../shared/log.js";
import { courseTable, incomeReports, isaAgreements, isaStatements, orders } from "../../../../../drizzle/schema/courses.js";
import { enqueueMail } from "../../../../shared/mail/index.js";
import type { Db, Tx } from "../../../../shared/db.js";
import { conflict, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type PageArgs } from "../../../../shared/pagination.js";
import { acceptUpload, decodeBase64Upload, validateUpload } from "../../../../shared/storage/index.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole } from "../../../../shared/viewer.js";
import type { CoursesContext } from "../../../context.js";
import { parseOrderId, requireOwnOrder, type OrderRow } from "../../enrolment/index.js";
import type { IncomeReportRow, IsaAgreementRow, IsaStatementRow } from "../mappers.js";
import { INCOME_DOCUMENT_NAME_MAX, INCOME_REPORT_PAGE_SIZE, INCOME_REVIEW_NOTE_MAX } from "../rules/income-reports.js";
import { ISA_COUNTRIES } from "../rules/isa.js";
import { toCents, toUsd } from "../rules/money.js";
import {
  collectionDateOf,
  dueMonths,
  isaMonthStep,
  monthNumber,
  monthStart,
  statementReference,
  statementStatus,
  type MonthIncome,
  type StatementState,
} from "../rules/statement.js";

/** How long a document link stays valid. */
const DOCUMENT_URL_SECONDS = 15 * 60;
const MAX_SALARY = 1_000_000;
const INCOME_DOCUMENT_KINDS = ["EMPLOYER_LETTER", "SALARY_SLIP", "TAX_RETURN"] as const;

export const isaCountries = (): string[] => [...ISA_COUNTRIES];

const uuid = z.uuid();
function parseId(what: string, id: string): string {
  if (!uuid.safeParse(id).success) throw notFound(what, id);
  return id;
}

/* ------------------------------------------------------------------------------------------------------------------
 * Income reports
 * ---------------------------------------------------------------------------------------------------------------- */

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((t) => (t ? t : null));

const incomeReportSchema = z
  .object({
    orderId: z.string(),
    employed: z.boolean(),
    monthlySalary: z
      .number({ error: "Salary must be a number." })
      .min(0, "Salary cannot be negative.")
      .max(MAX_SALARY, `Salary must be at most ${MAX_SALARY} USD.`),
    documentKind: z
      .enum(INCOME_DOCUMENT_KINDS)
      .nullish()
      .transform((k) => k ?? null),
    documentName: optionalText(INCOME_DOCUMENT_NAME_MAX, `At most ${INCOME_DOCUMENT_NAME_MAX} characters.`),
    contentType: optionalText(100, "At most 100 characters."),
    dataBase64: z
      .string()
      .nullish()
      .transform((d) => (d && d.trim() ? d : null)),
  })
  .superRefine((v, issue) => {
    const add = (path: string, message: string) => issue.addIssue({ code: "custom", path: [path], message });
    if (v.employed) {
      if (toCents(v.monthlySalary) <= 0) add("monthlySalary", "Enter your monthly salary.");
      if (!v.documentKind) add("documentKind", "Choose what the document is.");
      if (!v.contentType) add("contentType", "Say what type of file the document is.");
      if (!v.dataBase64) add("dataBase64", "Attach a salary slip, an employer letter or a tax return.");
    } else {
      if (v.monthlySalary !== 0) add("monthlySalary", "The salary is 0 while unemployed.");
      // A document is optional when unemployed, but one that is sent must say what it is.
      if (v.dataBase64 && !v.documentKind) add("documentKind", "Choose what the document is.");
    }
  });

/**
 * Locks an order's row. Every transaction that changes an ISA (reports, statements, withdrawal) locks the order
 * first, so they queue on one row in one order and cannot deadlock.
 */
async function lockOrder(tx: Tx, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
}

/** The viewer's own agreement and order, or NOT_FOUND (someone else's order looks exactly like a missing one). */
async function ownAgreement(db: Tx, orderId: string, learnerId: string, lock: boolean) {
  if (lock) await lockOrder(db, orderId);
  const query = db
    .select({ agreement: isaAgreements, order: orders })
    .from(isaAgreements)
    .innerJoin(orders, eq(orders.id, isaAgreements.orderId))
    .where(and(eq(isaAgreements.orderId, orderId), eq(orders.buyerId, learnerId)));
  const [row] = await query;
  if (!row) throw notFound("ISA order", orderId);
  if (row.agreement.endReason) throw conflict("This income share agreement has ended: there is nothing more to report.");
  if (row.order.status !== "FINANCED")
    throw conflict(
      row.order.status === "PENDING_APPROVAL"
        ? "This agreement is not approved yet."
        : "This order is not financed by an active agreement.",
    );
  return row;
}

/**
 * The learner reports employment and salary under their own FINANCED agreement. The document is checked (size,
 * real type) before anything is stored, stored before the row is written, and removed again if the row is not.
 */
export async function submitIncomeReport(ctx: CoursesContext, input: unknown): Promise<IncomeReportRow> {
  const viewer = requireViewer(ctx);
  // Whose order it is comes first: someone else's order is NOT_FOUND whatever the report holds.
  const orderId = parseOrderId(parseInput(z.object({ orderId: z.string() }), input).orderId);
  await requireOwnOrder(ctx, orderId, "ISA order");
  const v = parseInput(incomeReportSchema, input);
  const bytes = v.dataBase64 ? decodeBase64Upload("income-document", v.dataBase64) : null;
  if (bytes) validateUpload("income-document", bytes, v.contentType, { field: "dataBase64" });
  await ownAgreement(ctx.db, orderId, viewer.id, false);

  const stored = bytes ? await acceptUpload(ctx.storage, "income-document", bytes, v.contentType, { field: "dataBase64" }) : null;
  try {
    return await ctx.db.transaction(async (tx) => {
      // Re-checked under the agreement's lock: an agreement that ended meanwhile takes no report.
      await ownAgreement(tx, orderId, viewer.id, true);
      const [row] = await tx
        .insert(incomeReports)
        .values({
          orderId,
          learnerId: viewer.id,
          employed: v.employed,
          monthlySalaryCents: v.employed ? toCents(v.monthlySalary) : 0,
          documentKind: stored ? v.documentKind : null,
          documentName: stored ? v.documentName : null,
          documentKey: stored?.key ?? null,
          submittedAt: ctx.now,
        })
        .returning();
      return row!;
    });
  } catch (err) {
    if (stored)
      await ctx.storage
        .delete(stored.key)
        .catch((err: unknown) => ctx.log.warn({ err, key: stored.key }, `income report: could not delete ${stored.key}`));
    throw err;
  }
}

const reviewSchema = z
  .object({
    decision: z.enum(["ACCEPT", "REJECT"]),
    note: optionalText(INCOME_REVIEW_NOTE_MAX, `At most ${INCOME_REVIEW_NOTE_MAX} characters.`),
  })
  .refine((r) => r.decision === "ACCEPT" || r.note !== null, { path: ["note"], message: "Say why the report is rejected." });

/** A course admin accepts or rejects a SUBMITTED report; statements from the next 1st use an accepted one. */
export async function reviewIncomeReport(
  ctx: CoursesContext,
  rawId: string,
  decision: string,
  note: string | null | undefined,
): Promise<IncomeReportRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const id = parseId("Income report", rawId);
  const review = parseInput(reviewSchema, { decision, note });
  const [row] = await ctx.db
    .update(incomeReports)
    .set({
      status: review.decision === "ACCEPT" ? "ACCEPTED" : "REJECTED",
      reviewNote: review.note,
      reviewedBy: admin.id,
      reviewedAt: ctx.now,
    })
    .where(and(eq(incomeReports.id, id), eq(incomeReports.status, "SUBMITTED")))
    .returning();
  if (row) return row;
  const [existing] = await ctx.db.select({ status: incomeReports.status }).from(incomeReports).where(eq(incomeReports.id, id));
  if (!existing) throw notFound("Income report", id);
  throw conflict(`This report was already ${existing.status.toLowerCase()}.`);
}

const reportStatusSchema = z.enum(["SUBMITTED", "ACCEPTED", "REJECTED"]).nullish();

/** Income reports for course admins, oldest submitted first (the review queue's order). */
export async function listIncomeReports(ctx: CoursesContext, args: PageArgs & { status?: string | null }) {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, INCOME_REPORT_PAGE_SIZE);
  const status = parseInput(reportStatusSchema, args.status);
  return pageOfTable(ctx.db, incomeReports, window, {
    where: status ? eq(incomeReports.status, status) : undefined,
    orderBy: [asc(incomeReports.submittedAt), asc(incomeReports.id)],
  });
}

/** A signed, expiring link to the document, for the learner themself and course admins; null for anyone else. */
export async function documentUrlOf(ctx: CoursesContext, report: IncomeReportRow): Promise<string | null> {
  if (!report.documentKey || !ctx.viewer) return null;
  if (ctx.viewer.id !== report.learnerId && !hasRole(ctx.viewer, "COURSE_ADMIN")) return null;
  // Signed against the real time, not the request's injected clock: the link is used by a browser now.
  return ctx.storage.signedUrl(report.documentKey, { expiresInSeconds: DOCUMENT_URL_SECONDS });
}

/* ------------------------------------------------------------------------------------------------------------------
 * Statements
 * ---------------------------------------------------------------------------------------------------------------- */

/** The latest ACCEPTED report reviewed by `at` (any time when absent): the income a month starting at `at` is billed on. */
function verifiedIncomeAt(reports: readonly IncomeReportRow[], at?: Date): IncomeReportRow | null {
  let latest: IncomeReportRow | null = null;
  for (const r of reports) {
    if (r.status !== "ACCEPTED" || !r.reviewedAt || (at && r.reviewedAt.getTime() > at.getTime())) continue;
    if (!latest || r.reviewedAt.getTime() >= latest.reviewedAt!.getTime()) latest = r;
  }
  return latest;
}

/**
 * Writes one agreement's missing statements up to `now`, in one transaction under the order's row lock, so two
 * runs (two processes, or the job and the mutation) serialise per agreement; ON CONFLICT (order, month) DO NOTHING
 * is the last line against a double bill. Returns how many statements it wrote.
 */
async function billAgreement(db: Db, orderId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const [locked] = await tx
      .select({ agreement: isaAgreements, order: orders })
      .from(isaAgreements)
      .innerJoin(orders, eq(orders.id, isaAgreements.orderId))
      .where(eq(isaAgreements.orderId, orderId));
    if (!locked || locked.order.status !== "FINANCED" || locked.agreement.endReason || !locked.agreement.firstCollectionMonth) return 0;
    const { agreement, order } = locked;
    const first = agreement.firstCollectionMonth!;

    const [last] = await tx
      .select()
      .from(isaStatements)
      .where(eq(isaStatements.orderId, orderId))
      .orderBy(desc(isaStatements.month))
      .limit(1);
    let state: StatementState = last
      ? { cumulativeCents: last.cumulativeCents, paymentMonthsCounted: last.paymentMonthsCounted }
      : { cumulativeCents: 0, paymentMonthsCounted: 0 };
    const months = dueMonths(first, now).filter((m) => !last || m > last.month);
    if (months.length === 0) return 0;
    const accepted = await tx
      .select()
      .from(incomeReports)
      .where(and(eq(incomeReports.orderId, orderId), eq(incomeReports.status, "ACCEPTED"), isNotNull(incomeReports.reviewedAt)));

    let written = 0;
    let newest: { month: string; amountCents: number } | null = null;
    for (const month of months) {
      const start = monthStart(month);
      const report = verifiedIncomeAt(accepted, start);
      const income: MonthIncome | null = report ? { employed: report.employed, salaryCents: report.monthlySalaryCents } : null;
      const step = isaMonthStep(agreement.capCents, state, income);
      state = step;
      const inserted = await tx
        .insert(isaStatements)
        .values({
          orderId,
          month,
          monthNumber: monthNumber(first, month),
          employed: step.employed,
          salaryCents: step.salaryCents,
          incomeReportId: report?.id ?? null,
          amountCents: step.amountCents,
          rule: step.rule,
          cumulativeCents: step.cumulativeCents,
          paymentMonthsCounted: step.paymentMonthsCounted,
          status: statementStatus(step.amountCents),
          computedAt: now,
        })
        .onConflictDoNothing({ target: [isaStatements.orderId, isaStatements.month] })
        .returning({ id: isaStatements.id });
      written += inserted.length;
      if (inserted.length) newest = { month, amountCents: step.amountCents };
      if (step.endReason) {
        // The agreement stops on the 1st of the month that ended it; no later statement is written.
        await tx.update(isaAgreements).set({ endReason: step.endReason, endedAt: start }).where(eq(isaAgreements.orderId, orderId));
        break;
      }
    }
    if (written > 0 && newest) {
      log.debug({ order: order.reference, written }, "isa statements written");
      await mailStatementIssued(tx, order, newest, written);
    }
    return written;
  });
}

/** Tells the learner of a run's statements (one message per order and run; the key keeps a rerun from repeating it). */
async function mailStatementIssued(tx: Tx, order: OrderRow, newest: { month: string; amountCents: number }, written: number) {
  const [course] = await tx.select({ title: courseTable.title }).from(courseTable).where(eq(courseTable.id, order.courseId));
  await enqueueMail(tx, {
    kind: "isa-statement-issued",
    recipientId: order.buyerId,
    params: {
      orderReference: order.reference,
      courseTitle: course?.title ?? order.reference,
      statementReference: statementReference(order.reference, newest.month),
      month: newest.month,
      amountCents: newest.amountCents,
      currency: order.currency,
      collectionDate: collectionDateOf(newest.month),
      written,
    },
    dedupeKey: `isa-statement:${order.id}:${newest.month}`,
  });
}

/**
 * Computes every statement due up to `now` for every active agreement (FINANCED, approved, not ended), one agreement
 * per transaction. Idempotent: a month already billed is never billed again, however often or late it runs.
 */
export async function runIsaStatementsAt(db: Db, now: Date): Promise<number> {
  const currentMonth = now.toISOString().slice(0, 7);
  const due = await db
    .select({ orderId: isaAgreements.orderId })
    .from(isaAgreements)
    .innerJoin(orders, eq(orders.id, isaAgreements.orderId))
    .where(
      and(
        eq(orders.status, "FINANCED"),
        isNull(isaAgreements.endReason),
        isNotNull(isaAgreements.firstCollectionMonth),
        lte(isaAgreements.firstCollectionMonth, currentMonth),
      ),
    )
    .orderBy(asc(isaAgreements.signedAt));
  let written = 0;
  for (const { orderId } of due) written += await billAgreement(db, orderId, now);
  return written;
}

export async function runIsaStatements(ctx: CoursesContext): Promise<number> {
  requireRole(ctx, "COURSE_ADMIN");
  return runIsaStatementsAt(ctx.db, ctx.now);
}

/** A course admin confirms a DUE statement's transfer arrived. */
export async function confirmStatementPayment(ctx: CoursesContext, rawId: string): Promise<IsaStatementRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const id = parseId("Statement", rawId);
  const [row] = await ctx.db
    .update(isaStatements)
    .set({ status: "PAID", paidAt: ctx.now, confirmedBy: admin.id })
    .where(and(eq(isaStatements.id, id), eq(isaStatements.status, "DUE")))
    .returning();
  if (row) return row;
  const [existing] = await ctx.db.select({ status: isaStatements.status }).from(isaStatements).where(eq(isaStatements.id, id));
  if (!existing) throw notFound("Statement", id);
  throw conflict(existing.status === "PAID" ? "This statement is already paid." : "Nothing is due on this statement.");
}

/** Sum of the PAID statements of an agreement, in cents (the ISA's advance payments, for withdrawal). */
export async function paidStatementsCents(tx: Tx, orderId: string): Promise<number> {
  const [r] = await tx
    .select({ cents: sql<string>`coalesce(sum(${isaStatements.amountCents}), 0)` })
    .from(isaStatements)
    .where(and(eq(isaStatements.orderId, orderId), eq(isaStatements.status, "PAID")));
  return Number(r?.cents ?? 0);
}

/* ------------------------------------------------------------------------------------------------------------------
 * Reading agreements (from an order the caller may already see)
 * ---------------------------------------------------------------------------------------------------------------- */

export function agreementOfOrder(ctx: CoursesContext, order: OrderRow): Promise<IsaAgreementRow | null> | null {
  return order.paymentPlan === "ISA" ? ctx.loaders.isaAgreement.load(order.id) : null;
}

export async function orderOf(ctx: CoursesContext, orderId: string): Promise<OrderRow> {
  return (await ctx.loaders.order.load(orderId)) ?? Promise.reject(notFound("Order", orderId));
}

export function statementsOf(ctx: CoursesContext, agreement: IsaAgreementRow): Promise<IsaStatementRow[]> {
  return ctx.loaders.statementsOfOrder.load(agreement.orderId);
}

export function incomeReportsOf(ctx: CoursesContext, agreement: IsaAgreementRow): Promise<IncomeReportRow[]> {
  return ctx.loaders.incomeReportsOfOrder.load(agreement.orderId);
}

/** The latest accepted report (by review time): what the next statement is computed from. */
export async function verifiedIncomeOf(ctx: CoursesContext, agreement: IsaAgreementRow): Promise<IncomeReportRow | null> {
  return verifiedIncomeAt(await incomeReportsOf(ctx, agreement));
}

/** Totals of an agreement from its statements (the newest carries the running figures). */
export async function agreementTotals(ctx: CoursesContext, agreement: IsaAgreementRow) {
  const statements = await statementsOf(ctx, agreement);
  const billedCents = statements[0]?.cumulativeCents ?? 0;
  const paidCents = statements.filter((s) => s.status === "PAID").reduce((sum, s) => sum + s.amountCents, 0);
  return {
    totalBilled: toUsd(billedCents),
    totalPaid: toUsd(paidCents),
    remaining: toUsd(Math.max(0, agreement.capCents - billedCents)),
    paymentMonthsCounted: statements[0]?.paymentMonthsCounted ?? 0,
  };
}

export const statementModel = {
  collectedOn: (s: IsaStatementRow) => collectionDateOf(s.month),
  reference: async (ctx: CoursesContext, s: IsaStatementRow) => statementReference((await orderOf(ctx, s.orderId)).reference, s.month),
};
