import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";
import { addRepresentatives, kumar, siti } from "../../../test/employer";
import { addMockRepresentative, allRepresentatives } from "../mocks";

const mine = () => allRepresentatives().filter((r) => r.personId === siti.id);

describe("/employer", () => {
  it("sends visitors to log in", async () => {
    renderApp("/employer");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Femployer");
  });

  it("tells people without the company representative role that it is not for them", async () => {
    loginAs(mei);
    renderApp("/employer");
    expect(await screen.findByRole("heading", { level: 1, name: "Your company" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Company representatives only"));
  });

  it("invites a representative without a request to tell us about their company", async () => {
    addRepresentatives();
    loginAs(siti);
    const { user } = renderApp("/employer");
    expect(await screen.findByRole("heading", { level: 2, name: "You do not represent a company yet" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Tell us about your company" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Tell us about your company" })).toBeTruthy();
    expect(location.current.pathname).toBe("/signup/company");
  });

  it("shows a pending request and cancels it behind a confirmation", async () => {
    addRepresentatives();
    addMockRepresentative(siti.id, {
      company: {
        title: "Kampung Robotics Sdn. Bhd.",
        shortTitle: "Kampung Robotics",
        location: "Cyberjaya, Malaysia",
        industry: "Manufacturing",
        size: "11-50",
        profile: "",
        website: null,
      },
      position: "Co-founder",
    });
    loginAs(siti);
    const { user } = renderApp("/employer");
    const section = await screen.findByRole("region", { name: "Waiting for approval" });
    expect(within(section).getByText("Kampung Robotics Sdn. Bhd.")).toBeTruthy();
    expect(within(section).getByText("Manufacturing · Cyberjaya, Malaysia")).toBeTruthy();
    expect(within(section).getByText("Co-founder")).toBeTruthy();

    // "Keep it" leaves it waiting.
    await user.click(within(section).getByRole("button", { name: "Cancel request" }));
    let dialog = await screen.findByRole("dialog", { name: "Cancel your request?" });
    const keep = within(dialog).getAllByRole("button", { name: "Keep it" });
    await user.click(keep[keep.length - 1]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(mine()).toHaveLength(1);

    await user.click(within(section).getByRole("button", { name: "Cancel request" }));
    dialog = await screen.findByRole("dialog", { name: "Cancel your request?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("Your request was cancelled. You may send a new one at any time.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "You do not represent a company yet" })).toBeTruthy();
    expect(mine()).toEqual([]);
  });

  it("shows the server's refusal to cancel a request decided meanwhile", async () => {
    addRepresentatives();
    const request = addMockRepresentative(siti.id, { employerId: "kopicloud" });
    loginAs(siti);
    const { user } = renderApp("/employer");
    await user.click(await screen.findByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your request?" });
    request.status = "APPROVED";
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("This request was already decided; it can no longer be taken back.")).toBeTruthy();
    expect(mine()).toHaveLength(1);
    // The page re-reads the request: it is approved now.
    expect(await screen.findByRole("heading", { level: 2, name: "KopiCloud Technologies Sdn. Bhd." })).toBeTruthy();
  });

  it("shows a refusal with the admin's note and a way to send a new request", async () => {
    addRepresentatives();
    addMockRepresentative(siti.id, {
      employerId: "harbourpay",
      status: "REJECTED",
      decisionNote: "Please write from your company email address.",
    });
    loginAs(siti);
    const { user } = renderApp("/employer");
    const section = await screen.findByRole("region", { name: "Your request was not approved" });
    expect(within(section).getByText("Please write from your company email address.")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "HarbourPay Limited" })).toBeTruthy();
    await user.click(within(section).getByRole("link", { name: "Send a new request" }));
    expect(await screen.findByRole("button", { name: "Send request" })).toBeTruthy();
    expect(location.current.pathname).toBe("/signup/company");
  });

  it("says when the access was revoked", async () => {
    addRepresentatives();
    addMockRepresentative(siti.id, { employerId: "harbourpay", status: "REVOKED", decisionNote: "You left HarbourPay." });
    loginAs(siti);
    renderApp("/employer");
    const section = await screen.findByRole("region", { name: "You no longer represent this company" });
    expect(within(section).getByText("You left HarbourPay.")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Send a new request" }).getAttribute("href")).toBe("/signup/company");
  });

  it("shows an approved representative their company, its links and the other representatives", async () => {
    addRepresentatives();
    addMockRepresentative(kumar.id, { employerId: "lantern-analytics", status: "APPROVED", position: "Head of data" });
    addMockRepresentative(siti.id, { employerId: "lantern-analytics", status: "PENDING" });
    loginAs(recruiter);
    renderApp("/employer");
    expect(await screen.findByRole("heading", { level: 2, name: "Lantern Analytics Sdn. Bhd." })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Lantern Analytics Sdn. Bhd. logo" }).getAttribute("src")).toBe(
      "/partners/lantern-analytics.svg",
    );
    expect(screen.getByText("Petaling Jaya, Malaysia")).toBeTruthy();
    expect(screen.getByText("Data & Analytics")).toBeTruthy();
    expect(screen.getByText("11-50 employees")).toBeTruthy();
    expect(screen.getByText("You represent this company as Talent acquisition lead.")).toBeTruthy();
    const actions = screen.getByRole("navigation", { name: "Company actions" });
    const href = (name: string) => within(actions).getByRole("link", { name }).getAttribute("href");
    expect(href("Edit company profile")).toBe("/employer/company");
    expect(href("Manage jobs")).toBe("/jobs/admin/all?page=1");
    expect(href("Post a job")).toBe("/jobs/admin/jobs/new");
    expect(href("Company page")).toBe("/companies/lantern-analytics");

    const team = screen.getByRole("region", { name: "Other representatives" });
    expect(
      within(team)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Priya Kumar · Head of data"]);
  });

  it("says when the representative is the only one", async () => {
    loginAs(recruiter);
    renderApp("/employer");
    const team = await screen.findByRole("region", { name: "Other representatives" });
    expect(within(team).getByText("No one else represents Lantern Analytics Sdn. Bhd. yet.")).toBeTruthy();
  });
});
