/** My learning for an ISA learner: the agreement panel, statements, income reports and the report form; withdrawal. */
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { allOrders, approveIsaOrder, confirmOrder, placeOrder, reviewIncomeReport, runIsaStatements, submitIncomeReport } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** A financed ISA order whose access ended 60 days ago, with an accepted 800 USD salary: FIXED statements (50–100 band). */
function seedFinancedIsa() {
  const order = placeOrder(mei.id, { optionId: "m1", courseId: "m1py", paymentPlan: "ISA", country: "Malaysia", acceptIsaTerms: true }, []);
  approveIsaOrder(order.id, daysAgo(150));
  const report = submitIncomeReport(
    mei.id,
    {
      orderId: order.id,
      employed: true,
      monthlySalary: 800,
      documentKind: "SALARY_SLIP",
      documentName: "slip.pdf",
      contentType: "application/pdf",
      dataBase64: "JVBERi0xLjQK",
    },
    daysAgo(140),
  );
  reviewIncomeReport(report.id, "ACCEPT", null, daysAgo(139));
  expect(runIsaStatements()).toBeGreaterThan(0);
  return order;
}

describe("/courses/my-learning with an income share agreement", () => {
  it("shows the agreement, its statements and income reports, and submits a report (refusing a wrong file type)", async () => {
    const order = seedFinancedIsa();
    loginAs(mei);
    const { user } = renderApp("/courses/my-learning");
    const item = await screen.findByRole("listitem", { name: courseTitle("m1py") });
    expect(within(item).getByText("Financed (ISA)")).toBeTruthy();
    const panel = within(item).getByRole("region", { name: "Income share agreement" });
    const statements = order.isa!.statements;
    const billed = statements[statements.length - 1]!.cumulative;
    expect(within(panel).getByText("Cap (full tuition)").nextElementSibling!.textContent).toBe("$199.00");
    expect(within(panel).getByText("Billed").nextElementSibling!.textContent).toBe(`$${billed.toFixed(2)}`);
    expect(within(panel).getByText("Paid").nextElementSibling!.textContent).toBe("$0.00");
    expect(within(panel).getByText("Remaining").nextElementSibling!.textContent).toBe(`$${(199 - billed).toFixed(2)}`);
    expect(within(panel).getByText("Payment months").nextElementSibling!.textContent).toBe(`${statements.length} of 120`);
    expect(within(panel).getByText("Collection").nextElementSibling!.textContent).toBe("Collecting");

    const table = within(panel).getByRole("table", { name: "Monthly statements" });
    expect(within(table).getAllByRole("row")).toHaveLength(statements.length + 1);
    const first = within(table).getByText(statements[0]!.reference).closest("tr")!;
    expect(within(first).getByText("Fixed amount below 1,500 USD")).toBeTruthy();
    expect(within(first).getByText("$800.00")).toBeTruthy();
    // 800 USD sits on the fixed 50–100 band: 50 + 50 × 800 / 1500 = 76.67, rounded to the dollar.
    expect(within(first).getAllByText("$77.00").length).toBeGreaterThanOrEqual(1);
    expect(within(first).getByText("To pay")).toBeTruthy();
    expect(statements[0]!.reference).toBe(`${order.reference}-${statements[0]!.month.replace("-", "")}`);

    expect(within(panel).getByText("Employed, $800.00 a month")).toBeTruthy();
    expect(within(panel).getByText("Accepted")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Open the document (slip.pdf)" }).getAttribute("href")).toBe(
      "data:application/pdf;base64,JVBERi0xLjQK",
    );

    const form = within(item).getByRole("region", { name: "Report your income" });
    await user.type(within(form).getByRole("textbox", { name: /Monthly salary/ }), "2400");
    await user.click(within(form).getByRole("combobox", { name: /^Document/ }));
    await user.click(await screen.findByRole("option", { name: "Employer letter" }));
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A wrong type is refused here, before anything is read or sent.
    fireEvent.change(input, { target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] } });
    expect(await within(form).findByText("Choose a PDF, PNG or JPEG file.")).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Send the report" }));
    expect(await within(form).findByText("Attach a document.")).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "letter.png", { type: "image/png" })] },
    });
    await waitFor(() => expect(within(form).queryByText("Attach a document.")).toBeNull());
    await user.click(within(form).getByRole("button", { name: "Send the report" }));
    expect(await within(form).findByText(/Report sent/)).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText("Employed, $2,400.00 a month")).toBeTruthy());
    expect(within(panel).getByText("Under review")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Open the document (letter.png)" }).getAttribute("href")).toBe(
      "data:image/png;base64,iVBORw==",
    );

    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  it("shows the server's per-field message for the salary", async () => {
    seedFinancedIsa();
    loginAs(mei);
    const { user } = renderApp("/courses/my-learning");
    const item = await screen.findByRole("listitem", { name: courseTitle("m1py") });
    const form = within(item).getByRole("region", { name: "Report your income" });
    await user.type(within(form).getByRole("textbox", { name: /Monthly salary/ }), "2000000");
    await user.click(within(form).getByRole("combobox", { name: /^Document/ }));
    await user.click(await screen.findByRole("option", { name: "Salary slip" }));
    fireEvent.change(form.querySelector('input[type="file"]')!, {
      target: { files: [new File(["%PDF"], "slip.pdf", { type: "application/pdf" })] },
    });
    await user.click(within(form).getByRole("button", { name: "Send the report" }));
    expect(await within(form).findByText("Enter a salary between 0 and 1,000,000 USD.")).toBeTruthy();
  });

  it("shows an ISA order waiting for approval", async () => {
    placeOrder(mei.id, { optionId: "m1", courseId: "m1sql", paymentPlan: "ISA", country: "Hong Kong", acceptIsaTerms: true }, []);
    loginAs(mei);
    renderApp("/courses/my-learning");
    const item = await screen.findByRole("listitem", { name: courseTitle("m1sql") });
    expect(within(item).getByText("Waiting for approval")).toBeTruthy();
    expect(within(item).getByText(/the course team reviews your income share agreement/)).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(within(item).queryByRole("button", { name: "Request withdrawal" })).toBeNull();
  });

  it("requests a withdrawal from a paid order and shows it as requested", async () => {
    const order = placeOrder(mei.id, { optionId: "m1", courseId: "m1js", paymentPlan: "UPFRONT" }, []);
    confirmOrder(order.id);
    loginAs(mei);
    const { user } = renderApp("/courses/my-learning");
    const item = await screen.findByRole("listitem", { name: courseTitle("m1js") });
    await user.click(within(item).getByRole("button", { name: "Request withdrawal" }));
    const dialog = await screen.findByRole("dialog", { name: `Withdraw from ${courseTitle("m1js")}?` });
    expect(within(dialog).getByText(/pro rata to the modules finished.*After module 5 the full tuition is owed/)).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Moving abroad");
    await user.click(within(dialog).getByRole("button", { name: "Request withdrawal" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(item).findByText("Withdrawal requested")).toBeTruthy();
    expect(within(item).getByText("Reason: Moving abroad")).toBeTruthy();
    expect(within(item).queryByRole("button", { name: "Request withdrawal" })).toBeNull();
    expect(allOrders()[0]!.withdrawalState).toMatchObject({ reason: "Moving abroad", appliedAt: null });
  });
});
