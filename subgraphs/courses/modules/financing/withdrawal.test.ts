/**
 * Withdrawal through the courses subgraph on a real database with an injected clock: the learner asks, a course admin
 * applies the SPEC §1 rule with the modules finished, access ends and an ISA stops.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fileOf } from "../../../shared/storage/fixtures.js";
import { visitor, type demo } from "../../../shared/testing/harness.js";
import { runIsaStatementsAt } from "./services/isa.js";
import { ADMIN, OTHER, STUDENT, codeOf, coursesTestbed, fieldsOf, testClock } from "../../testing.js";

const clock = testClock("2025-01-10T08:00:00.000Z");
const env = coursesTestbed({ now: clock.now, uploads: "tf-withdrawal-" });

const WITHDRAWAL = `withdrawal { requestedAt reason appliedAt completedModules totalModules rule tuition paidInAdvance owed refund }`;
const ORDER_FIELDS = `id status amount ${WITHDRAWAL} isaAgreement { endReason endedAt statements { id month status } }`;
const REQUEST = `mutation($orderId: ID!, $reason: String) { requestWithdrawal(orderId: $orderId, reason: $reason) { ${ORDER_FIELDS} } }`;
const APPLY = `mutation($input: ApplyWithdrawalInput!) { applyWithdrawal(input: $input) { ${ORDER_FIELDS} } }`;

interface WithdrawalData {
  requestedAt: string | null;
  reason: string | null;
  appliedAt: string | null;
  completedModules: number | null;
  totalModules: number | null;
  rule: string | null;
  tuition: number | null;
  paidInAdvance: number | null;
  owed: number | null;
  refund: number | null;
}
interface OrderData {
  id: string;
  status: string;
  amount: number;
  withdrawal: WithdrawalData | null;
  isaAgreement: { endReason: string | null; endedAt: string | null; statements: { id: string; month: string; status: string }[] } | null;
}

const snapshot = async () =>
  env.database.query(
    `SELECT (SELECT json_agg(o ORDER BY o.id) FROM courses.orders o) AS orders,
            (SELECT json_agg(w ORDER BY w.order_id) FROM courses.withdrawals w) AS withdrawals,
            (SELECT json_agg(a ORDER BY a.order_id, a.starts_at) FROM courses.course_access a) AS access,
            (SELECT json_agg(i ORDER BY i.order_id) FROM courses.isa_agreements i) AS agreements`,
  );
const request = (orderId: string, reason?: string | null, caller = STUDENT) =>
  env.client.exec<{ requestWithdrawal: OrderData }>(REQUEST, { orderId, reason }, { caller });
const apply = (orderId: string, completedModules: number, caller = ADMIN) =>
  env.client.exec<{ applyWithdrawal: OrderData }>(APPLY, { input: { orderId, completedModules } }, { caller });

async function placeAndSettle(caller: ReturnType<typeof demo>, courseId: string, plan: "UPFRONT" | "ISA"): Promise<string> {
  const input =
    plan === "ISA"
      ? { optionId: "m1", courseId, paymentPlan: "ISA", country: "Malaysia", acceptIsaTerms: true }
      : { optionId: "m1", courseId, paymentPlan: "UPFRONT" };
  const placed = await env.client.exec<{ placeOrder: { id: string } }>(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
    { input },
    { caller },
  );
  expect(placed.errors).toBeUndefined();
  const id = placed.data!.placeOrder.id;
  const settle = plan === "ISA" ? "approveIsaOrder" : "confirmOrderPayment";
  expect((await env.client.exec(`mutation($id: ID!) { ${settle}(id: $id) { id } }`, { id }, { caller: ADMIN })).errors).toBeUndefined();
  return id;
}

/** A PAID order for a 6-module Certified Associate course (taken through an application, so written directly here). */
async function paidCaOrder(reference: string): Promise<string> {
  const [row] = await env.database.query<{ id: string }>(
    `INSERT INTO courses.orders (buyer_id, option_id, course_id, payment_plan, list_price_cents, discount_cents, amount_cents, currency, provider, reference, status, paid_at)
     VALUES ($1, 'ca', 'cada', 'UPFRONT', 320000, 64000, 256000, 'USD', 'offline', $2, 'PAID', now()) RETURNING id`,
    [OTHER.viewer!.id, reference],
  );
  await env.database.query(
    `INSERT INTO courses.course_access (buyer_id, course_id, order_id, starts_at, ends_at) VALUES ($1, 'cada', $2, now() - interval '1 day', now() + interval '300 days')`,
    [OTHER.viewer!.id, row!.id],
  );
  return row!.id;
}

let upfront: string;
let pending: string;

describe("requestWithdrawal", () => {
  beforeAll(async () => {
    upfront = await placeAndSettle(STUDENT, "m1py", "UPFRONT");
    const p = await env.client.exec<{ placeOrder: { id: string } }>(
      `mutation { placeOrder(input: { optionId: "m1", courseId: "m1js", paymentPlan: UPFRONT }) { id } }`,
      {},
      { caller: STUDENT },
    );
    pending = p.data!.placeOrder.id;
  });

  it("only the owner asks (NOT_FOUND for others, UNAUTHENTICATED for visitors); a waiting order is a CONFLICT; a long reason is BAD_USER_INPUT", async () => {
    const before = await snapshot();
    expect(codeOf(await request(upfront, null, OTHER))).toBe("NOT_FOUND");
    expect(codeOf(await env.client.exec(REQUEST, { orderId: upfront }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await request(pending))).toBe("CONFLICT");
    const long = await request(upfront, "x".repeat(501));
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(long)).toHaveProperty("reason");
    expect(await snapshot()).toEqual(before);
  });

  it("the owner asks: the withdrawal is requested, not applied; asking twice is a CONFLICT", async () => {
    clock.set("2025-01-20T10:00:00.000Z");
    const r = await request(upfront, "  Moving abroad  ");
    expect(r.errors).toBeUndefined();
    expect(r.data!.requestWithdrawal).toMatchObject({
      status: "PAID",
      withdrawal: { requestedAt: "2025-01-20T10:00:00.000Z", reason: "Moving abroad", appliedAt: null, rule: null, owed: null },
    });
    const before = await snapshot();
    expect(codeOf(await request(upfront, "again"))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
  });

  it("admins list orders with a withdrawal requested and not applied", async () => {
    const r = await env.client.exec<{ orders: { items: { id: string }[] } }>(
      `{ orders(withdrawalRequested: true) { items { id } } }`,
      {},
      { caller: ADMIN },
    );
    expect(r.data!.orders.items.map((o) => o.id)).toEqual([upfront]);
  });
});

describe("applyWithdrawal", () => {
  it("only course admins apply (FORBIDDEN for a student, UNAUTHENTICATED for a visitor)", async () => {
    const before = await snapshot();
    expect(codeOf(await apply(upfront, 1, STUDENT))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(APPLY, { input: { orderId: upfront, completedModules: 1 } }, { caller: visitor() }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses modules outside 0 … the course's module count (BAD_USER_INPUT) and a waiting order (CONFLICT), changing nothing", async () => {
    const before = await snapshot();
    for (const bad of [-1, 4]) {
      const r = await apply(upfront, bad);
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("completedModules");
    }
    expect(codeOf(await env.client.exec(APPLY, { input: { orderId: upfront, completedModules: 1.5 } }, { caller: ADMIN }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await apply(pending, 0))).toBe("CONFLICT");
    expect(codeOf(await apply("00000000-0000-4000-8000-00000000ffff", 0))).toBe("NOT_FOUND");
    expect(await snapshot()).toEqual(before);
  });

  it("UPFRONT after 1 of 3 modules: PRO_RATA on the amount paid, refunded in full; WITHDRAWN and access ends now", async () => {
    clock.set("2025-02-01T12:00:00.000Z");
    const r = await apply(upfront, 1);
    expect(r.errors).toBeUndefined();
    expect(r.data!.applyWithdrawal).toMatchObject({
      status: "WITHDRAWN",
      withdrawal: {
        requestedAt: "2025-01-20T10:00:00.000Z",
        reason: "Moving abroad",
        appliedAt: "2025-02-01T12:00:00.000Z",
        completedModules: 1,
        totalModules: 3,
        rule: "PRO_RATA",
        tuition: 159.2,
        paidInAdvance: 159.2,
        owed: 53.07,
        refund: 159.2,
      },
    });
    const access = await env.client.exec<{ myCourseAccess: { course: { id: string }; active: boolean; endsAt: string }[] }>(
      `{ myCourseAccess { course { id } active endsAt } }`,
      {},
      { caller: STUDENT },
    );
    expect(access.data!.myCourseAccess.find((a) => a.course.id === "m1py")).toMatchObject({
      active: false,
      endsAt: "2025-02-01T12:00:00.000Z",
    });
    const requested = await env.client.exec<{ orders: { items: { id: string }[] } }>(
      `{ orders(withdrawalRequested: true) { items { id } } }`,
      {},
      { caller: ADMIN },
    );
    expect(requested.data!.orders.items).toEqual([]);
    const before = await snapshot();
    expect(codeOf(await apply(upfront, 1))).toBe("CONFLICT");
    expect(codeOf(await request(upfront))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
  });

  it("a 6-module course: 0 → NONE (all refunded), 5 → PRO_RATA 5/6, 6 → FULL (nothing refunded); an admin may apply without a request", async () => {
    const results: Record<number, WithdrawalData> = {};
    for (const [i, completed] of [0, 5, 6].entries()) {
      const id = await paidCaOrder(`TF-CADAAAA${"BCD"[i]}`);
      const r = await apply(id, completed);
      expect(r.errors).toBeUndefined();
      expect(r.data!.applyWithdrawal.status).toBe("WITHDRAWN");
      results[completed] = r.data!.applyWithdrawal.withdrawal!;
    }
    expect(results[0]).toMatchObject({
      requestedAt: null,
      totalModules: 6,
      rule: "NONE",
      tuition: 2560,
      paidInAdvance: 2560,
      owed: 0,
      refund: 2560,
    });
    expect(results[5]).toMatchObject({ rule: "PRO_RATA", owed: 2133.33, refund: 2560 });
    expect(results[6]).toMatchObject({ rule: "FULL", owed: 2560, refund: 0 });
    const access = await env.database.query<{ active: number }>(
      `SELECT count(*)::int AS active FROM courses.course_access WHERE course_id = 'cada' AND ends_at > $1`,
      [new Date(clock.ms)],
    );
    expect(access[0]!.active).toBe(0);
  });

  it("ISA: tuition is the cap, advance payments the statements paid; FULL at 3 of 3; the agreement ends WITHDRAWN and no statement follows", async () => {
    clock.set("2025-01-10T09:00:00.000Z");
    await env.client.exec(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: pending }, { caller: STUDENT });
    const isa = await placeAndSettle(STUDENT, "m1js", "ISA");
    // Collections start 2025-05; an accepted 1,200 USD report bills 90 a month.
    clock.set("2025-04-01T10:00:00.000Z");
    const dataBase64 = Buffer.from(fileOf("pdf", 300)).toString("base64");
    const report = await env.client.exec<{ submitIncomeReport: { id: string } }>(
      `mutation($input: IncomeReportInput!) { submitIncomeReport(input: $input) { id } }`,
      {
        input: {
          orderId: isa,
          employed: true,
          monthlySalary: 1200,
          documentKind: "EMPLOYER_LETTER",
          contentType: "application/pdf",
          dataBase64,
        },
      },
      { caller: STUDENT },
    );
    expect(report.errors).toBeUndefined();
    await env.client.exec(
      `mutation($id: ID!) { reviewIncomeReport(id: $id, decision: ACCEPT) { id } }`,
      { id: report.data!.submitIncomeReport.id },
      { caller: ADMIN },
    );
    expect(await runIsaStatementsAt(env.database.db, new Date("2025-06-15T00:00:00Z"))).toBe(2);
    const order = await env.client.exec<{ myOrders: OrderData[] }>(`{ myOrders { ${ORDER_FIELDS} } }`, {}, { caller: STUDENT });
    const statements = order.data!.myOrders.find((o) => o.id === isa)!.isaAgreement!.statements;
    await env.client.exec(
      `mutation($id: ID!) { confirmStatementPayment(id: $id) { id } }`,
      { id: statements.at(-1)!.id },
      { caller: ADMIN },
    );

    clock.set("2025-06-20T10:00:00.000Z");
    const r = await apply(isa, 3);
    expect(r.errors).toBeUndefined();
    expect(r.data!.applyWithdrawal).toMatchObject({
      status: "WITHDRAWN",
      withdrawal: { rule: "FULL", totalModules: 3, tuition: 199, paidInAdvance: 90, owed: 199, refund: 0 },
      isaAgreement: { endReason: "WITHDRAWN", endedAt: "2025-06-20T10:00:00.000Z" },
    });
    expect(await runIsaStatementsAt(env.database.db, new Date("2026-01-15T00:00:00Z"))).toBe(0);
    const after = await env.database.query<{ n: number }>("SELECT count(*)::int AS n FROM courses.isa_statements WHERE order_id = $1", [
      isa,
    ]);
    expect(after[0]!.n).toBe(2);
    const late = await env.client.exec(
      `mutation($input: IncomeReportInput!) { submitIncomeReport(input: $input) { id } }`,
      { input: { orderId: isa, employed: false, monthlySalary: 0 } },
      { caller: STUDENT },
    );
    expect(codeOf(late)).toBe("CONFLICT");
  });
});
