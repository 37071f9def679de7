/**
 * ISA orders, approval, income reports and monthly statements through the courses subgraph, on a real database with
 * an injected clock and a temporary local storage for income documents.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MAGIC, fileOf } from "../../../shared/storage/fixtures.js";
import type { demo } from "../../../shared/testing/harness.js";
import { runIsaStatementsAt } from "./services/isa.js";
import { ADMIN, OTHER, STUDENT, codeOf, coursesTestbed, fieldsOf, testClock } from "../../testing.js";

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock("2025-01-10T08:00:00.000Z");
const env = coursesTestbed({ now: clock.now, uploads: "tf-isa-" });

const AGREEMENT = `isaAgreement { country cap signedAt firstCollectionMonth totalBilled totalPaid remaining paymentMonthsCounted endReason endedAt
  statements { id month collectedOn monthNumber employed salary amount rule cumulative paymentMonthsCounted status reference paidAt }
  incomeReports { id status } verifiedIncome { id monthlySalary } }`;
const ORDER_FIELDS = `id status listPrice discount amount paymentPlan country paidAt payment { reference steps } ${AGREEMENT}`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveIsaOrder(id: $id) { ${ORDER_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmOrderPayment(id: $id) { id status } }`;
const REPORT_FIELDS = `id employed monthlySalary documentKind documentName documentUrl status reviewNote submittedAt reviewedAt learner { id } order { id }`;
const SUBMIT = `mutation($input: IncomeReportInput!) { submitIncomeReport(input: $input) { ${REPORT_FIELDS} } }`;
const REVIEW = `mutation($id: ID!, $decision: IncomeReviewDecision!, $note: String) { reviewIncomeReport(id: $id, decision: $decision, note: $note) { ${REPORT_FIELDS} } }`;
const RUN = `mutation { runIsaStatements }`;
const CONFIRM_STATEMENT = `mutation($id: ID!) { confirmStatementPayment(id: $id) { id status paidAt amount } }`;

interface Statement {
  id: string;
  month: string;
  collectedOn: string;
  monthNumber: number;
  employed: boolean;
  salary: number;
  amount: number;
  rule: string;
  cumulative: number;
  paymentMonthsCounted: number;
  status: string;
  reference: string;
  paidAt: string | null;
}
interface Agreement {
  country: string;
  cap: number;
  signedAt: string;
  firstCollectionMonth: string | null;
  totalBilled: number;
  totalPaid: number;
  remaining: number;
  paymentMonthsCounted: number;
  endReason: string | null;
  endedAt: string | null;
  statements: Statement[];
  incomeReports: { id: string; status: string }[];
  verifiedIncome: { id: string; monthlySalary: number } | null;
}
interface OrderData {
  id: string;
  status: string;
  listPrice: number;
  discount: number;
  amount: number;
  paymentPlan: string;
  country: string | null;
  paidAt: string | null;
  payment: { reference: string; steps: string[] };
  isaAgreement: Agreement | null;
}
interface ReportData {
  id: string;
  employed: boolean;
  monthlySalary: number;
  documentKind: string | null;
  documentName: string | null;
  documentUrl: string | null;
  status: string;
  reviewNote: string | null;
  reviewedAt: string | null;
  learner: { id: string };
  order: { id: string };
}

const countOf = async (table: string) =>
  Number((await env.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses.${table}`))[0]!.n);
const snapshot = async () => ({
  orders: await countOf("orders"),
  agreements: await countOf("isa_agreements"),
  reports: await countOf("income_reports"),
  statements: await countOf("isa_statements"),
  access: await countOf("course_access"),
  files: fs.readdirSync(env.uploads, { recursive: true }).length,
});
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const PDF = b64(fileOf("pdf", 400));

const isaInput = (courseId: string, extra: Record<string, unknown> = {}) => ({
  optionId: "m1",
  courseId,
  paymentPlan: "ISA",
  country: "Malaysia",
  acceptIsaTerms: true,
  ...extra,
});
const place = (caller: ReturnType<typeof demo>, input: Record<string, unknown>) =>
  env.client.exec<{ placeOrder: OrderData }>(PLACE, { input }, { caller });
const myOrder = async (id: string, caller = STUDENT) =>
  (await env.client.exec<{ myOrders: OrderData[] }>(`{ myOrders { ${ORDER_FIELDS} } }`, {}, { caller })).data!.myOrders.find(
    (o) => o.id === id,
  )!;
const submit = (input: Record<string, unknown>, caller = STUDENT) =>
  env.client.exec<{ submitIncomeReport: ReportData }>(SUBMIT, { input }, { caller });
const review = (id: string, decision: "ACCEPT" | "REJECT", note?: string, caller = ADMIN) =>
  env.client.exec<{ reviewIncomeReport: ReportData }>(REVIEW, { id, decision, note }, { caller });
const run = async () => {
  const r = await env.client.exec<{ runIsaStatements: number }>(RUN, {}, { caller: ADMIN });
  expect(r.errors).toBeUndefined();
  return r.data!.runIsaStatements;
};
const employedReport = (orderId: string, monthlySalary: number) => ({
  orderId,
  employed: true,
  monthlySalary,
  documentKind: "SALARY_SLIP",
  documentName: "slip.pdf",
  contentType: "application/pdf",
  dataBase64: PDF,
});

/** The demo student's ISA (m1py, Malaysia), approved 2025-01-10: collections from 2025-05 (access ends 2025-04-10). */
let order: OrderData;

describe("placing an ISA order", () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ["outside the ISA countries", isaInput("m1py", { country: "Japan" }), "country"],
    ["without a country", isaInput("m1py", { country: null }), "country"],
    ["without accepting the terms", isaInput("m1py", { acceptIsaTerms: null }), "acceptIsaTerms"],
    ["declining the terms", isaInput("m1py", { acceptIsaTerms: false }), "acceptIsaTerms"],
    ["on M1 Blockchain (UPFRONT only)", { ...isaInput("m1blockchain"), optionId: "m1blockchain" }, "paymentPlan"],
  ];
  it.each(refusals)("%s → BAD_USER_INPUT on the field, nothing created", async (_, input, field) => {
    const before = await snapshot();
    const r = await place(STUDENT, input);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty(field);
    expect(await snapshot()).toEqual(before);
  });

  it("a visitor is UNAUTHENTICATED and nothing is created", async () => {
    const before = await snapshot();
    expect(codeOf(await env.client.exec(PLACE, { input: isaInput("m1py") }))).toBe("UNAUTHENTICATED");
    expect(await snapshot()).toEqual(before);
  });

  it("places the order at the full fee, waiting for approval, with its agreement signed now", async () => {
    clock.set("2025-01-09T10:00:00.000Z");
    const r = await place(STUDENT, isaInput("m1py"));
    expect(r.errors).toBeUndefined();
    order = r.data!.placeOrder;
    expect(order).toMatchObject({
      status: "PENDING_APPROVAL",
      listPrice: 199,
      discount: 0,
      amount: 199,
      paymentPlan: "ISA",
      country: "Malaysia",
      paidAt: null,
    });
    // Nothing is transferred upfront: the instructions explain the monthly statements instead.
    expect(order.payment.steps[0]).toMatch(/^Nothing to pay upfront/);
    expect(order.payment.steps.join(" ")).not.toContain("USD 199");
    expect(order.isaAgreement).toEqual({
      country: "Malaysia",
      cap: 199,
      signedAt: "2025-01-09T10:00:00.000Z",
      firstCollectionMonth: null,
      totalBilled: 0,
      totalPaid: 0,
      remaining: 199,
      paymentMonthsCounted: 0,
      endReason: null,
      endedAt: null,
      statements: [],
      incomeReports: [],
      verifiedIncome: null,
    });
  });

  it("one waiting order per course across both plans: an UPFRONT order is a CONFLICT, and the database refuses a second one", async () => {
    const before = await snapshot();
    const upfront = await place(STUDENT, { optionId: "m1", courseId: "m1py", paymentPlan: "UPFRONT" });
    expect(codeOf(upfront)).toBe("CONFLICT");
    expect(codeOf(await place(STUDENT, isaInput("m1py", { country: "Singapore" })))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
    await expect(
      env.database.query(
        `INSERT INTO courses.orders (buyer_id, option_id, course_id, payment_plan, list_price_cents, discount_cents, amount_cents, currency, provider, reference, status)
         VALUES ($1, 'm1', 'm1py', 'UPFRONT', 19900, 3980, 15920, 'USD', 'offline', 'TF-ZZZZZZZZ', 'PENDING_PAYMENT')`,
        [STUDENT.viewer!.id],
      ),
    ).rejects.toThrow(/orders_one_waiting_per_course_idx/);
  });

  it("an UPFRONT order still gets the discount and stores the country when given", async () => {
    const r = await place(OTHER, { optionId: "m1", courseId: "m1js", paymentPlan: "UPFRONT", country: "Japan" });
    expect(r.data!.placeOrder).toMatchObject({
      status: "PENDING_PAYMENT",
      amount: 159.2,
      discount: 39.8,
      country: "Japan",
      isaAgreement: null,
    });
    // Cross-refusal: an UPFRONT order cannot be approved as an ISA.
    const before = await snapshot();
    expect(codeOf(await env.client.exec(APPROVE, { id: r.data!.placeOrder.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
    expect(
      (await env.client.exec(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: r.data!.placeOrder.id }, { caller: OTHER }))
        .errors,
    ).toBeUndefined();
  });

  it("cancelOrder and rejectOrder work while waiting for approval", async () => {
    const a = (await place(OTHER, isaInput("m1sql", { country: "Hong Kong" }))).data!.placeOrder;
    const cancelled = await env.client.exec<{ cancelOrder: { status: string } }>(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id: a.id },
      { caller: OTHER },
    );
    expect(cancelled.data!.cancelOrder.status).toBe("CANCELLED");
    const b = (await place(OTHER, isaInput("m1sql", { country: "Hong Kong" }))).data!.placeOrder;
    const rejected = await env.client.exec<{ rejectOrder: { status: string } }>(
      `mutation($id: ID!) { rejectOrder(id: $id) { status } }`,
      { id: b.id },
      { caller: ADMIN },
    );
    expect(rejected.data!.rejectOrder.status).toBe("CANCELLED");
    expect(codeOf(await env.client.exec(APPROVE, { id: b.id }, { caller: ADMIN }))).toBe("CONFLICT");
  });
});

describe("approving an ISA order", () => {
  it("only a course admin approves (FORBIDDEN for a student, UNAUTHENTICATED for a visitor), and confirmOrderPayment refuses an ISA order", async () => {
    const before = await snapshot();
    expect(codeOf(await env.client.exec(APPROVE, { id: order.id }, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(APPROVE, { id: order.id }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await env.client.exec(CONFIRM, { id: order.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(codeOf(await env.client.exec(APPROVE, { id: "00000000-0000-4000-8000-00000000ffff" }, { caller: ADMIN }))).toBe("NOT_FOUND");
    expect(await snapshot()).toEqual(before);
    expect((await myOrder(order.id)).status).toBe("PENDING_APPROVAL");
  });

  it("a report before approval is a CONFLICT", async () => {
    const before = await snapshot();
    expect(codeOf(await submit(employedReport(order.id, 1200)))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
  });

  it("approval finances the order, starts 90 days of access and fixes the first collection month", async () => {
    clock.set("2025-01-10T08:00:00.000Z");
    const r = await env.client.exec<{ approveIsaOrder: OrderData }>(APPROVE, { id: order.id }, { caller: ADMIN });
    expect(r.errors).toBeUndefined();
    expect(r.data!.approveIsaOrder).toMatchObject({ status: "FINANCED", paidAt: "2025-01-10T08:00:00.000Z" });
    expect(r.data!.approveIsaOrder.isaAgreement!.firstCollectionMonth).toBe("2025-05");
    const access = await env.database.query<{ starts_at: Date; ends_at: Date }>(
      "SELECT starts_at, ends_at FROM courses.course_access WHERE order_id = $1",
      [order.id],
    );
    expect(access.map((a) => [new Date(a.starts_at).toISOString(), new Date(a.ends_at).toISOString()])).toEqual([
      ["2025-01-10T08:00:00.000Z", new Date(Date.parse("2025-01-10T08:00:00.000Z") + 90 * DAY).toISOString()],
    ]);
    expect(codeOf(await env.client.exec(APPROVE, { id: order.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(await countOf(`course_access WHERE order_id = '${order.id}'`)).toBe(1);
  });

  it("isaCountries lists the ISA countries; admins can list orders by the new statuses", async () => {
    expect((await env.client.exec<{ isaCountries: string[] }>(`{ isaCountries }`)).data!.isaCountries).toEqual([
      "Malaysia",
      "Singapore",
      "Hong Kong",
    ]);
    const r = await env.client.exec<{ orders: { items: { id: string }[] } }>(
      `{ orders(status: FINANCED) { items { id } } }`,
      {},
      { caller: ADMIN },
    );
    expect(r.data!.orders.items.map((o) => o.id)).toContain(order.id);
  });
});

describe("income reports", () => {
  const base = () => employedReport(order.id, 1200);
  const invalid: [string, () => Record<string, unknown>, string][] = [
    ["employed without a document", () => ({ ...base(), dataBase64: null }), "dataBase64"],
    ["employed without a document kind", () => ({ ...base(), documentKind: null }), "documentKind"],
    ["employed without a content type", () => ({ ...base(), contentType: null }), "contentType"],
    ["employed with salary 0", () => ({ ...base(), monthlySalary: 0 }), "monthlySalary"],
    ["a negative salary", () => ({ ...base(), monthlySalary: -5 }), "monthlySalary"],
    ["a salary over 1,000,000", () => ({ ...base(), monthlySalary: 1_000_001 }), "monthlySalary"],
    ["unemployed with a salary", () => ({ orderId: order.id, employed: false, monthlySalary: 800 }), "monthlySalary"],
    ["a document name over 120 characters", () => ({ ...base(), documentName: "x".repeat(121) }), "documentName"],
    ["a declared type the bytes are not", () => ({ ...base(), contentType: "image/png" }), "dataBase64"],
    ["bytes that are not PDF, PNG or JPEG", () => ({ ...base(), contentType: "image/gif", dataBase64: b64(fileOf("gif")) }), "dataBase64"],
    ["HTML declared as a PDF", () => ({ ...base(), dataBase64: b64(Uint8Array.from(MAGIC.html)) }), "dataBase64"],
    ["a file over 2 MiB", () => ({ ...base(), dataBase64: b64(fileOf("pdf", 2 * 1024 * 1024 + 1)) }), "dataBase64"],
    ["data that is not base64", () => ({ ...base(), dataBase64: "%%% not base64" }), "dataBase64"],
  ];
  it.each(invalid)("%s → BAD_USER_INPUT on the field; nothing stored", async (_, input, field) => {
    const before = await snapshot();
    const r = await submit(input());
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty(field);
    expect(await snapshot()).toEqual(before);
  });

  it("someone else's order is NOT_FOUND; a visitor is UNAUTHENTICATED; nothing stored", async () => {
    const before = await snapshot();
    expect(codeOf(await submit(base(), OTHER))).toBe("NOT_FOUND");
    expect(codeOf(await submit({ ...base(), orderId: "not-a-uuid" }))).toBe("NOT_FOUND");
    expect(codeOf(await env.client.exec(SUBMIT, { input: base() }))).toBe("UNAUTHENTICATED");
    expect(await snapshot()).toEqual(before);
  });

  let rejected: ReportData;
  it("the learner submits a report with a PDF: SUBMITTED, with a signed document link for the learner and admins", async () => {
    clock.set("2025-03-01T09:00:00.000Z");
    const r = await submit(base());
    expect(r.errors).toBeUndefined();
    rejected = r.data!.submitIncomeReport;
    expect(rejected).toMatchObject({
      employed: true,
      monthlySalary: 1200,
      documentKind: "SALARY_SLIP",
      documentName: "slip.pdf",
      status: "SUBMITTED",
      reviewNote: null,
      reviewedAt: null,
      learner: { id: STUDENT.viewer!.id },
      order: { id: order.id },
    });
    expect(rejected.documentUrl).toMatch(/^\/files\/income-document\/[0-9a-f-]{36}\.pdf\?/);
    const list = await env.client.exec<{ incomeReports: { items: ReportData[] } }>(
      `{ incomeReports(status: SUBMITTED) { items { ${REPORT_FIELDS} } } }`,
      {},
      { caller: ADMIN },
    );
    expect(list.data!.incomeReports.items.map((i) => i.id)).toEqual([rejected.id]);
    expect(list.data!.incomeReports.items[0]!.documentUrl).toMatch(/^\/files\/income-document\//);
    // Another user cannot reach the order, so neither the report nor its link.
    const other = await env.client.exec<{ _entities: (OrderData | null)[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Order { id isaAgreement { incomeReports { documentUrl } } } } }`,
      { r: [{ __typename: "Order", id: order.id }] },
      { caller: OTHER },
    );
    expect(other.data!._entities).toEqual([null]);
  });

  it("only course admins list and review reports (FORBIDDEN for a student, UNAUTHENTICATED for a visitor)", async () => {
    expect(codeOf(await env.client.exec(`{ incomeReports { items { id } } }`, {}, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(`{ incomeReports { items { id } } }`))).toBe("UNAUTHENTICATED");
    expect(codeOf(await review(rejected.id, "ACCEPT", undefined, STUDENT))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(REVIEW, { id: rejected.id, decision: "ACCEPT" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await review("00000000-0000-4000-8000-00000000ffff", "ACCEPT"))).toBe("NOT_FOUND");
  });

  it("REJECT needs a note (BAD_USER_INPUT, still SUBMITTED); with one it is REJECTED; a second review is a CONFLICT", async () => {
    for (const note of [undefined, "   "]) {
      const r = await review(rejected.id, "REJECT", note);
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("note");
    }
    expect(codeOf(await review(rejected.id, "REJECT", "x".repeat(501)))).toBe("BAD_USER_INPUT");
    expect(
      (await env.database.query<{ status: string }>("SELECT status FROM courses.income_reports WHERE id = $1", [rejected.id]))[0]!.status,
    ).toBe("SUBMITTED");
    const r = await review(rejected.id, "REJECT", "The slip is unreadable.");
    expect(r.data!.reviewIncomeReport).toMatchObject({ status: "REJECTED", reviewNote: "The slip is unreadable." });
    expect(codeOf(await review(rejected.id, "ACCEPT"))).toBe("CONFLICT");
  });
});

describe("monthly statements", () => {
  const statements = async () => (await myOrder(order.id)).isaAgreement!.statements;

  it("only course admins run statements (FORBIDDEN for a student, UNAUTHENTICATED for a visitor)", async () => {
    const before = await snapshot();
    expect(codeOf(await env.client.exec(RUN, {}, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(RUN))).toBe("UNAUTHENTICATED");
    expect(await snapshot()).toEqual(before);
  });

  it("nothing is due before the first collection month", async () => {
    clock.set("2025-04-30T23:59:59.000Z");
    expect(await run()).toBe(0);
  });

  let acceptedAfterFirst: ReportData;
  it("on the 1st with no accepted report: UNVERIFIED, nothing due, not counted", async () => {
    clock.set("2025-03-02T09:00:00.000Z");
    acceptedAfterFirst = (await submit(employedReport(order.id, 1200))).data!.submitIncomeReport;
    clock.set("2025-05-01T00:00:00.000Z");
    expect(await run()).toBe(1);
    const [may] = await statements();
    expect(may).toMatchObject({
      month: "2025-05",
      collectedOn: "2025-05-01",
      monthNumber: 1,
      employed: false,
      salary: 0,
      amount: 0,
      rule: "UNVERIFIED",
      cumulative: 0,
      paymentMonthsCounted: 0,
      status: "NOTHING_DUE",
      reference: `${order.payment.reference}-202505`,
    });
  });

  it("a report accepted after the 1st counts from the next month; rerunning writes nothing new", async () => {
    clock.set("2025-05-03T10:00:00.000Z");
    expect((await review(acceptedAfterFirst.id, "ACCEPT")).data!.reviewIncomeReport.status).toBe("ACCEPTED");
    clock.set("2025-05-20T10:00:00.000Z");
    expect(await run()).toBe(0);
    clock.set("2025-06-01T00:00:00.000Z");
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [june, may] = await statements();
    expect(may!.rule).toBe("UNVERIFIED");
    expect(june).toMatchObject({
      month: "2025-06",
      monthNumber: 2,
      employed: true,
      salary: 1200,
      amount: 90,
      rule: "FIXED",
      cumulative: 90,
      paymentMonthsCounted: 1,
      status: "DUE",
    });
  });

  it("confirmStatementPayment: DUE → PAID (course admins only); CONFLICT when already paid or nothing is due", async () => {
    const [june, may] = await statements();
    expect(codeOf(await env.client.exec(CONFIRM_STATEMENT, { id: june!.id }, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(CONFIRM_STATEMENT, { id: june!.id }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await env.client.exec(CONFIRM_STATEMENT, { id: "00000000-0000-4000-8000-00000000ffff" }, { caller: ADMIN }))).toBe(
      "NOT_FOUND",
    );
    clock.set("2025-06-05T10:00:00.000Z");
    const r = await env.client.exec<{ confirmStatementPayment: { status: string; paidAt: string } }>(
      CONFIRM_STATEMENT,
      { id: june!.id },
      { caller: ADMIN },
    );
    expect(r.data!.confirmStatementPayment).toEqual({ id: june!.id, status: "PAID", paidAt: "2025-06-05T10:00:00.000Z", amount: 90 });
    expect(codeOf(await env.client.exec(CONFIRM_STATEMENT, { id: june!.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(codeOf(await env.client.exec(CONFIRM_STATEMENT, { id: may!.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect((await myOrder(order.id)).isaAgreement).toMatchObject({
      totalBilled: 90,
      totalPaid: 90,
      remaining: 109,
      paymentMonthsCounted: 1,
    });
  });

  it("a late run bills each month on the income verified by its 1st: unemployed NONE, FIXED, then CAPPED at the cap, which ends the agreement", async () => {
    clock.set("2025-06-10T10:00:00.000Z");
    const unemployed = (await submit({ orderId: order.id, employed: false, monthlySalary: 0 })).data!.submitIncomeReport;
    expect(unemployed).toMatchObject({ employed: false, monthlySalary: 0, documentKind: null, documentUrl: null });
    clock.set("2025-06-11T10:00:00.000Z");
    await review(unemployed.id, "ACCEPT");
    clock.set("2025-07-10T10:00:00.000Z");
    const employedAgain = (await submit(employedReport(order.id, 1200))).data!.submitIncomeReport;
    clock.set("2025-07-15T10:00:00.000Z");
    await review(employedAgain.id, "ACCEPT");

    // Run late (mid-October): July, August and September are billed, then the cap stops the agreement.
    clock.set("2025-10-15T10:00:00.000Z");
    expect(await run()).toBe(3);
    const [sep, aug, jul] = await statements();
    expect(jul).toMatchObject({
      month: "2025-07",
      employed: false,
      salary: 0,
      amount: 0,
      rule: "NONE",
      cumulative: 90,
      paymentMonthsCounted: 1,
      status: "NOTHING_DUE",
    });
    expect(aug).toMatchObject({ month: "2025-08", amount: 90, rule: "FIXED", cumulative: 180, paymentMonthsCounted: 2, status: "DUE" });
    expect(sep).toMatchObject({
      month: "2025-09",
      monthNumber: 5,
      amount: 19,
      rule: "CAPPED",
      cumulative: 199,
      paymentMonthsCounted: 3,
      status: "DUE",
    });
    const agreement = (await myOrder(order.id)).isaAgreement!;
    expect(agreement).toMatchObject({
      endReason: "CAP",
      endedAt: "2025-09-01T00:00:00.000Z",
      totalBilled: 199,
      totalPaid: 90,
      remaining: 0,
      paymentMonthsCounted: 3,
      verifiedIncome: { id: employedAgain.id, monthlySalary: 1200 },
    });
    expect(agreement.incomeReports.map((r) => r.id)).toEqual(
      [employedAgain.id, unemployed.id, acceptedAfterFirst.id].concat(agreement.incomeReports.slice(3).map((r) => r.id)),
    );
  });

  it("after the cap no later statement is written, and a report on the ended agreement is a CONFLICT", async () => {
    clock.set("2026-03-01T10:00:00.000Z");
    const before = await snapshot();
    expect(await run()).toBe(0);
    expect(codeOf(await submit(employedReport(order.id, 1200)))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
  });

  it("FIXED below 1,500 and PERCENTAGE at 1,500, on an agreement with a cap above one 15% payment", async () => {
    clock.set("2025-01-10T09:00:00.000Z");
    const placed = (await place(OTHER, isaInput("m1sql", { country: "Singapore" }))).data!.placeOrder;
    await env.client.exec(APPROVE, { id: placed.id }, { caller: ADMIN });
    // M1's cap (199) is below a 15% payment at 1,500 (225): raise this agreement's cap so the month is not the capping one.
    await env.database.query("UPDATE courses.isa_agreements SET cap_cents = 100000 WHERE order_id = $1", [placed.id]);
    clock.set("2025-04-20T10:00:00.000Z");
    const below = (await submit(employedReport(placed.id, 1499.99), OTHER)).data!.submitIncomeReport;
    await review(below.id, "ACCEPT");
    clock.set("2025-05-20T10:00:00.000Z");
    const at = (await submit(employedReport(placed.id, 1500), OTHER)).data!.submitIncomeReport;
    await review(at.id, "ACCEPT");

    // Two runs at once (the job and the mutation, or two processes) bill each month once.
    const [a, b] = await Promise.all([
      runIsaStatementsAt(env.database.db, new Date("2025-06-01T12:00:00Z")),
      runIsaStatementsAt(env.database.db, new Date("2025-06-01T12:00:00Z")),
    ]);
    expect(a + b).toBe(2);
    const rows = (await myOrder(placed.id, OTHER)).isaAgreement!.statements;
    expect(rows.map((s) => [s.month, s.salary, s.amount, s.rule, s.cumulative, s.paymentMonthsCounted])).toEqual([
      ["2025-06", 1500, 225, "PERCENTAGE", 325, 2],
      ["2025-05", 1499.99, 100, "FIXED", 100, 1],
    ]);
  });
});
