/** /courses/admin/financing: approve/reject ISA orders, review income reports, compute statements, confirm payments, apply withdrawals. */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { renderApp } from "../../../test/renderApp";
import { recruiter, courseAdmin, loginAs, mei } from "../../../test/session";
import {
  accessFor,
  allOrders,
  approveIsaOrder,
  confirmOrder,
  incomeReportsOf,
  placeOrder,
  requestWithdrawal,
  reviewIncomeReport,
  submitIncomeReport,
} from "../../enrolment/mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const isa = (buyer: string, courseId: string) =>
  placeOrder(buyer, { optionId: "m1", courseId, paymentPlan: "ISA", country: "Malaysia", acceptIsaTerms: true }, []);
const region = (name: string) => screen.getByRole("region", { name });

describe("/courses/admin/financing", () => {
  it("approves and rejects ISA orders waiting for approval", async () => {
    const a = isa(mei.id, "m1py");
    const b = isa(recruiter.id, "m1sql");
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/financing");
    expect(await screen.findByRole("heading", { level: 1, name: "ISA & income" })).toBeTruthy();
    const table = await within(region("ISA orders waiting for approval")).findByRole("table");
    const row = within(table).getByText(a.reference).closest("tr")!;
    expect(within(row).getByText("$199.00")).toBeTruthy();
    expect(within(row).getByText("Malaysia")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Approve" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this income share agreement?" })).getByRole("button", {
        name: "Yes, approve",
      }),
    );
    expect(await screen.findByText(`Agreement ${a.reference} approved.`)).toBeTruthy();
    const approved = allOrders().find((o) => o.id === a.id)!;
    expect(approved.status).toBe("FINANCED");
    expect(approved.isa!.firstCollectionMonth).toMatch(/^\d{4}-\d{2}$/);
    expect(accessFor(mei.id, "m1py")[0]).toMatchObject({ active: true });

    const other = within(region("ISA orders waiting for approval")).getByText(b.reference).closest("tr")!;
    await user.click(within(other).getByRole("button", { name: "Reject" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Reject this ISA order?" })).getByRole("button", { name: "Yes, reject the order" }),
    );
    expect(await screen.findByText("No ISA orders are waiting for approval.")).toBeTruthy();
    expect(allOrders().find((o) => o.id === b.id)!.status).toBe("CANCELLED");
  });

  it("accepts an income report and rejects another only with a note", async () => {
    const order = isa(mei.id, "m1py");
    approveIsaOrder(order.id);
    const first = submitIncomeReport(
      mei.id,
      {
        orderId: order.id,
        employed: true,
        monthlySalary: 2000,
        documentKind: "EMPLOYER_LETTER",
        documentName: "letter.pdf",
        contentType: "application/pdf",
        dataBase64: "JVBERi0=",
      },
      daysAgo(2),
    );
    const second = submitIncomeReport(mei.id, { orderId: order.id, employed: false, monthlySalary: 0 }, daysAgo(1));
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/financing");
    const reports = await screen.findByRole("table", { name: "Income reports to review" });
    const rows = within(reports).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    // Oldest first: the employed report with its document.
    expect(within(rows[0]!).getByTitle(mei.id)).toHaveProperty("textContent", "Mei Ling Tan");
    expect(within(rows[0]!).getByText(courseTitle("m1py"))).toBeTruthy();
    expect(within(rows[0]!).getByText("Yes")).toBeTruthy();
    expect(within(rows[0]!).getByText("$2,000.00")).toBeTruthy();
    expect(within(rows[0]!).getByText("Employer letter")).toBeTruthy();
    expect(within(rows[0]!).getByRole("link", { name: "Open the document (letter.pdf)" }).getAttribute("href")).toBe(
      "data:application/pdf;base64,JVBERi0=",
    );
    expect(within(rows[1]!).getByText("No")).toBeTruthy();

    await user.click(within(rows[0]!).getByRole("button", { name: "Accept" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Accept this income report?" })).getByRole("button", { name: "Yes, accept" }),
    );
    expect(await screen.findByText("Income report accepted.")).toBeTruthy();
    expect(incomeReportsOf().find((r) => r.id === first.id)!.status).toBe("ACCEPTED");

    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Income reports to review" })).getAllByRole("row")).toHaveLength(2),
    );
    const remaining = within(screen.getByRole("table", { name: "Income reports to review" })).getAllByRole("row")[1]!;
    await user.click(within(remaining).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this income report" });
    await user.click(within(dialog).getByRole("button", { name: "Reject the report" }));
    expect(await within(dialog).findByText("Say why the report is rejected.")).toBeTruthy();
    expect(incomeReportsOf().find((r) => r.id === second.id)!.status).toBe("SUBMITTED");
    await user.type(within(dialog).getByRole("textbox", { name: /Note to the learner/ }), "Please send a letter from your employer.");
    await user.click(within(dialog).getByRole("button", { name: "Reject the report" }));
    expect(await screen.findByText("No income reports are waiting for review.")).toBeTruthy();
    expect(incomeReportsOf().find((r) => r.id === second.id)).toMatchObject({
      status: "REJECTED",
      reviewNote: "Please send a letter from your employer.",
    });
  });

  it("computes statements, confirms a statement's payment, and applies a withdrawal with the quote", async () => {
    const financed = isa(mei.id, "m1py");
    approveIsaOrder(financed.id, daysAgo(150));
    const report = submitIncomeReport(
      mei.id,
      {
        orderId: financed.id,
        employed: true,
        monthlySalary: 800,
        documentKind: "SALARY_SLIP",
        contentType: "application/pdf",
        dataBase64: "JVBERi0=",
      },
      daysAgo(140),
    );
    reviewIncomeReport(report.id, "ACCEPT", null, daysAgo(139));
    const paid = placeOrder(recruiter.id, { optionId: "m1", courseId: "m1sql", paymentPlan: "UPFRONT" }, []);
    confirmOrder(paid.id);
    requestWithdrawal(recruiter.id, paid.id, "Changed jobs");

    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/financing");
    const statements = await screen.findByRole("region", { name: "Monthly statements" });
    expect(await within(statements).findByText("No statements are waiting for payment.")).toBeTruthy();
    await user.click(within(statements).getByRole("button", { name: "Compute statements now" }));
    const written = allOrders().find((o) => o.id === financed.id)!.isa!.statements;
    expect(written.length).toBeGreaterThan(0);
    expect(
      await within(statements).findByText(written.length === 1 ? "1 statement written." : `${written.length} statements written.`),
    ).toBeTruthy();
    const due = await within(statements).findByRole("table", { name: "Statements to pay" });
    const row = within(due).getByText(written[0]!.reference).closest("tr")!;
    // 800 USD is on the fixed 50–100 band: 50 + 50 × 800 / 1500 = 76.67, rounded to the dollar.
    expect(within(row).getByText("$77.00")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Confirm payment" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Confirm this statement's payment?" })).getByRole("button", {
        name: "Yes, confirm payment",
      }),
    );
    expect(await within(statements).findByText(`Payment confirmed for ${written[0]!.reference}.`)).toBeTruthy();
    expect(written[0]!.status).toBe("PAID");

    const withdrawals = region("Withdrawal requests");
    const request = await within(withdrawals).findByRole("listitem");
    expect(within(request).getByText("Reason: Changed jobs")).toBeTruthy();
    expect(within(request).getByText("Tuition $159.20, paid in advance $159.20.")).toBeTruthy();
    const applyButton = within(request).getByRole("button", { name: "Apply withdrawal" });
    expect((applyButton as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(request).getByRole("textbox", { name: /Modules finished/ }), "2");
    // 2 of 3 modules: pro rata 159.20 × 2/3 = 106.13 owed (billed separately); the advance payment is refunded.
    expect(await within(request).findByText("Pro-rata tuition: owed $106.13, refund $159.20.")).toBeTruthy();
    await user.click(applyButton);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Apply this withdrawal?" })).getByRole("button", { name: "Yes, apply" }),
    );
    expect(await within(withdrawals).findByText(`Withdrawal applied to ${paid.reference}.`)).toBeTruthy();
    expect(await within(withdrawals).findByText("No withdrawal requests.")).toBeTruthy();
    const withdrawn = allOrders().find((o) => o.id === paid.id)!;
    expect(withdrawn.status).toBe("WITHDRAWN");
    expect(withdrawn.withdrawalState).toMatchObject({
      completedModules: 2,
      totalModules: 3,
      rule: "PRO_RATA",
      owed: 106.13,
      refund: 159.2,
    });
    expect(accessFor(recruiter.id, "m1sql")[0]!.active).toBe(false);

    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/courses/admin/financing");
    expect(await screen.findByRole("heading", { level: 1, name: "ISA & income" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Compute statements now" })).toBeNull();
  });
});
