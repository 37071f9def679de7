/**
 * Enrolment options, orders with the offline provider, admin confirmation and 90-day access, through the courses
 * subgraph with an injected clock.
 */
import { describe, expect, it } from "vitest";
import type { SubgraphDefinition } from "../../../shared/server.js";
import { statementCounter } from "../../../shared/testing/database.js";
import { testSubgraph, visitor } from "../../../shared/testing/harness.js";
import { createCoursesSubgraph } from "../../index.js";
import { DEMO_CAFED_ORDER_ID, DEMO_M1JS_ORDER_ID } from "../classroom/index.js";
import { DEMO_ISA_ORDER_ID } from "../financing/index.js";
import { ADMIN, OTHER, STUDENT, codeOf, coursesTestbed, testClock } from "../../testing.js";

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock("2025-03-01T08:00:00.000Z");
const counter = statementCounter();
const env = coursesTestbed({
  now: clock.now,
  onQuery: counter.onQuery,
  // This file counts orders and access from scratch: drop the demo students' seeded orders (the ISA on m1sql with its agreement, report
  // and access go with it; the certified associate's cafed access with hers). isa.test.ts covers ISA orders.
  prepare: async (database) => {
    await database.query("DELETE FROM courses.orders WHERE id = ANY($1)", [[DEMO_ISA_ORDER_ID, DEMO_M1JS_ORDER_ID, DEMO_CAFED_ORDER_ID]]);
  },
});

const ORDER_FIELDS = `id status listPrice discount amount currency paymentPlan createdAt paidAt
  option { id } course { id } buyer { id } payment { provider reference steps }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmOrderPayment(id: $id) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { ${ORDER_FIELDS} } }`;
const REJECT = `mutation($id: ID!) { rejectOrder(id: $id) { ${ORDER_FIELDS} } }`;
const MY_ACCESS = `{ myCourseAccess { course { id } startsAt endsAt active daysLeft } }`;

interface OrderData {
  id: string;
  status: string;
  listPrice: number;
  discount: number;
  amount: number;
  currency: string;
  paymentPlan: string;
  createdAt: string;
  paidAt: string | null;
  option: { id: string };
  course: { id: string };
  buyer: { id: string };
  payment: { provider: string; reference: string; steps: string[] };
}
interface AccessData {
  course: { id: string };
  startsAt: string;
  endsAt: string;
  active: boolean;
  daysLeft: number;
}

const orderCount = async () => Number((await env.database.query<{ n: string }>("SELECT count(*)::int AS n FROM courses.orders"))[0]!.n);
const accessCount = async () =>
  Number((await env.database.query<{ n: string }>("SELECT count(*)::int AS n FROM courses.course_access"))[0]!.n);

async function place(caller = STUDENT, input: Record<string, unknown> = { optionId: "m1", courseId: "m1py", paymentPlan: "UPFRONT" }) {
  return env.client.exec<{ placeOrder: OrderData }>(PLACE, { input }, { caller });
}

describe("enrolment options", () => {
  it("lists the seven options with courses, mode, open state, regions, fees and access days", async () => {
    const r = await env.client.exec<{
      enrolmentOptions: {
        id: string;
        mode: string;
        open: boolean;
        limitedRegions: string[];
        fee: number;
        currency: string;
        accessDays: number | null;
        paymentPlans: string[];
        programme: { id: string; applicationOpen: boolean } | null;
        courses: { id: string }[];
        description: { title: string; points: string[] };
        comparisons: { label: string; value: string }[];
      }[];
    }>(
      `{ enrolmentOptions { id mode open limitedRegions fee currency accessDays paymentPlans programme { id applicationOpen } courses { id } description { title points } comparisons { label value } } }`,
    );
    expect(r.errors).toBeUndefined();
    const options = r.data!.enrolmentOptions;
    expect(options.map((o) => o.id)).toEqual([
      "m1",
      "m1blockchain",
      "ca",
      "capt",
      "kyouth-2025",
      "yayasan-peneraju-2025",
      "google-career-2025",
    ]);
    const byId = Object.fromEntries(options.map((o) => [o.id, o]));
    expect(byId.m1).toMatchObject({
      mode: "DIRECT",
      open: true,
      fee: 199,
      currency: "USD",
      accessDays: 90,
      limitedRegions: [],
      programme: null,
    });
    expect(byId.m1!.courses.map((c) => c.id)).toEqual(["m1py", "m1sql", "m1js"]);
    expect(byId.m1blockchain).toMatchObject({ mode: "DIRECT", fee: 99, accessDays: 90 });
    expect(byId.ca).toMatchObject({ mode: "APPLICATION", fee: 3200, accessDays: null });
    expect(byId.ca!.courses.map((c) => c.id)).toEqual(["cada", "caba", "cafed", "cabed"]);
    expect(byId.capt).toMatchObject({ mode: "APPLICATION", fee: 3600 });
    expect(byId["kyouth-2025"]).toMatchObject({
      open: true,
      fee: 0,
      limitedRegions: ["Malaysia"],
      programme: { id: "kyouth-2025", applicationOpen: true },
    });
    expect(byId["google-career-2025"]).toMatchObject({
      open: false,
      limitedRegions: ["Malaysia", "Hong Kong"],
      programme: { applicationOpen: false },
    });
    expect(byId["google-career-2025"]!.courses.every((c) => c.id.startsWith("gcc-"))).toBe(true);
    expect(Object.fromEntries(options.map((o) => [o.id, o.paymentPlans]))).toEqual({
      m1: ["UPFRONT", "ISA"],
      m1blockchain: ["UPFRONT"],
      ca: ["UPFRONT", "ISA"],
      capt: ["UPFRONT", "ISA"],
      "kyouth-2025": [],
      "yayasan-peneraju-2025": [],
      "google-career-2025": [],
    });
    for (const o of options) {
      expect(o.description.points.length).toBeGreaterThan(0);
      expect(o.comparisons.length).toBeGreaterThan(0);
    }
  });

  it("enrolmentOption by id; null when unknown", async () => {
    const r = await env.client.exec<{ a: { id: string } | null; b: null }>(
      `{ a: enrolmentOption(id: "capt") { id } b: enrolmentOption(id: "nope") { id } }`,
    );
    expect(r.data).toEqual({ a: { id: "capt" }, b: null });
  });

  it("Course.enrolmentOptions lists the options including the course; viewerAccess is null for visitors", async () => {
    const r = await env.client.exec<{ course: { enrolmentOptions: { id: string }[]; viewerAccess: null } }>(
      `{ course(id: "cada") { enrolmentOptions { id } viewerAccess { active } } }`,
    );
    expect(r.data!.course.enrolmentOptions.map((o) => o.id)).toEqual(["ca", "kyouth-2025"]);
    expect(r.data!.course.viewerAccess).toBeNull();
  });
});

describe("buy → confirm → 90 days of access", () => {
  let order: OrderData;
  let paidAt: number;

  it("placeOrder creates a pending order priced from the option, with bank-transfer instructions quoting its reference", async () => {
    const r = await place();
    expect(r.errors).toBeUndefined();
    order = r.data!.placeOrder;
    expect(order).toMatchObject({
      status: "PENDING_PAYMENT",
      listPrice: 199,
      discount: 39.8,
      amount: 159.2,
      currency: "USD",
      paymentPlan: "UPFRONT",
      paidAt: null,
      option: { id: "m1" },
      course: { id: "m1py" },
      buyer: { id: STUDENT.viewer!.id },
    });
    expect(order.payment.provider).toBe("offline");
    expect(order.payment.reference).toMatch(/^TF-[A-Z2-7]{8}$/);
    expect(order.payment.steps.join(" ")).toContain(order.payment.reference);
    expect(order.payment.steps.join(" ")).toContain("USD 159.20");
  });

  it("a second pending order for the course is a CONFLICT and creates nothing", async () => {
    const before = await orderCount();
    const r = await place();
    expect(codeOf(r)).toBe("CONFLICT");
    expect(await orderCount()).toBe(before);
  });

  it("Course.viewerPendingOrderStatus tells the buyer their order waits (the course page says so instead of Buy); nobody else", async () => {
    const statusFor = async (caller: typeof STUDENT) =>
      (
        await env.client.exec<{ course: { viewerPendingOrderStatus: string | null } }>(
          `{ course(id: "m1py") { viewerPendingOrderStatus } }`,
          {},
          { caller },
        )
      ).data!.course.viewerPendingOrderStatus;
    expect(await statusFor(STUDENT)).toBe("PENDING_PAYMENT");
    expect(await statusFor(OTHER)).toBeNull();
    expect(await statusFor(visitor())).toBeNull();
  });

  it("a student cannot confirm a payment (FORBIDDEN); a visitor is UNAUTHENTICATED", async () => {
    expect(codeOf(await env.client.exec(CONFIRM, { id: order.id }, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(CONFIRM, { id: order.id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await accessCount()).toBe(0);
  });

  it("the course admin confirms: PAID, and access runs 90 days from the confirmation", async () => {
    const r = await env.client.exec<{ confirmOrderPayment: OrderData }>(CONFIRM, { id: order.id }, { caller: ADMIN });
    expect(r.errors).toBeUndefined();
    const paid = r.data!.confirmOrderPayment;
    expect(paid.status).toBe("PAID");
    expect(paid.paidAt).not.toBeNull();
    paidAt = Date.parse(paid.paidAt!);
    const rows = await env.database.query<{ confirmed_by: string }>("SELECT confirmed_by FROM courses.orders WHERE id = $1", [order.id]);
    expect(rows[0]!.confirmed_by).toBe(ADMIN.viewer!.id);

    const access = await env.client.exec<{ myCourseAccess: AccessData[] }>(MY_ACCESS, {}, { caller: STUDENT });
    expect(access.data!.myCourseAccess).toHaveLength(1);
    const a = access.data!.myCourseAccess[0]!;
    expect(a).toMatchObject({ course: { id: "m1py" }, active: true, daysLeft: 90 });
    expect(Date.parse(a.startsAt)).toBe(paidAt);
    expect(Date.parse(a.endsAt)).toBe(paidAt + 90 * DAY);
  });

  it("confirming twice is a CONFLICT and starts no second access", async () => {
    expect(codeOf(await env.client.exec(CONFIRM, { id: order.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(await accessCount()).toBe(1);
  });

  it("buying a course with active access is a CONFLICT", async () => {
    const before = await orderCount();
    expect(codeOf(await place())).toBe("CONFLICT");
    expect(await orderCount()).toBe(before);
  });

  it("Course.viewerAccess shows the window to the buyer only", async () => {
    const q = `{ course(id: "m1py") { viewerAccess { active daysLeft endsAt } } }`;
    const mine = await env.client.exec<{ course: { viewerAccess: { active: boolean; endsAt: string } | null } }>(
      q,
      {},
      { caller: STUDENT },
    );
    expect(mine.data!.course.viewerAccess).toMatchObject({ active: true, endsAt: new Date(paidAt + 90 * DAY).toISOString() });
    // Paid: no longer waiting.
    const waiting = await env.client.exec<{ course: { viewerPendingOrderStatus: string | null } }>(
      `{ course(id: "m1py") { viewerPendingOrderStatus } }`,
      {},
      { caller: STUDENT },
    );
    expect(waiting.data!.course.viewerPendingOrderStatus).toBeNull();
    const other = await env.client.exec<{ course: { viewerAccess: null } }>(q, {}, { caller: OTHER });
    expect(other.data!.course.viewerAccess).toBeNull();
  });

  it("day 89 (89d23h59m) is active; day 90 is not, and the course can be bought again", async () => {
    const at = async (ms: number) => {
      const later = await testSubgraph(createCoursesSubgraph({ now: () => new Date(ms) }) as unknown as SubgraphDefinition, env.database);
      try {
        return await later.exec<{ myCourseAccess: AccessData[] }>(MY_ACCESS, {}, { caller: STUDENT });
      } finally {
        await later.stop();
      }
    };
    const day89 = (await at(paidAt + 90 * DAY - 60_000)).data!.myCourseAccess[0]!;
    expect(day89).toMatchObject({ active: true, daysLeft: 1 });
    const day90 = (await at(paidAt + 90 * DAY)).data!.myCourseAccess[0]!;
    expect(day90).toMatchObject({ active: false, daysLeft: 0 });

    clock.ms = paidAt + 90 * DAY;
    const again = await place();
    expect(again.errors).toBeUndefined();
    expect(again.data!.placeOrder.status).toBe("PENDING_PAYMENT");
    expect(codeOf(await env.client.exec(CANCEL, { id: again.data!.placeOrder.id }, { caller: STUDENT }))).toBeUndefined();
  });
});

describe("placeOrder refuses bad input and creates nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["an application option", { optionId: "ca", courseId: "cada", paymentPlan: "UPFRONT" }, "optionId"],
    [
      "a closed programme option",
      { optionId: "google-career-2025", courseId: "gcc-da", paymentPlan: "UPFRONT", country: "Malaysia" },
      "optionId",
    ],
    ["a course not in the option", { optionId: "m1", courseId: "m1blockchain", paymentPlan: "UPFRONT" }, "courseId"],
    ["an unknown option", { optionId: "m9", courseId: "m1py", paymentPlan: "UPFRONT" }, "optionId"],
    ["a country not on the list", { optionId: "m1", courseId: "m1sql", paymentPlan: "UPFRONT", country: "Atlantis" }, "country"],
  ];
  it.each(cases)("%s → BAD_USER_INPUT", async (_, input, field) => {
    const before = await orderCount();
    const r = await place(STUDENT, input);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(r.errors![0]!.extensions!.fields).toHaveProperty(field);
    expect(await orderCount()).toBe(before);
  });

  it("a region-limited option needs a country, and the right one", async () => {
    // No direct option is region-limited in the seed: limit m1blockchain for this test.
    await env.database.query(`UPDATE courses.enrolment_options SET limited_regions = '{Malaysia}' WHERE id = 'm1blockchain'`);
    try {
      const before = await orderCount();
      const input = { optionId: "m1blockchain", courseId: "m1blockchain", paymentPlan: "UPFRONT" };
      const missing = await place(STUDENT, input);
      expect(codeOf(missing)).toBe("BAD_USER_INPUT");
      expect(missing.errors![0]!.extensions!.fields).toHaveProperty("country");
      const wrong = await place(STUDENT, { ...input, country: "Singapore" });
      expect(codeOf(wrong)).toBe("BAD_USER_INPUT");
      expect(await orderCount()).toBe(before);
      const right = await place(STUDENT, { ...input, country: "Malaysia" });
      expect(right.errors).toBeUndefined();
      await env.client.exec(CANCEL, { id: right.data!.placeOrder.id }, { caller: STUDENT });
    } finally {
      await env.database.query(`UPDATE courses.enrolment_options SET limited_regions = '{}' WHERE id = 'm1blockchain'`);
    }
  });

  it("a visitor placing an order is UNAUTHENTICATED", async () => {
    const before = await orderCount();
    expect(codeOf(await place(visitor()))).toBe("UNAUTHENTICATED");
    expect(await orderCount()).toBe(before);
  });
});

describe("cancel and reject", () => {
  it("only the buyer cancels their order (NOT_FOUND for others), and only while pending (CONFLICT)", async () => {
    const placed = (await place(STUDENT, { optionId: "m1", courseId: "m1js", paymentPlan: "UPFRONT" })).data!.placeOrder;
    expect(codeOf(await env.client.exec(CANCEL, { id: placed.id }, { caller: OTHER }))).toBe("NOT_FOUND");
    expect(codeOf(await env.client.exec(CANCEL, { id: "not-a-uuid" }, { caller: STUDENT }))).toBe("NOT_FOUND");
    const cancelled = await env.client.exec<{ cancelOrder: OrderData }>(CANCEL, { id: placed.id }, { caller: STUDENT });
    expect(cancelled.data!.cancelOrder.status).toBe("CANCELLED");
    expect(codeOf(await env.client.exec(CANCEL, { id: placed.id }, { caller: STUDENT }))).toBe("CONFLICT");
    expect(codeOf(await env.client.exec(CONFIRM, { id: placed.id }, { caller: ADMIN }))).toBe("CONFLICT");
  });

  it("the course admin rejects a pending order; students cannot; a rejected order cannot be rejected again", async () => {
    const placed = (await place(OTHER, { optionId: "m1blockchain", courseId: "m1blockchain", paymentPlan: "UPFRONT" })).data!.placeOrder;
    expect(codeOf(await env.client.exec(REJECT, { id: placed.id }, { caller: STUDENT }))).toBe("FORBIDDEN");
    const rejected = await env.client.exec<{ rejectOrder: OrderData }>(REJECT, { id: placed.id }, { caller: ADMIN });
    expect(rejected.data!.rejectOrder.status).toBe("CANCELLED");
    expect(codeOf(await env.client.exec(REJECT, { id: placed.id }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(codeOf(await env.client.exec(REJECT, { id: "00000000-0000-4000-8000-00000000ffff" }, { caller: ADMIN }))).toBe("NOT_FOUND");
  });
});

describe("reading orders", () => {
  it("myOrders lists the viewer's orders newest first; visitors are UNAUTHENTICATED", async () => {
    const r = await env.client.exec<{ myOrders: { status: string; course: { id: string }; buyer: { id: string } }[] }>(
      `{ myOrders { status course { id } buyer { id } } }`,
      {},
      { caller: STUDENT },
    );
    expect(r.errors).toBeUndefined();
    const mine = r.data!.myOrders;
    expect(mine.every((o) => o.buyer.id === STUDENT.viewer!.id)).toBe(true);
    expect(mine.at(-1)).toMatchObject({ status: "PAID", course: { id: "m1py" } });
    expect(mine[0]).toMatchObject({ status: "CANCELLED", course: { id: "m1js" } });
    expect(codeOf(await env.client.exec(`{ myOrders { id } }`))).toBe("UNAUTHENTICATED");
    expect(codeOf(await env.client.exec(`{ myCourseAccess { active } }`))).toBe("UNAUTHENTICATED");
  });

  it("orders is for course admins: FORBIDDEN for students, UNAUTHENTICATED for visitors", async () => {
    expect(codeOf(await env.client.exec(`{ orders { items { id } } }`, {}, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(`{ orders { items { id } } }`))).toBe("UNAUTHENTICATED");
  });

  it("orders pages newest first (default 20) and filters by status", async () => {
    // More orders: the other buyer places and cancels a few.
    for (let i = 0; i < 4; i++) {
      const placed = (await place(OTHER, { optionId: "m1", courseId: "m1sql", paymentPlan: "UPFRONT" })).data!.placeOrder;
      await env.client.exec(CANCEL, { id: placed.id }, { caller: OTHER });
    }
    const pending = (await place(OTHER, { optionId: "m1", courseId: "m1sql", paymentPlan: "UPFRONT" })).data!.placeOrder;
    const total = await orderCount();
    const q = `query($status: OrderStatus, $page: Int, $pageSize: Int) { orders(status: $status, page: $page, pageSize: $pageSize) {
      items { id status createdAt } pageInfo { page pageSize hasNextPage totalCount } } }`;
    type Data = {
      orders: {
        items: { id: string; status: string; createdAt: string }[];
        pageInfo: { page: number; pageSize: number; hasNextPage: boolean; totalCount: number };
      };
    };
    const all = await env.client.exec<Data>(q, {}, { caller: ADMIN });
    expect(all.errors).toBeUndefined();
    expect(all.data!.orders.pageInfo).toEqual({ page: 1, pageSize: 20, hasNextPage: false, totalCount: total });
    const times = all.data!.orders.items.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data!.orders.items[0]!.id).toBe(pending.id);

    const page2 = await env.client.exec<Data>(q, { page: 2, pageSize: 3 }, { caller: ADMIN });
    expect(page2.data!.orders.items.map((o) => o.id)).toEqual(all.data!.orders.items.slice(3, 6).map((o) => o.id));
    expect(page2.data!.orders.pageInfo.hasNextPage).toBe(total > 6);

    const onlyPending = await env.client.exec<Data>(q, { status: "PENDING_PAYMENT" }, { caller: ADMIN });
    expect(onlyPending.data!.orders.items.map((o) => o.id)).toEqual([pending.id]);
    const paid = await env.client.exec<Data>(q, { status: "PAID" }, { caller: ADMIN });
    expect(paid.data!.orders.items.map((o) => o.status)).toEqual(["PAID"]);
    expect(codeOf(await env.client.exec(q, { pageSize: 101 }, { caller: ADMIN }))).toBe("BAD_USER_INPUT");
  });

  it("a page of 20 orders costs as many statements as a page of 2 (options, courses batched)", async () => {
    const q = `query($pageSize: Int) { orders(pageSize: $pageSize) { items { id amount buyer { id } payment { reference }
      option { id title open programme { id } courses { id } } course { id title enrolmentOptions { id } } } } }`;
    const run = (pageSize: number) =>
      counter.count(() => env.client.exec<{ orders: { items: unknown[] } }>(q, { pageSize }, { caller: ADMIN }));
    const small = await run(2);
    const large = await run(20);
    expect(small.result.errors).toBeUndefined();
    expect(small.result.data!.orders.items).toHaveLength(2);
    expect(large.result.data!.orders.items.length).toBeGreaterThan(5);
    expect(large.statements.length).toBe(small.statements.length);
  });
});
