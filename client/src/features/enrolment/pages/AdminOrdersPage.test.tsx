import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { courseAdmin, loginAs, mei } from "../../../test/session";
import { accessFor, allOrders, placeOrder } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

describe("/courses/admin/orders", () => {
  it("confirms a pending order, which leaves the pending list and gives access", async () => {
    const a = placeOrder(mei.id, { optionId: "m1", courseId: "m1py", paymentPlan: "UPFRONT" }, []);
    const b = placeOrder(mei.id, { optionId: "m1blockchain", courseId: "m1blockchain", paymentPlan: "UPFRONT" }, []);
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/orders");
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Orders" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Orders" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);

    const row = within(table).getByText(a.reference).closest("tr")!;
    expect(within(row).getByTitle(mei.id)).toHaveProperty("textContent", "Mei Ling Tan");
    expect(within(row).getByText(courseTitle("m1py"))).toBeTruthy();
    expect(within(row).getByText("$159.20")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Confirm payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm this payment?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, confirm payment" }));

    await waitFor(() => expect(screen.queryByText(a.reference, { selector: "code" })).toBeNull());
    expect(screen.getByText(b.reference)).toBeTruthy();
    expect(allOrders().find((o) => o.id === a.id)!.status).toBe("PAID");
    expect(accessFor(mei.id, "m1py")[0]).toMatchObject({ active: true, daysLeft: 90 });

    // Reject the other one: the list is then empty.
    const other = screen.getByText(b.reference).closest("tr")!;
    await user.click(within(other).getByRole("button", { name: "Reject" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Reject this order?" })).getByRole("button", { name: "Yes, reject the order" }),
    );
    expect(await screen.findByText("No orders with this status.")).toBeTruthy();
    expect(allOrders().find((o) => o.id === b.id)!.status).toBe("CANCELLED");
  });

  it("filters by the financing statuses too", async () => {
    const a = placeOrder(mei.id, { optionId: "m1", courseId: "m1py", paymentPlan: "ISA", country: "Malaysia", acceptIsaTerms: true }, []);
    loginAs(courseAdmin);
    const { user } = renderApp("/courses/admin/orders?status=PENDING_APPROVAL");
    const table = await screen.findByRole("table", { name: "Orders" });
    const row = within(table).getByText(a.reference).closest("tr")!;
    expect(within(row).getByText("Waiting for approval")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Confirm payment" })).toBeNull();
    expect(within(row).getByRole("link", { name: "Review in ISA & income" }).getAttribute("href")).toBe("/courses/admin/financing");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    for (const label of ["Financed (ISA)", "Withdrawn", "Paid", "Cancelled"])
      expect(await screen.findByRole("option", { name: label })).toBeTruthy();
  });

  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/courses/admin/orders");
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Orders" })).toBeNull();
    expect(screen.getByRole("link", { name: "My learning" })).toBeTruthy();
  });
});
