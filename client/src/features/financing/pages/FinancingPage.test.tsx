import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";

const period = (n: number) => screen.getByRole("group", { name: `Period ${n}` });
const total = (k: string) => screen.getByTestId(`isa-${k}`).textContent;

describe("/courses/financing", () => {
  it("shows the ISA schedule and updates it when a salary changes", async () => {
    const { user } = renderApp("/courses/financing");
    expect(await screen.findByRole("heading", { level: 1, name: "Financing" })).toBeTruthy();
    // Defaults: 6 months unemployed, then 3000/month → 450 (15%) a month until the 6000 cap: 13 payments of 450 and a
    // last one of 150. Only payment months count toward the 120 (unemployed months neither pay nor count).
    await waitFor(() => expect(total("totalPaid")).toBe("$6,000.00"));
    expect(total("cap")).toBe("$6,000.00");
    expect(total("monthsCounted")).toBe("14");
    expect(total("endReason")).toBe("Cap reached");
    expect(screen.getByText(/you pay \$6,000\.00 in total\. No interest is charged/)).toBeTruthy();
    const table = screen.getByRole("table", { name: "Month-by-month payments" });
    expect(within(table).getAllByRole("row")).toHaveLength(13); // header + 12 months per page
    expect(within(table).getAllByText("Not employed: nothing due")).toHaveLength(6);

    // Below the threshold: a fixed payment on the 50–100 band (900 → 80 a month), the timeline ends before the cap.
    const salary = within(period(2)).getByRole("textbox", { name: "Monthly salary (USD)" });
    await user.clear(salary);
    await user.type(salary, "900");
    await waitFor(() => expect(total("totalPaid")).toBe("$4,800.00"));
    expect(total("monthsCounted")).toBe("60");
    expect(total("endReason")).toBe("Timeline ended first");

    // A new period (12 months at 2500 → 375 a month) reaches the cap after 4 more payment months.
    await user.click(screen.getByRole("button", { name: "Add a period" }));
    expect(period(3)).toBeTruthy();
    await waitFor(() => expect(total("monthsCounted")).toBe("64"));
    expect(total("endReason")).toBe("Cap reached");
    await user.click(screen.getByRole("button", { name: "Remove period 3" }));
    await waitFor(() => expect(total("monthsCounted")).toBe("60"));
  });

  it("shows the server's field error next to the salary input", async () => {
    const { user } = renderApp("/courses/financing");
    await waitFor(() => expect(total("totalPaid")).toBe("$6,000.00"));
    const salary = within(period(2)).getByRole("textbox", { name: "Monthly salary (USD)" });
    await user.clear(salary);
    await user.type(salary, "2000000");
    expect(await within(period(2)).findByText("Salary must be at most 1,000,000 USD.")).toBeTruthy();
    expect(salary.getAttribute("aria-invalid")).toBe("true");
    expect(within(period(1)).queryByText(/Salary must be/)).toBeNull();
    expect(screen.getByText("Some fields need attention.")).toBeTruthy();

    await user.clear(salary);
    await user.type(salary, "3000");
    await waitFor(() => expect(within(period(2)).queryByText(/Salary must be/)).toBeNull());
    await waitFor(() => expect(total("totalPaid")).toBe("$6,000.00"));
  });

  it("quotes the upfront price with 20% off", async () => {
    const { user } = renderApp("/courses/financing");
    expect(await screen.findByText("You pay $4,800.00 instead of $6,000.00 (20% off).")).toBeTruthy();
    const price = screen.getByRole("textbox", { name: "List price (USD)" });
    await user.clear(price);
    await user.type(price, "1000");
    expect(await screen.findByText("You pay $800.00 instead of $1,000.00 (20% off).")).toBeTruthy();
  });

  it("says what withdrawing costs", async () => {
    const { user } = renderApp("/courses/financing");
    const result = await screen.findByTestId("withdrawal-result");
    // Pro rata: 2 of 8 modules owe a quarter of the tuition; what was paid in advance is refunded (it is settled
    // against what is owed separately).
    expect(within(result).getByText("Tuition owed: $1,500.00")).toBeTruthy();
    expect(within(result).getByText("Refund of advance payments: $1,000.00")).toBeTruthy();
    expect(within(result).getByText(/during modules 1 to 5/)).toBeTruthy();

    const completed = screen.getByRole("textbox", { name: "Modules completed" });
    await user.clear(completed);
    await user.type(completed, "0");
    expect(await screen.findByText(/before module 1/)).toBeTruthy();
    expect(screen.getByTestId("withdrawal-result").textContent).toContain("Tuition owed: $0.00");
    expect(screen.getByTestId("withdrawal-result").textContent).toContain("Refund of advance payments: $1,000.00");

    await user.clear(completed);
    await user.type(completed, "6");
    await waitFor(() => expect(screen.getByTestId("withdrawal-result").textContent).toContain("Tuition owed: $6,000.00"));
  });

  it("compares self-paced courses and sponsored programmes", async () => {
    renderApp("/courses/financing");
    const compare = await screen.findByRole("region", { name: "Self-paced or sponsored?" });
    expect(within(compare).getByRole("cell", { name: "Open to anyone" })).toBeTruthy();
    expect(within(compare).getByRole("cell", { name: "3 to 9 months" })).toBeTruthy();
    expect(within(compare).getByRole("cell", { name: "Free, sometimes paid" })).toBeTruthy();
  });
});
