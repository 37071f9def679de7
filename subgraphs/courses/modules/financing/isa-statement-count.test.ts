/**
 * No N+1 in the ISA back office: listing financed orders with their agreement, statements, income reports and
 * withdrawal costs the same number of SQL statements for one agreement as for three (DataLoaders batch each level).
 */
import { describe, expect, it } from "vitest";
import { statementCounter } from "../../../shared/testing/database.js";
import { ADMIN, STUDENT, coursesTestbed, testClock } from "../../testing.js";

// Four months after the seeding day: the demo agreement (its access running at seeding) is collecting by then.
const clock = testClock(new Date(Date.now() + 120 * 24 * 60 * 60 * 1000).toISOString());
const counter = statementCounter();
const env = coursesTestbed({ now: clock.now, onQuery: counter.onQuery });

const FINANCED = `query { orders(status: FINANCED, pageSize: 50) { items { id course { title } buyer { id }
  isaAgreement { cap totalBilled totalPaid remaining statements { month amount status } incomeReports { status } verifiedIncome { monthlySalary } }
  withdrawal { rule } } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`;
const APPROVE = `mutation($id: ID!) { approveIsaOrder(id: $id) { id status } }`;

async function financedListing() {
  const { result, statements } = await counter.count(() =>
    env.client.exec<{ orders: { items: { isaAgreement: { statements: unknown[] } | null }[] } }>(FINANCED, {}, { caller: ADMIN }),
  );
  expect(result.errors).toBeUndefined();
  return { items: result.data!.orders.items, statements: statements.length };
}

describe("ISA back office listing", () => {
  it("costs the same SQL statements for one financed agreement as for three", async () => {
    // The demo student's seeded agreement (M1 SQL) is FINANCED; give it statements so every level has rows.
    await env.client.exec(`mutation { runIsaStatements }`, {}, { caller: ADMIN });
    const one = await financedListing();
    expect(one.items).toHaveLength(1);
    expect(one.items[0]!.isaAgreement!.statements.length).toBeGreaterThan(0);

    for (const courseId of ["m1py", "m1js"]) {
      const placed = await env.client.exec<{ placeOrder: { id: string } }>(
        PLACE,
        { input: { optionId: "m1", courseId, paymentPlan: "ISA", country: "Singapore", acceptIsaTerms: true } },
        { caller: STUDENT },
      );
      expect(placed.errors).toBeUndefined();
      const approved = await env.client.exec(APPROVE, { id: placed.data!.placeOrder.id }, { caller: ADMIN });
      expect(approved.errors).toBeUndefined();
    }
    const three = await financedListing();
    expect(three.items).toHaveLength(3);
    expect(three.statements).toBe(one.statements);
  });
});
