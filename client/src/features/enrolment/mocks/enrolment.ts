/**
 * Mock enrolment options, orders and course access (SPEC §3 enrolment option / order). The options are the server's
 * seed rows with their courses and programmes (enrolment/ and programmes/seed-data.ts). Direct options (m1,
 * m1blockchain) can be bought: placeOrder → PENDING_PAYMENT with a "TF-XXXXXXXX" bank-transfer reference;
 * confirmOrderPayment (COURSE_ADMIN) → PAID and 90 days of access; cancelOrder / rejectOrder → CANCELLED. A second
 * pending order (or an order while access is active) for the same course is a CONFLICT, like the server. In the
 * browser the orders survive reloads (sessionStorage); tests call `resetMockOrders()` (through resetMockBackend).
 *
 * Financing (SPEC §1), simplified but with the server's rules: ISA orders (PENDING_APPROVAL → approveIsaOrder →
 * FINANCED, an agreement capped at the fee), income reports reviewed by a course admin, statements computed "on the
 * 1st" from the latest report accepted before that 1st, statement payments, and withdrawals (requested by the
 * learner, applied by a course admin with the pro-rata/full rule). `financingResolvers` answers those fields.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { GraphQLError } from "graphql";
import { ISA_COUNTRIES, isIsaCountry, isaMonthStep, toCents, toUsd } from "@server/courses/modules/financing/rules/index.js";
import {
  ORDER_PAGE_SIZE,
  PAYMENT_PLANS,
  accessWindow,
  optionIsOpen,
  orderPricing,
} from "@server/courses/modules/enrolment/rules/enrolment";
import { INCOME_DOCUMENT_NAME_MAX, INCOME_REVIEW_NOTE_MAX } from "@server/courses/modules/financing/rules/income-reports";
import { WITHDRAWAL_REASON_MAX } from "@server/courses/modules/financing/rules/withdrawal";
import { ENROLMENT_OPTION_COURSES, ENROLMENT_OPTIONS } from "@server/courses/modules/enrolment/seed-data";
import { PROGRAMMES } from "@server/courses/modules/programmes/seed-data";
import { takesApplications } from "@server/courses/modules/programmes/rules/programmes";
import { courseAdminCourseFields, courseById } from "../../catalogue/mocks";
import { withdrawalQuote } from "../../financing/mocks";
import { badInput, present, type MockDeps, type Person } from "../../../mocks/common";
import type {
  EnrolmentMode,
  IncomeDocumentKind,
  IncomeReportInput,
  IncomeReportStatus,
  IsaEndReason,
  IsaStatement,
  OrderStatus,
  PaymentPlan,
  Withdrawal,
} from "../../../__generated__/schema-types";

export interface MockOption {
  id: string;
  title: string;
  courseIds: string[];
  programme: { id: string; title: string; applicationOpen: boolean; showAtDashboard: boolean } | null;
  mode: EnrolmentMode;
  open: boolean;
  limitedRegions: string[];
  fee: number;
  currency: string;
  accessDays: number | null;
  paymentPlans: PaymentPlan[];
  description: { title: string; points: string[] };
  comparisons: Array<{ label: string; value: string }>;
}

export interface MockOrder {
  id: string;
  optionId: string;
  courseId: string;
  buyerId: string;
  listPrice: number;
  discount: number;
  amount: number;
  currency: string;
  paymentPlan: PaymentPlan;
  status: OrderStatus;
  reference: string;
  createdAt: string;
  paidAt: string | null;
  country?: string | null;
  isa?: MockAgreement | null;
  withdrawalState?: Withdrawal | null;
}

export interface MockAgreement {
  country: string;
  cap: number;
  signedAt: string;
  firstCollectionMonth: string | null;
  endReason: IsaEndReason | null;
  endedAt: string | null;
  statements: IsaStatement[];
}

export interface MockIncomeReport {
  id: string;
  orderId: string;
  learnerId: string;
  employed: boolean;
  monthlySalary: number;
  documentKind: IncomeDocumentKind | null;
  documentName: string | null;
  /** A data: URL standing in for the stored file (the server signs a 15-minute link instead). */
  documentData: string | null;
  status: IncomeReportStatus;
  reviewNote: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

interface MockAccess {
  userId: string;
  courseId: string;
  startsAt: string;
  endsAt: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** A programme as an option carries it: the server's seeded programme (programmes/seed-data.ts). */
function programmeSummary(id: string): NonNullable<MockOption["programme"]> {
  const p = PROGRAMMES.find((x) => x.id === id);
  if (!p) throw new Error(`The server seeds no programme "${id}"`);
  return { id, title: p.title, applicationOpen: p.applicationOpen ?? false, showAtDashboard: p.showAtDashboard ?? false };
}

/** Whether the seeded programme takes applications today (the server's rule: the switch and the cohort start). */
function seededProgrammeTakes(id: string): boolean {
  const p = PROGRAMMES.find((x) => x.id === id)!;
  return takesApplications(
    {
      kind: p.kind ?? "INTAKE",
      applicationOpen: p.applicationOpen ?? false,
      cohortStartsOn: p.cohortStartsOn ?? null,
      applicationDeadline: null,
    },
    new Date(),
  );
}

/** The server's seeded enrolment options (enrolment/seed-data.ts) in its order, each with its courses. */
export const enrolmentOptions: MockOption[] = [...ENROLMENT_OPTIONS]
  .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
  .map((o) => {
    const programme = o.programmeId ? programmeSummary(o.programmeId) : null;
    return {
      id: o.id,
      title: o.title,
      courseIds: ENROLMENT_OPTION_COURSES.filter((c) => c.optionId === o.id)
        .sort((a, b) => a.position - b.position)
        .map((c) => c.courseId),
      programme,
      mode: o.mode,
      open: optionIsOpen(
        { open: o.open ?? false, programmeId: o.programmeId ?? null },
        programme && { applicationOpen: seededProgrammeTakes(programme.id) },
      ),
      limitedRegions: [...(o.limitedRegions ?? [])],
      fee: toUsd(o.feeCents),
      currency: o.currency ?? "USD",
      accessDays: o.accessDays ?? null,
      paymentPlans: PAYMENT_PLANS.filter((p) => o.paymentPlans?.includes(p)),
      description: { title: o.description.title, points: [...o.description.points] },
      comparisons: (o.comparisons ?? []).map((c) => ({ ...c })),
    };
  });

/** Each option's open flag and programme as seeded, restored by resetMockOrders. */
const optionSeeds = enrolmentOptions.map((o) => ({ open: o.open, programme: o.programme ? { ...o.programme } : null }));

/**
 * updateProgramme (the programmes mocks): an option linked to the programme follows it — its `open` flag is the
 * programme's taking applications now (the server's optionIsOpen) and its programme summary the new settings.
 */
export function followProgramme(p: {
  id: string;
  kind: "INTAKE" | "INFO_SESSION";
  applicationOpen: boolean;
  showAtDashboard: boolean;
  cohortStartsOn: string | null;
  applicationDeadline: string | null;
}): void {
  for (const o of enrolmentOptions) {
    if (o.programme?.id !== p.id) continue;
    o.open = takesApplications({ ...p, applicationDeadline: p.applicationDeadline ? new Date(p.applicationDeadline) : null }, new Date());
    o.programme = { ...o.programme, applicationOpen: p.applicationOpen, showAtDashboard: p.showAtDashboard };
  }
}

const ORDERS_KEY = "talentforge.mock.orders";
let orders: MockOrder[] = [];
let access: MockAccess[] = [];
let reports: MockIncomeReport[] = [];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function save(): void {
  try {
    storage()?.setItem(ORDERS_KEY, JSON.stringify({ orders, access, reports }));
  } catch {
    /* a large uploaded document can exceed the storage quota: keep the state in memory only */
  }
}

export function resetMockOrders(): void {
  enrolmentOptions.forEach((o, i) =>
    Object.assign(o, { open: optionSeeds[i]!.open, programme: optionSeeds[i]!.programme ? { ...optionSeeds[i]!.programme } : null }),
  );
  orders = [];
  access = [];
  reports = [];
  storage()?.removeItem(ORDERS_KEY);
}

export function loadMockOrders(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as { orders: MockOrder[]; access: MockAccess[]; reports?: MockIncomeReport[] };
    orders = parsed.orders ?? [];
    access = parsed.access ?? [];
    reports = parsed.reports ?? [];
    save();
  } catch {
    /* ignore a damaged copy */
  }
}
export const storedMockOrders = () => storage()?.getItem(ORDERS_KEY) ?? null;

const conflict = (message: string) => new GraphQLError(message, { extensions: { code: "CONFLICT" } });
const notFound = (what = "Order") => new GraphQLError(`${what} not found.`, { extensions: { code: "NOT_FOUND" } });

export const optionById = (id: string) => enrolmentOptions.find((o) => o.id === id) ?? null;
export const optionsForCourse = (courseId: string) => enrolmentOptions.filter((o) => o.courseIds.includes(courseId));

/** The EnrolmentOption object graphql resolves (courses resolved from the catalogue). */
export function optionObject(o: MockOption) {
  return { ...o, courses: o.courseIds.map(courseById).filter(present) };
}

function accessObject(a: MockAccess) {
  const now = Date.now();
  const ends = Date.parse(a.endsAt);
  return {
    course: courseById(a.courseId),
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    active: now < ends,
    daysLeft: Math.max(0, Math.ceil((ends - now) / DAY)),
  };
}

export function accessFor(userId: string, courseId?: string) {
  const mine = access.filter((a) => a.userId === userId && (!courseId || a.courseId === courseId)).map(accessObject);
  return mine.sort((a, b) => Number(b.active) - Number(a.active) || b.endsAt.localeCompare(a.endsAt));
}

const newestFirst = (list: MockOrder[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
export const ordersOf = (userId: string) => newestFirst(orders.filter((o) => o.buyerId === userId));
/** Orders of one status (or all); `withdrawalRequested` keeps only requested-but-not-applied withdrawals. */
export const allOrders = (status?: OrderStatus | null, withdrawalRequested?: boolean | null) =>
  newestFirst(
    orders.filter(
      (o) =>
        (!status || o.status === status) &&
        (withdrawalRequested == null || withdrawalRequested === Boolean(o.withdrawalState?.requestedAt && !o.withdrawalState.appliedAt)),
    ),
  );

function reference(): string {
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let s = "";
  for (let i = 0; i < 8; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return `TF-${s}`;
}

/** An order waiting for payment or ISA approval: at most one per buyer and course. */
export const WAITING_STATUSES: OrderStatus[] = ["PENDING_PAYMENT", "PENDING_APPROVAL"];

export function placeOrder(
  buyerId: string,
  input: { optionId: string; courseId: string; paymentPlan: string; country?: string | null; acceptIsaTerms?: boolean | null },
  countries: readonly string[],
): MockOrder {
  const option = optionById(input.optionId);
  if (!option) throw badInput("Unknown enrolment option.", { optionId: "Choose an enrolment option." });
  if (option.mode !== "DIRECT")
    throw badInput("This option is taken through an application.", { optionId: "This option cannot be bought directly." });
  if (!option.open) throw badInput("This option is closed.", { optionId: "This option is closed." });
  if (!option.courseIds.includes(input.courseId))
    throw badInput("The course is not part of this option.", { courseId: "Choose one of the option's courses." });
  const isa = input.paymentPlan === "ISA";
  if (isa) {
    if (!option.paymentPlans.includes("ISA"))
      throw badInput("This option cannot be financed.", { paymentPlan: "This option is paid upfront only." });
    const fields: Record<string, string> = {};
    if (!input.country) fields.country = "Choose your country of residence.";
    else if (!isIsaCountry(input.country)) fields.country = `The income-share agreement is offered only in ${ISA_COUNTRIES.join(", ")}.`;
    if (input.acceptIsaTerms !== true) fields.acceptIsaTerms = "Accept the income-share agreement terms to continue.";
    if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
  }
  if (option.limitedRegions.length > 0) {
    if (!input.country || !countries.includes(input.country)) throw badInput("Choose your country.", { country: "Choose your country." });
    if (!option.limitedRegions.includes(input.country)) {
      throw badInput("This option is not available in your country.", {
        country: `Available only in ${option.limitedRegions.join(", ")}.`,
      });
    }
  }
  if (accessFor(buyerId, input.courseId).some((a) => a.active)) throw conflict("You already have access to this course.");
  if (orders.some((o) => o.buyerId === buyerId && o.courseId === input.courseId && WAITING_STATUSES.includes(o.status))) {
    throw conflict("You already have an order waiting for payment or approval for this course.");
  }
  const now = new Date().toISOString();
  const pricing = orderPricing(toCents(option.fee), isa ? "ISA" : "UPFRONT");
  const order: MockOrder = {
    id: globalThis.crypto.randomUUID(),
    optionId: option.id,
    courseId: input.courseId,
    buyerId,
    listPrice: toUsd(pricing.listPriceCents),
    discount: toUsd(pricing.discountCents),
    amount: toUsd(pricing.amountCents),
    currency: option.currency,
    paymentPlan: isa ? "ISA" : "UPFRONT",
    status: isa ? "PENDING_APPROVAL" : "PENDING_PAYMENT",
    reference: reference(),
    createdAt: now,
    paidAt: null,
    country: input.country ?? null,
    // The cap is the full tuition: the fee, without the upfront discount.
    isa: isa
      ? {
          country: input.country!,
          cap: option.fee,
          signedAt: now,
          firstCollectionMonth: null,
          endReason: null,
          endedAt: null,
          statements: [],
        }
      : null,
    withdrawalState: null,
  };
  orders.push(order);
  save();
  return order;
}

function findOrder(id: string, buyerId?: string): MockOrder {
  const o = orders.find((x) => x.id === id && (!buyerId || x.buyerId === buyerId));
  if (!o) throw notFound();
  return o;
}

function pending(id: string, buyerId?: string): MockOrder {
  const o = findOrder(id, buyerId);
  if (!WAITING_STATUSES.includes(o.status)) throw conflict("This order is not waiting for payment or approval.");
  return o;
}

export function cancelOrder(id: string, buyerId?: string): MockOrder {
  const o = pending(id, buyerId);
  o.status = "CANCELLED";
  save();
  return o;
}

function startAccess(o: MockOrder, now: Date): Date {
  const days = optionById(o.optionId)?.accessDays;
  if (days == null) throw new Error(`Order ${o.id}: its option grants no access days`);
  const { endsAt } = accessWindow(now, days);
  access = access.filter((a) => !(a.userId === o.buyerId && a.courseId === o.courseId));
  access.push({ userId: o.buyerId, courseId: o.courseId, startsAt: now.toISOString(), endsAt: endsAt.toISOString() });
  return endsAt;
}

export function confirmOrder(id: string): MockOrder {
  const o = findOrder(id);
  if (o.paymentPlan === "ISA") throw conflict("An ISA order is approved, not paid.");
  if (o.status !== "PENDING_PAYMENT") throw conflict("This order is not waiting for payment.");
  const now = new Date();
  o.status = "PAID";
  o.paidAt = now.toISOString();
  startAccess(o, now);
  save();
  return o;
}

/** YYYY-MM of the first 1st (UTC) on or after `d`. */
export function firstCollectionMonthAfter(d: Date): string {
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  if (first.getTime() < d.getTime()) first.setUTCMonth(first.getUTCMonth() + 1);
  return first.toISOString().slice(0, 7);
}

export function approveIsaOrder(id: string, now = new Date()): MockOrder {
  const o = findOrder(id);
  if (o.paymentPlan !== "ISA" || !o.isa) throw conflict("Only ISA orders are approved; confirm the payment of an upfront order.");
  if (o.status !== "PENDING_APPROVAL") throw conflict("This order is not waiting for approval.");
  o.status = "FINANCED";
  o.paidAt = now.toISOString();
  o.isa.firstCollectionMonth = firstCollectionMonthAfter(startAccess(o, now));
  save();
  return o;
}

/** Test/demo helper: gives a person access directly (ended access when `daysAgo` is past the access days). */
export function grantAccess(userId: string, courseId: string, startsDaysAgo = 0, days = 90): void {
  const start = Date.now() - startsDaysAgo * DAY;
  access.push({ userId, courseId, startsAt: new Date(start).toISOString(), endsAt: new Date(start + days * DAY).toISOString() });
  save();
}

/* ---------- Income reports ---------- */

const DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"];
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function submitIncomeReport(learnerId: string, input: IncomeReportInput, now = new Date()): MockIncomeReport {
  const o = findOrder(input.orderId, learnerId);
  if (o.paymentPlan !== "ISA" || !o.isa || o.status !== "FINANCED") throw conflict("Income is reported for a financed ISA order.");
  if (o.isa.endReason) throw conflict("This agreement has ended.");
  const fields: Record<string, string> = {};
  if (!(input.monthlySalary >= 0 && input.monthlySalary <= 1_000_000)) fields.monthlySalary = "Enter a salary between 0 and 1,000,000 USD.";
  else if (input.employed && !(input.monthlySalary > 0)) fields.monthlySalary = "Enter your monthly salary.";
  else if (!input.employed && input.monthlySalary !== 0) fields.monthlySalary = "The salary is 0 when you are not employed.";
  if ((input.documentName ?? "").length > INCOME_DOCUMENT_NAME_MAX) fields.documentName = `At most ${INCOME_DOCUMENT_NAME_MAX} characters.`;
  const hasDocument = Boolean(input.dataBase64);
  if (input.employed && !input.documentKind) fields.documentKind = "Choose the document's kind.";
  if (input.employed && !hasDocument) fields.dataBase64 = "Attach the document.";
  if (hasDocument) {
    if (!input.contentType || !DOCUMENT_TYPES.includes(input.contentType)) fields.contentType = "Upload a PDF, PNG or JPEG file.";
    if (Math.floor((input.dataBase64!.length * 3) / 4) > MAX_DOCUMENT_BYTES) fields.dataBase64 = "The document must be at most 2 MiB.";
  }
  if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
  const report: MockIncomeReport = {
    id: globalThis.crypto.randomUUID(),
    orderId: o.id,
    learnerId,
    employed: input.employed,
    monthlySalary: input.monthlySalary,
    documentKind: input.documentKind ?? null,
    documentName: input.documentName?.trim() || null,
    documentData: hasDocument ? `data:${input.contentType};base64,${input.dataBase64}` : null,
    status: "SUBMITTED",
    reviewNote: null,
    submittedAt: now.toISOString(),
    reviewedAt: null,
  };
  reports.push(report);
  save();
  return report;
}

export function reviewIncomeReport(
  id: string,
  decision: "ACCEPT" | "REJECT",
  note: string | null | undefined,
  now = new Date(),
): MockIncomeReport {
  const r = reports.find((x) => x.id === id);
  if (!r) throw notFound("Income report");
  const text = note?.trim() ?? "";
  if (decision === "REJECT" && !text) throw badInput("Say why the report is rejected.", { note: "Say why the report is rejected." });
  if (text.length > INCOME_REVIEW_NOTE_MAX)
    throw badInput("The note is too long.", { note: `At most ${INCOME_REVIEW_NOTE_MAX} characters.` });
  if (r.status !== "SUBMITTED") throw conflict("This report was already reviewed.");
  r.status = decision === "ACCEPT" ? "ACCEPTED" : "REJECTED";
  r.reviewNote = text || null;
  r.reviewedAt = now.toISOString();
  save();
  return r;
}

/** Reports oldest submitted first, optionally of one status. */
export const incomeReportsOf = (status?: MockIncomeReport["status"] | null) =>
  reports.filter((r) => !status || r.status === status).sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));

/* ---------- Statements ---------- */

const monthStart = (yyyyMm: string) => `${yyyyMm}-01T00:00:00.000Z`;
function nextMonth(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The latest report of the order accepted by the 1st of `month` (so a late run bills the same as a punctual one). */
function incomeAt(orderId: string, month: string): MockIncomeReport | null {
  const cutoff = monthStart(month);
  return (
    reports
      .filter((r) => r.orderId === orderId && r.status === "ACCEPTED" && r.reviewedAt! <= cutoff)
      .sort((a, b) => b.reviewedAt!.localeCompare(a.reviewedAt!))[0] ?? null
  );
}

/** Writes every statement due up to `now` for the active agreements; returns how many were written. */
export function runIsaStatements(now = new Date()): number {
  let written = 0;
  for (const o of orders) {
    const a = o.isa;
    if (o.status !== "FINANCED" || !a?.firstCollectionMonth || a.endReason) continue;
    for (let month = a.firstCollectionMonth; monthStart(month) <= now.toISOString() && !a.endReason; month = nextMonth(month)) {
      if (a.statements.some((s) => s.month === month)) continue;
      const last = a.statements[a.statements.length - 1];
      const cumulativeBefore = last?.cumulative ?? 0;
      const monthsBefore = last?.paymentMonthsCounted ?? 0;
      const income = incomeAt(o.id, month);
      // The server's month step: the same payment rule, cap and 120-payment-month limit as the real statements.
      const step = isaMonthStep(
        toCents(a.cap),
        { cumulativeCents: toCents(cumulativeBefore), paymentMonthsCounted: monthsBefore },
        income ? { employed: income.employed, salaryCents: toCents(income.employed ? income.monthlySalary : 0) } : null,
      );
      const amount = toUsd(step.amountCents);
      const cumulative = toUsd(step.cumulativeCents);
      const { rule, paymentMonthsCounted } = step;
      a.statements.push({
        id: globalThis.crypto.randomUUID(),
        month,
        collectedOn: `${month}-01`,
        monthNumber: a.statements.length + 1,
        employed: Boolean(income?.employed),
        salary: income?.employed ? income.monthlySalary : 0,
        amount,
        rule,
        cumulative,
        paymentMonthsCounted,
        status: amount > 0 ? "DUE" : "NOTHING_DUE",
        reference: `${o.reference}-${month.replace("-", "")}`,
        computedAt: now.toISOString(),
        paidAt: null,
      });
      written++;
      a.endReason = step.endReason;
      if (a.endReason) a.endedAt = monthStart(month);
    }
  }
  save();
  return written;
}

export function confirmStatementPayment(id: string, now = new Date()): { statement: IsaStatement; order: MockOrder } {
  for (const o of orders) {
    const s = o.isa?.statements.find((x) => x.id === id);
    if (!s) continue;
    if (s.status !== "DUE") throw conflict(s.status === "PAID" ? "This statement is already paid." : "Nothing is due on this statement.");
    s.status = "PAID";
    s.paidAt = now.toISOString();
    save();
    return { statement: s, order: o };
  }
  throw notFound("Statement");
}

/* ---------- Withdrawal ---------- */

const WITHDRAWABLE: OrderStatus[] = ["PAID", "FINANCED"];

export function requestWithdrawal(learnerId: string, orderId: string, reason: string | null | undefined, now = new Date()): MockOrder {
  const o = findOrder(orderId, learnerId);
  const text = reason?.trim() ?? "";
  if (text.length > WITHDRAWAL_REASON_MAX)
    throw badInput("The reason is too long.", { reason: `At most ${WITHDRAWAL_REASON_MAX} characters.` });
  if (!WITHDRAWABLE.includes(o.status)) throw conflict("Only a paid or financed order can be withdrawn from.");
  if (o.withdrawalState) throw conflict("You already asked to withdraw from this course.");
  o.withdrawalState = {
    requestedAt: now.toISOString(),
    reason: text || null,
    appliedAt: null,
    completedModules: null,
    totalModules: null,
    rule: null,
    tuition: null,
    paidInAdvance: null,
    owed: null,
    refund: null,
  };
  save();
  return o;
}

const moduleCount = (courseId: string) => {
  const c = courseById(courseId);
  return c ? courseAdminCourseFields.modules(c).length : 0;
};

const paidStatements = (a: MockAgreement) => round2(a.statements.filter((s) => s.status === "PAID").reduce((n, s) => n + s.amount, 0));

export function applyWithdrawal(input: { orderId: string; completedModules: number }, now = new Date()): MockOrder {
  const o = findOrder(input.orderId);
  if (!WITHDRAWABLE.includes(o.status)) throw conflict("Only a paid or financed order can be withdrawn from.");
  const totalModules = moduleCount(o.courseId);
  if (!Number.isInteger(input.completedModules) || input.completedModules < 0 || input.completedModules > totalModules) {
    throw badInput("Some fields need attention.", { completedModules: `Between 0 and ${totalModules}.` });
  }
  const tuition = o.isa ? o.isa.cap : o.amount;
  const paidInAdvance = o.isa ? paidStatements(o.isa) : o.amount;
  const quote = withdrawalQuote({ tuition, paidInAdvance, completedModules: input.completedModules, totalModules });
  o.withdrawalState = {
    requestedAt: o.withdrawalState?.requestedAt ?? null,
    reason: o.withdrawalState?.reason ?? null,
    appliedAt: now.toISOString(),
    completedModules: input.completedModules,
    totalModules,
    rule: quote.rule,
    tuition,
    paidInAdvance,
    owed: quote.owed,
    refund: quote.refund,
  };
  o.status = "WITHDRAWN";
  for (const a of access) {
    if (a.userId === o.buyerId && a.courseId === o.courseId && a.endsAt > now.toISOString()) a.endsAt = now.toISOString();
  }
  if (o.isa && !o.isa.endReason) {
    o.isa.endReason = "WITHDRAWN";
    o.isa.endedAt = now.toISOString();
  }
  save();
  return o;
}

/* ---------- GraphQL objects ---------- */

/** Who may open an income document's link (`viewer`): the learner themself and course admins. */
function reportObject(r: MockIncomeReport, viewer: () => Person | null) {
  const o = orders.find((x) => x.id === r.orderId)!;
  return {
    ...r,
    // Functions: graphql's default resolver calls them, which keeps Order ↔ IncomeReport from recursing eagerly.
    order: () => orderObject(o, viewer),
    learner: () => ({ id: r.learnerId }),
    documentUrl: () => {
      const v = viewer();
      return r.documentData && v && (v.id === r.learnerId || v.roles.includes("COURSE_ADMIN")) ? r.documentData : null;
    },
  };
}

function agreementObject(o: MockOrder, a: MockAgreement, viewer: () => Person | null) {
  const totalBilled = a.statements[a.statements.length - 1]?.cumulative ?? 0;
  const mine = reports.filter((r) => r.orderId === o.id);
  const accepted = mine.filter((r) => r.status === "ACCEPTED").sort((x, y) => y.reviewedAt!.localeCompare(x.reviewedAt!));
  return {
    ...a,
    order: () => orderObject(o, viewer),
    totalBilled,
    totalPaid: paidStatements(a),
    remaining: round2(a.cap - totalBilled),
    paymentMonthsCounted: a.statements[a.statements.length - 1]?.paymentMonthsCounted ?? 0,
    statements: [...a.statements].reverse(),
    incomeReports: () => [...mine].sort((x, y) => y.submittedAt.localeCompare(x.submittedAt)).map((r) => reportObject(r, viewer)),
    verifiedIncome: () => (accepted[0] ? reportObject(accepted[0], viewer) : null),
  };
}

/** The Order object graphql resolves. */
export function orderObject(o: MockOrder, viewer: () => Person | null = () => null) {
  const option = optionById(o.optionId)!;
  const isa = o.paymentPlan === "ISA";
  return {
    ...o,
    country: o.country ?? null,
    option: optionObject(option),
    course: courseById(o.courseId),
    isaAgreement: () => (o.isa ? agreementObject(o, o.isa, viewer) : null),
    withdrawal: o.withdrawalState ?? null,
    payment: {
      provider: "offline",
      reference: o.reference,
      steps: isa
        ? [
            "Nothing to pay now: a course admin reviews and approves your income-share agreement.",
            "Once approved, your access starts. Report your income when you are employed.",
            `Monthly statements follow from the first 1st after your access ends; quote the statement's reference (${o.reference}-YYYYMM) with each transfer.`,
          ]
        : [
            `Transfer ${o.amount.toFixed(2)} ${o.currency} to TalentForge Academy Ltd, account 012-345678-901 (Harbour Bank).`,
            `Write ${o.reference} in the transfer's remarks so we can match it.`,
            "We confirm the payment within two working days; your access starts then.",
          ],
    },
  };
}

/* ---------- Resolvers (spread into the mock schema) ---------- */

/** ISA approval, income reports, statements and withdrawals; `viewer` decides who may open an income document. */
export function financingResolvers({ requireViewer, requireCourseAdmin, viewer, pageOf }: MockDeps): Resolvers {
  const order = (o: MockOrder) => orderObject(o, viewer);
  return {
    Query: {
      myOrders: () => ordersOf(requireViewer().id).map(order),
      orders: (
        _: unknown,
        args: { status?: OrderStatus | null; withdrawalRequested?: boolean | null; page?: number | null; pageSize?: number | null },
      ) => {
        requireCourseAdmin();
        return pageOf(allOrders(args.status, args.withdrawalRequested).map(order), args, ORDER_PAGE_SIZE);
      },
      isaCountries: () => [...ISA_COUNTRIES],
      incomeReports: (_: unknown, args: { status?: MockIncomeReport["status"] | null; page?: number | null; pageSize?: number | null }) => {
        requireCourseAdmin();
        return pageOf(
          incomeReportsOf(args.status).map((r) => reportObject(r, viewer)),
          args,
          20,
        );
      },
    },
    Mutation: {
      approveIsaOrder: (_: unknown, { id }: { id: string }) => {
        requireCourseAdmin();
        return order(approveIsaOrder(id));
      },
      submitIncomeReport: (_: unknown, { input }: { input: IncomeReportInput }) =>
        reportObject(submitIncomeReport(requireViewer().id, input), viewer),
      reviewIncomeReport: (_: unknown, args: { id: string; decision: "ACCEPT" | "REJECT"; note?: string | null }) => {
        requireCourseAdmin();
        return reportObject(reviewIncomeReport(args.id, args.decision, args.note), viewer);
      },
      runIsaStatements: () => {
        requireCourseAdmin();
        return runIsaStatements();
      },
      confirmStatementPayment: (_: unknown, { id }: { id: string }) => {
        requireCourseAdmin();
        return confirmStatementPayment(id).statement;
      },
      requestWithdrawal: (_: unknown, args: { orderId: string; reason?: string | null }) =>
        order(requestWithdrawal(requireViewer().id, args.orderId, args.reason)),
      applyWithdrawal: (_: unknown, { input }: { input: { orderId: string; completedModules: number } }) => {
        requireCourseAdmin();
        return order(applyWithdrawal(input));
      },
    },
  };
}
