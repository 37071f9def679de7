/**
 * Buying an M1 course through the router in both runtime modes: a student places an order, the course admin
 * confirms the offline payment, and the student then has 90 days of access.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { DEMO_M1JS_ORDER_ID } from "../subgraphs/courses/modules/classroom/index.js";
import { DEMO_ISA_ORDER_ID } from "../subgraphs/courses/modules/financing/index.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
const DAY = 24 * 60 * 60 * 1000;

describe.each(ROUTER_MODES)("orders through the router (%s)", (mode) => {
  // The demo student's seeded orders (ISA on m1sql, paid m1js) would show in the exact lists below; this suite starts them empty.
  const router = routerSuite(mode, async (database) => {
    await database.query("DELETE FROM courses.orders WHERE id = ANY($1)", [[DEMO_ISA_ORDER_ID, DEMO_M1JS_ORDER_ID]]);
  });

  it("buy → admin confirms → access for 90 days", async () => {
    const visitor = new TestBrowser(router.url);
    const options = await visitor.graphql<{
      course: { enrolmentOptions: { id: string; mode: string; open: boolean; fee: number }[]; viewerAccess: null };
    }>(`{ course(id: "m1sql") { enrolmentOptions { id mode open fee } viewerAccess { active } } }`);
    expect(options.json.errors).toBeUndefined();
    expect(options.json.data!.course.enrolmentOptions).toEqual([{ id: "m1", mode: "DIRECT", open: true, fee: 199 }]);
    expect(options.json.data!.course.viewerAccess).toBeNull();

    const anonymous = await visitor.graphql(
      `mutation { placeOrder(input: { optionId: "m1", courseId: "m1sql", paymentPlan: UPFRONT }) { id } }`,
    );
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const buyer = await logIn(router.url, student.email);
    const placed = await buyer.graphql<{
      placeOrder: {
        id: string;
        status: string;
        amount: number;
        buyer: { id: string };
        payment: { provider: string; reference: string; steps: string[] };
      };
    }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status amount buyer { id } payment { provider reference steps } } }`,
      { input: { optionId: "m1", courseId: "m1sql", paymentPlan: "UPFRONT" } },
    );
    expect(placed.json.errors).toBeUndefined();
    const order = placed.json.data!.placeOrder;
    expect(order).toMatchObject({ status: "PENDING_PAYMENT", amount: 159.2, buyer: { id: student.id }, payment: { provider: "offline" } });
    expect(order.payment.steps.join(" ")).toContain(order.payment.reference);

    expect(
      (await buyer.graphql(`mutation($id: ID!) { confirmOrderPayment(id: $id) { id } }`, { id: order.id })).json.errors?.[0]?.extensions
        ?.code,
    ).toBe("FORBIDDEN");

    const admin = await logIn(router.url, courseAdmin.email);
    const pending = await admin.graphql<{ orders: { items: { id: string; payment: { reference: string } }[] } }>(
      `{ orders(status: PENDING_PAYMENT) { items { id payment { reference } } } }`,
    );
    expect(pending.json.data!.orders.items).toEqual([{ id: order.id, payment: { reference: order.payment.reference } }]);
    const confirmed = await admin.graphql<{ confirmOrderPayment: { status: string; paidAt: string } }>(
      `mutation($id: ID!) { confirmOrderPayment(id: $id) { status paidAt } }`,
      { id: order.id },
    );
    expect(confirmed.json.errors).toBeUndefined();
    expect(confirmed.json.data!.confirmOrderPayment.status).toBe("PAID");
    const paidAt = Date.parse(confirmed.json.data!.confirmOrderPayment.paidAt);

    const access = await buyer.graphql<{
      myCourseAccess: { course: { id: string; title: string }; active: boolean; daysLeft: number; endsAt: string }[];
      course: { viewerAccess: { active: boolean } };
      myOrders: { id: string; status: string }[];
    }>(
      `{ myCourseAccess { course { id title } active daysLeft endsAt } course(id: "m1sql") { viewerAccess { active } } myOrders { id status } }`,
    );
    expect(access.json.errors).toBeUndefined();
    expect(access.json.data!.myCourseAccess).toEqual([
      { course: { id: "m1sql", title: "M1 SQL" }, active: true, daysLeft: 90, endsAt: new Date(paidAt + 90 * DAY).toISOString() },
    ]);
    expect(access.json.data!.course.viewerAccess.active).toBe(true);
    expect(access.json.data!.myOrders).toEqual([{ id: order.id, status: "PAID" }]);

    const again = await buyer.graphql(`mutation { placeOrder(input: { optionId: "m1", courseId: "m1sql", paymentPlan: UPFRONT }) { id } }`);
    expect(again.json.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });
});
