/** The enrolment flow on the course page: Buy → order with payment instructions, visitors → login, CONFLICT. */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { allOrders, grantAccess, optionById, placeOrder } from "../mocks";
import { updateProgramme } from "../../programmes/mocks";
import { courseById } from "../../catalogue/mocks";

/** A seeded course's title. */
const courseTitle = (id: string) => courseById(id)!.title;

const enrolSection = () => screen.getByRole("region", { name: "Enrol" });

describe("enrolment on the course page", () => {
  it("lists the options: no Buy for application ones, Apply to the programme's form, the regions it is limited to", async () => {
    const option = optionById("kyouth-2025")!;
    renderApp("/courses/fcda");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("fcda") })).toBeTruthy();
    const enrol = enrolSection();
    expect(within(enrol).queryByRole("button", { name: "Buy" })).toBeNull();
    const kyouth = within(enrol).getByRole("article", { name: option.title });
    expect(within(kyouth).getByRole("link", { name: "Apply" }).getAttribute("href")).toBe("/programmes/student/apply/kyouth-2025");
    expect(within(kyouth).queryByText("Applications open with programmes")).toBeNull();
    expect(within(kyouth).getByText(`Available in: ${option.limitedRegions.join(", ")}`)).toBeTruthy();
  });

  it("links the certified-associate option to its programme's form, and closes it with the programme", async () => {
    const { unmount } = renderApp("/courses/cada");
    const option = optionById("ca")!;
    const ca = await within(await screen.findByRole("region", { name: "Enrol" })).findByRole("article", { name: option.title });
    expect(within(ca).getByText(option.programme!.title)).toBeTruthy();
    expect(within(ca).getByRole("link", { name: "Apply" }).getAttribute("href")).toBe("/programmes/student/apply/ca-2027");
    unmount();
    updateProgramme("ca-2027", { applicationOpen: false, showAtDashboard: false, cohortStartsOn: "2027-01-11" });
    renderApp("/courses/cada");
    const closed = await within(await screen.findByRole("region", { name: "Enrol" })).findByRole("article", {
      name: option.title,
    });
    expect(within(closed).getByText("Closed")).toBeTruthy();
    expect(within(closed).queryByRole("link", { name: "Apply" })).toBeNull();
  });

  it("buys a direct option and shows the payment instructions", async () => {
    loginAs(mei);
    const { user } = renderApp("/courses/m1py");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1py") })).toBeTruthy();
    const card = within(enrolSection()).getByRole("article", { name: optionById("m1")!.title });
    expect(within(card).getByText("90 days of access from payment")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Buy" }));

    const dialog = await screen.findByRole("dialog", { name: `Buy ${courseTitle("m1py")}` });
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
    expect(order).toMatchObject({ courseId: "m1py", optionId: "m1", amount: 159.2, currency: "USD" });
    expect(order!.reference).toMatch(/^TF-[A-Z0-9]{8}$/);
    expect(within(placed).getByText(order!.reference)).toBeTruthy();
    expect(within(placed).getByText(/in the transfer.s remarks/)).toBeTruthy();
    expect(within(placed).getByRole("link", { name: "Go to My learning" }).getAttribute("href")).toBe("/courses/my-learning");
  });

  it("sends visitors who click Buy to the login page and back", async () => {
    const { user } = renderApp("/courses/m1sql");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1sql") })).toBeTruthy();
    await user.click(within(enrolSection()).getByRole("button", { name: "Buy" }));
    await waitFor(() => expect(location.current.pathname).toBe("/login"));
    expect(currentParams()).toEqual({ next: "/courses/m1sql" });
  });

  it("after ordering, says the order waits for payment instead of Buy, on this visit and the next", async () => {
    loginAs(mei);
    const { user, unmount } = renderApp("/courses/m1js");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1js") })).toBeTruthy();
    await user.click(within(enrolSection()).getByRole("button", { name: "Buy" }));
    const dialog = await screen.findByRole("dialog", { name: `Buy ${courseTitle("m1js")}` });
    await user.click(within(dialog).getByRole("button", { name: "Place order" }));
    const placed = await screen.findByRole("dialog", { name: "Order placed" });
    await user.click(within(placed).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const waits = () => {
      expect(within(enrolSection()).queryByRole("button", { name: "Buy" })).toBeNull();
      expect(within(enrolSection()).getByText("Order placed, awaiting payment")).toBeTruthy();
      expect(within(enrolSection()).getByRole("link", { name: "See your order in My learning" }).getAttribute("href")).toBe(
        "/courses/my-learning",
      );
    };
    waits();
    unmount();
    renderApp("/courses/m1js");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1js") })).toBeTruthy();
    waits();
    expect(allOrders("PENDING_PAYMENT")).toHaveLength(1);
  });

  it("explains a CONFLICT (an order placed meanwhile, in another tab, waits for payment)", async () => {
    loginAs(mei);
    const { user } = renderApp("/courses/m1js");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1js") })).toBeTruthy();
    await user.click(within(enrolSection()).getByRole("button", { name: "Buy" }));
    placeOrder(mei.id, { optionId: "m1", courseId: "m1js", paymentPlan: "UPFRONT" }, []);
    const dialog = await screen.findByRole("dialog", { name: `Buy ${courseTitle("m1js")}` });
    await user.click(within(dialog).getByRole("button", { name: "Place order" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("You already have this course or an order for it");
    expect(alert.textContent).toContain("waiting for payment");
    expect(allOrders("PENDING_PAYMENT")).toHaveLength(1);
  });

  it("shows the viewer's active access instead of Buy", async () => {
    loginAs(mei);
    grantAccess(mei.id, "m1blockchain", 10);
    renderApp("/courses/m1blockchain");
    expect(await screen.findByRole("heading", { level: 1, name: courseTitle("m1blockchain") })).toBeTruthy();
    expect(within(enrolSection()).queryByRole("button", { name: "Buy" })).toBeNull();
    expect(within(enrolSection()).getByText(/You have access until .+ \(80 days left\)/)).toBeTruthy();
  });
});
