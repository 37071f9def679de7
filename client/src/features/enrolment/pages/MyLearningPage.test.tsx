import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { allOrders, grantAccess, placeOrder } from "../mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

describe("/courses/my-learning", () => {
  it("lists access (active first) and orders, and cancels a pending order", async () => {
    loginAs(mei);
    grantAccess(mei.id, "m1js", 200); // ended
    grantAccess(mei.id, "m1sql", 5); // active, 85 days left
    const order = placeOrder(mei.id, { optionId: "m1", courseId: "m1py", paymentPlan: "UPFRONT" }, []);
    const { user } = renderApp("/courses/my-learning");
    expect(await screen.findByRole("heading", { level: 1, name: "My learning" })).toBeTruthy();

    const courses = screen.getByRole("region", { name: "My courses" });
    const items = await within(courses).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!)
        .getByRole("link", { name: courseTitle("m1sql") })
        .getAttribute("href"),
    ).toBe("/courses/m1sql");
    expect(within(items[0]!).getByText("Active")).toBeTruthy();
    expect(within(items[0]!).getByText(/85 days left/)).toBeTruthy();
    expect(within(items[1]!).getByRole("link", { name: courseTitle("m1js") })).toBeTruthy();
    expect(within(items[1]!).getByText("Ended")).toBeTruthy();

    const orders = screen.getByRole("region", { name: "My orders" });
    const pending = within(orders).getByRole("listitem", { name: courseTitle("m1py") });
    expect(within(pending).getByText("Waiting for payment")).toBeTruthy();
    expect(within(pending).getByText(order.reference)).toBeTruthy();
    expect(within(pending).getByText("$159.20")).toBeTruthy();
    expect(within(pending).getByText(/Transfer 159.20 USD/)).toBeTruthy();

    await user.click(within(pending).getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel the order" }));
    await waitFor(() => expect(within(pending).getByText("Cancelled")).toBeTruthy());
    expect(within(pending).queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(allOrders()[0]!.status).toBe("CANCELLED");
  });

  it("shows empty states when there is nothing yet", async () => {
    loginAs(mei);
    renderApp("/courses/my-learning");
    expect(await screen.findByText("You have no courses yet.")).toBeTruthy();
    expect(screen.getByText("You have no orders.")).toBeTruthy();
  });

  it("shows class progress with a continue link, and joins a class for an active course", async () => {
    loginAs(mei);
    grantAccess(mei.id, "m1js", 10, 365);
    grantAccess(mei.id, "fcda", 5, 365);
    const { user } = renderApp("/courses/my-learning");
    const bar = await screen.findByRole("progressbar", { name: `Progress in ${courseTitle("m1js")}` });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByRole("link", { name: "Continue: Build a to-do list" }).getAttribute("href")).toBe(
      "/classroom/m1js-open-2026/lessons/m1js-3-1",
    );

    const join = await screen.findByRole("region", { name: "Join a class" });
    await user.click(await within(join).findByRole("button", { name: "Join Foundation Certificate in Data Analytics October 2026" }));
    expect(await screen.findByRole("progressbar", { name: "Progress in Foundation Certificate in Data Analytics" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue: Cleaning data in a spreadsheet" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Join a class" })).toBeNull();
  });
});
