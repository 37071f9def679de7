/**
 * An income-share agreement through the router in both runtime modes: a learner places an ISA order, the course admin
 * approves it, the learner uploads a PDF salary slip, the admin accepts it, statements are run and the learner sees
 * them; the document's signed link works for the learner and nobody else can reach it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { addMonths, monthStart } from "../subgraphs/courses/modules/financing/index.js";
import { logIn, ROUTER_MODES, routerSuite } from "./testing.js";

// Uploads of this file go to a temporary folder (read when the router and the courses subgraph first need storage).
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "tf-router-isa-"));
process.env.STORAGE_DIR = uploads;

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

describe.each(ROUTER_MODES)("an ISA through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("order → approval → salary slip → accepted → statements, with the document for the learner only", async () => {
    const learner = await logIn(router.url, student.email);
    const placed = await learner.graphql<{ placeOrder: { id: string; status: string; amount: number; isaAgreement: { cap: number } } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status amount isaAgreement { cap } } }`,
      { input: { optionId: "m1", courseId: "m1py", paymentPlan: "ISA", country: "Malaysia", acceptIsaTerms: true } },
    );
    expect(placed.json.errors).toBeUndefined();
    const order = placed.json.data!.placeOrder;
    expect(order).toMatchObject({ status: "PENDING_APPROVAL", amount: 199, isaAgreement: { cap: 199 } });

    const admin = await logIn(router.url, courseAdmin.email);
    const approved = await admin.graphql<{ approveIsaOrder: { status: string; isaAgreement: { firstCollectionMonth: string } } }>(
      `mutation($id: ID!) { approveIsaOrder(id: $id) { status isaAgreement { firstCollectionMonth } } }`,
      { id: order.id },
    );
    expect(approved.json.errors).toBeUndefined();
    expect(approved.json.data!.approveIsaOrder.status).toBe("FINANCED");
    expect(approved.json.data!.approveIsaOrder.isaAgreement.firstCollectionMonth).toMatch(/^\d{4}-\d{2}$/);

    const submitted = await learner.graphql<{ submitIncomeReport: { id: string; status: string; documentUrl: string } }>(
      `mutation($input: IncomeReportInput!) { submitIncomeReport(input: $input) { id status documentUrl } }`,
      {
        input: {
          orderId: order.id,
          employed: true,
          monthlySalary: 1200,
          documentKind: "SALARY_SLIP",
          documentName: "slip.pdf",
          contentType: "application/pdf",
          dataBase64: PDF.toString("base64"),
        },
      },
    );
    expect(submitted.json.errors).toBeUndefined();
    const report = submitted.json.data!.submitIncomeReport;
    expect(report.status).toBe("SUBMITTED");

    // The signed link serves the PDF through the router; without its signature it serves nothing.
    const file = await fetch(router.url + report.documentUrl);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await fetch(router.url + report.documentUrl.split("?")[0])).status).not.toBe(200);

    // Another user reaches neither the order nor the review queue.
    const other = await logIn(router.url, instructor.email);
    const theirs = await other.graphql<{ myOrders: { id: string }[] }>(`{ myOrders { id } }`);
    expect(theirs.json.data!.myOrders.map((o) => o.id)).not.toContain(order.id);
    const queue = await other.graphql(`{ incomeReports { items { documentUrl } } }`);
    expect(queue.json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const queued = await admin.graphql<{ incomeReports: { items: { id: string; documentUrl: string | null }[] } }>(
      `{ incomeReports(status: SUBMITTED) { items { id documentUrl } } }`,
    );
    expect(queued.json.data!.incomeReports.items.find((i) => i.id === report.id)?.documentUrl).toMatch(/^\/files\/income-document\//);
    const accepted = await admin.graphql<{ reviewIncomeReport: { status: string } }>(
      `mutation($id: ID!) { reviewIncomeReport(id: $id, decision: ACCEPT) { status } }`,
      { id: report.id },
    );
    expect(accepted.json.data!.reviewIncomeReport.status).toBe("ACCEPTED");

    // Time passes: collections started two months ago and the report was verified before them.
    const current = new Date().toISOString().slice(0, 7);
    const first = addMonths(current, -2);
    await router.database.query("UPDATE courses.isa_agreements SET first_collection_month = $2 WHERE order_id = $1", [order.id, first]);
    await router.database.query("UPDATE courses.income_reports SET reviewed_at = $2 WHERE id = $1", [
      report.id,
      new Date(monthStart(first).getTime() - 86_400_000),
    ]);

    const ran = await admin.graphql<{ runIsaStatements: number }>(`mutation { runIsaStatements }`);
    expect(ran.json.errors).toBeUndefined();
    expect(ran.json.data!.runIsaStatements).toBeGreaterThanOrEqual(3);
    expect((await learner.graphql(`mutation { runIsaStatements }`)).json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const mine = await learner.graphql<{
      myOrders: {
        id: string;
        isaAgreement: {
          endReason: string | null;
          totalBilled: number;
          statements: { month: string; amount: number; rule: string }[];
        } | null;
      }[];
    }>(`{ myOrders { id isaAgreement { endReason totalBilled statements { month amount rule } } } }`);
    const agreement = mine.json.data!.myOrders.find((o) => o.id === order.id)!.isaAgreement!;
    expect(agreement.statements).toEqual([
      { month: current, amount: 19, rule: "CAPPED" },
      { month: addMonths(first, 1), amount: 90, rule: "FIXED" },
      { month: first, amount: 90, rule: "FIXED" },
    ]);
    expect(agreement).toMatchObject({ endReason: "CAP", totalBilled: 199 });
  });
});
