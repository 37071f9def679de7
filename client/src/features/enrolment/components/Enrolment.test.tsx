/** The enrolment flow on the course page: Buy → order with payment instructions, visitors → login, CONFLICT. */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { allOrders, grantAccess } from "../mocks";
import { updateProgramme } from "../../programmes/mocks";

const enrolSection = () => screen.getByRole("region", { name: "Enrol" });

describe("enrolment on the course page", () => {
  it("lists the options: Buy for direct ones, Apply to the programme's form for open applications, Closed for closed intakes", async () => {
    renderApp("/courses/fcda");
    expect(await screen.findByRole("heading", { level: 1, name: "Foundation Certificate in Data Analytics" })).toBeTruthy();
    const enrol = enrolSection();
    expect(within(enrol).queryByRole("button", { name: "Buy" })).toBeNull();
    const kyouth = within(enrol).getByRole("article", { name: "K-Youth Digital 2025 intake" });
    expect(within(kyouth).getByRole("link", { name: "Apply" }).getAttribute("href")).toBe("/programmes/student/apply/kyouth-2025");
    expect(within(kyouth).queryByText("Applications open with programmes")).toBeNull();
    expect(within(kyouth).getByText("Available in: Malaysia")).toBeTruthy();
    const kl = within(enrol).getByRole("article", { name: "KL Tech Pathways 2024 intake" });
    expect(within(kl).getByText("Closed")).toBeTruthy();
    expect(within(kl).queryByRole("link", { name: "Apply" })).toBeNull();
  });

  it("links the certified-associate option to its programme's form, and closes it with the programme", async () => {
    const { unmount } = renderApp("/courses/cada");
    const ca = await within(await screen.findByRole("region", { name: "Enrol" })).findByRole("article", { name: "Certified Associate" });
    expect(within(ca).getByText("Certified Associate 2027 intake")).toBeTruthy();
    expect(within(ca).getByRole("link", { name: "Apply" }).getAttribute("href")).toBe("/programmes/student/apply/ca-2027");
    unmount();
    updateProgramme("ca-2027", { applicationOpen: false, showAtDashboard: false, cohortStartsOn: "2027-01-11" });
    renderApp("/courses/cada");
    const closed = await within(await screen.findByRole("region", { name: "Enrol" })).findByRole("article", {
      name: "Certified Associate",
    });
    expect(within(closed).getByText("Closed")).toBeTruthy();
    expect(within(closed).queryByRole("link", { name: "Apply" })).toBeNull();
  });

  it("buys a direct option and shows the payment instructions", async () => {
    loginAs(mei);
    const { user } = renderApp("/courses/m1-python");
    expect(await screen.findByRole("heading", { level: 1, name: "M1 Python Essentials" })).toBeTruthy();
    const card = within(enrolSection()).getByRole("article", { name: "M1 Essentials: one course" });
    expect(within(card).getByText("90 days of access from payment")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Buy" }));

    const dialog = await screen.findByRole("dialog", { name: "Buy M1 Python Essentials" });
    expect(within(dialog).getByText("$199.00")).toBeTruthy();
    expect(within(dialog).getByText("− $39.80")).toBeTruthy();
    expect(within(dialog).getByText("Amount (USD)")).toBeTruthy();
    expect(within(dialog).getByText("$159.20")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: /country/i })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Place order" }));

    const placed = await screen.findByRole("dialog", { name: "Order placed" });
    expect(within(placed).getByText("Bank transfer")).toBeTruthy();
    expect(within(placed).getByText("Reference")).toBeTruthy();
    const [order] = allOrders("PENDING_PAYMENT");
    expect(order).toMatchObject({ courseId: "m1-python", optionId: "m1", amount: 159.2, currency: "USD" });
    expect(order!.reference).toMatch(/^TF-[A-Z0-9]{8}$/);
    expect(within(placed).getByText(order!.reference)).toBeTruthy();
    expect(within(placed).getByText(/in the transfer.s remarks/)).toBeTruthy();
    expect(within(placed).getByRole("link", { name: "Go to My learning" }).getAttribute("href")).toBe("/courses/my-learning");
  });

  it("sends visitors who click Buy to the login page and back", async () => {
    const { user } = renderApp("/courses/m1-sql");
    expect(await screen.findByRole("heading", { level: 1, name: "M1 SQL Essentials" })).toBeTruthy();
    await user.click(within(enrolSection()).getByRole("button", { name: "Buy" }));
    await waitFor(() => expect(location.current.pathname).toBe("/login"));
    expect(currentParams()).toEqual({ next: "/courses/m1-sql" });
  });

  it("explains a CONFLICT (an order already waiting for payment)", async () => {
    loginAs(mei);
    const { user } = renderApp("/courses/m1-js");
    expect(await screen.findByRole("heading", { level: 1, name: "M1 JavaScript Essentials" })).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      await user.click(within(enrolSection()).getByRole("button", { name: "Buy" }));
      const dialog = await screen.findByRole("dialog", { name: "Buy M1 JavaScript Essentials" });
      await user.click(within(dialog).getByRole("button", { name: "Place order" }));
      if (i === 0) {
        const placed = await screen.findByRole("dialog", { name: "Order placed" });
        await user.click(within(placed).getByRole("button", { name: "Close" }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      } else {
        const alert = await within(dialog).findByRole("alert");
        expect(alert.textContent).toContain("You already have this course or an order for it");
        expect(alert.textContent).toContain("waiting for payment");
      }
    }
    expect(allOrders("PENDING_PAYMENT")).toHaveLength(1);
  });

  it("shows the viewer's active access instead of Buy", async () => {
    loginAs(mei);
    grantAccess(mei.id, "m1-blockchain", 10);
    renderApp("/courses/m1-blockchain");
    expect(await screen.findByRole("heading", { level: 1, name: "M1 Blockchain Fundamentals" })).toBeTruthy();
    expect(within(enrolSection()).queryByRole("button", { name: "Buy" })).toBeNull();
    expect(within(enrolSection()).getByText(/You have access until .+ \(80 days left\)/)).toBeTruthy();
  });
});
