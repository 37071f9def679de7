/** The Buy dialog's income share agreement: plan choice, eligible countries, the terms checkbox, waiting for approval. */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { allOrders, optionById } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

const enrolSection = () => screen.getByRole("region", { name: "Enrol" });

async function openBuy(courseTitle: string) {
  const { user } = renderApp("/courses/m1py");
  expect(await screen.findByRole("heading", { level: 1, name: courseTitle })).toBeTruthy();
  const card = within(enrolSection()).getByRole("article", { name: optionById("m1")!.title });
  await user.click(within(card).getByRole("button", { name: "Buy" }));
  const dialog = await screen.findByRole("dialog", { name: `Buy ${courseTitle}` });
  return { user, dialog };
}

describe("buying with an income share agreement", () => {
  it("explains the terms, refuses a country outside the ISA countries and requires the terms, then waits for approval", async () => {
    loginAs(mei);
    const { user, dialog } = await openBuy(courseTitle("m1py"));
    const isa = await within(dialog).findByRole("radio", { name: "Income share agreement: nothing upfront" });
    expect(within(dialog).getByRole("radio", { name: "Pay upfront: $159.20 (20% off)" })).toHaveProperty("checked", true);
    await user.click(isa);

    expect(within(dialog).getByText(/15% of your monthly salary, or a fixed 50–100 USD/)).toBeTruthy();
    expect(within(dialog).getByText("You never pay more than the full tuition: $199.00.")).toBeTruthy();
    expect(within(dialog).getByText(/At most 120 payment months/)).toBeTruthy();
    expect(within(dialog).getByText(/No interest. Payments are collected on the 1st/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Try the ISA calculator" }).getAttribute("href")).toBe("/courses/financing");
    expect(within(dialog).getByText("The income share agreement is offered in: Malaysia, Singapore, Hong Kong")).toBeTruthy();

    // Nothing chosen: both required fields say so and nothing is placed.
    await user.click(within(dialog).getByRole("button", { name: "Request the agreement" }));
    expect(await within(dialog).findByText("Choose your country.")).toBeTruthy();
    expect(within(dialog).getByText("Accept the terms to choose the income share agreement.")).toBeTruthy();
    expect(allOrders()).toHaveLength(0);

    // A country where the ISA is not offered is explained on the field.
    const country = within(dialog).getByRole("combobox", { name: /Country of residence/ });
    await user.click(country);
    await user.type(country, "Japan");
    await user.click(await screen.findByRole("option", { name: "Japan" }));
    expect(await within(dialog).findByText(/offered only to residents of Malaysia, Singapore, Hong Kong/)).toBeTruthy();

    await user.clear(country);
    await user.type(country, "Singapore");
    await user.click(await screen.findByRole("option", { name: "Singapore" }));
    await waitFor(() => expect(within(dialog).queryByText(/offered only to residents/)).toBeNull());
    await user.click(within(dialog).getByRole("checkbox", { name: "I accept the income-share agreement terms" }));
    await user.click(within(dialog).getByRole("button", { name: "Request the agreement" }));

    const placed = await screen.findByRole("dialog", { name: "Order placed" });
    expect(within(placed).getByText(/waiting for approval by the course team/)).toBeTruthy();
    expect(within(placed).getByText("Waiting for approval")).toBeTruthy();
    const [order] = allOrders("PENDING_APPROVAL");
    expect(order).toMatchObject({ paymentPlan: "ISA", amount: 199, discount: 0, country: "Singapore", courseId: "m1py" });
    expect(order!.isa).toMatchObject({ cap: 199, country: "Singapore", firstCollectionMonth: null });
    expect(within(placed).getByText(order!.reference)).toBeTruthy();
  });

  it("offers no plan choice for an upfront-only option", async () => {
    loginAs(mei);
    const { user } = renderApp("/courses/m1blockchain");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1blockchain") })).toBeTruthy();
    await user.click(within(enrolSection()).getByRole("button", { name: "Buy" }));
    const dialog = await screen.findByRole("dialog", { name: `Buy ${courseTitle("m1blockchain")}` });
    expect(within(dialog).getByText("$79.20")).toBeTruthy();
    // Wait for the plans query, then check no radio appeared.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Place order" })).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(within(dialog).queryByRole("radio")).toBeNull();
  });
});
