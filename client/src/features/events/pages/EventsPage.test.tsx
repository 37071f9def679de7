import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { addMockEventRegistration, takeMockEventPlaces } from "../mocks";
import i18n from "../../../i18n";

const list = async (name = "Upcoming events") => screen.findByRole("list", { name });
const titles = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
const cardOf = (title: string) => screen.getByRole("heading", { level: 2, name: title }).closest("article")!;

describe("/events", () => {
  it("lists the upcoming events soonest first, each with its kind, days, place and where its registration stands", async () => {
    renderApp("/events");
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
    expect(titles(await list())).toEqual([
      "Breaking into Data Analytics",
      "Hong Kong Tech Networking Mixer",
      "KL Tech Career Fair",
      "KYouth Programme Info Session",
      "Code Your Future: Penang Schools Outreach",
    ]);
    const fair = cardOf("KL Tech Career Fair");
    expect(within(fair).getByText("Career fair")).toBeTruthy();
    expect(within(fair).getByText("In person")).toBeTruthy();
    expect(within(fair).getByText("Kuala Lumpur Convention Centre")).toBeTruthy();
    // Two days, each in the event's time zone (Kuala Lumpur): 10:00 whatever the test machine's zone.
    expect(within(within(fair).getByRole("list", { name: "Dates" })).getAllByRole("listitem")).toHaveLength(2);
    expect(within(fair).getByText(/10:00–17:00/)).toBeTruthy();
    // The demo student holds one of its 600 places.
    expect(within(fair).getByText("Registration open · 599 places left")).toBeTruthy();
    expect(within(fair).getByRole("link", { name: "KL Tech Career Fair" }).getAttribute("href")).toBe("/events/kl-tech-career-fair");

    const webinar = cardOf("Breaking into Data Analytics");
    // Its mode, and where it is.
    expect(within(webinar).getAllByText("Online")).toHaveLength(2);
    expect(within(webinar).getByText("Registration open")).toBeTruthy();
    expect(within(cardOf("KYouth Programme Info Session")).getByText(/^Registration opens /)).toBeTruthy();
    expect(within(cardOf("Code Your Future: Penang Schools Outreach")).getByText("Registration open · teams only")).toBeTruthy();
    // Visitors have no registrations of their own.
    expect(screen.queryByRole("tab", { name: "My registrations" })).toBeNull();
  });

  it("filters by type, mode and past through the address", async () => {
    takeMockEventPlaces("hk-tech-networking-mixer", 40);
    const { user } = renderApp("/events");
    await list();
    expect(within(cardOf("Hong Kong Tech Networking Mixer")).getByText("Full: new registrations join the waitlist")).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Webinar");
    expect(currentParams()).toMatchObject({ type: "Webinar", page: "1" });
    await waitFor(async () => expect(titles(await list())).toEqual(["Breaking into Data Analytics"]));

    await user.click(screen.getByRole("radio", { name: "Past" }));
    expect(currentParams()).toMatchObject({ type: "Webinar", when: "PAST", page: "1" });
    await waitFor(async () => expect(titles(await list("Past events"))).toEqual(["Switching into Tech: Q&A with Career Changers"]));
    expect(within(cardOf("Switching into Tech: Q&A with Career Changers")).getByText("This event has ended")).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Where" }), "Physical");
    expect(currentParams()).toMatchObject({ type: "Webinar", mode: "Physical", when: "PAST" });
    expect(await screen.findByText("No past events match these filters.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear the filters" }));
    await waitFor(() => expect(currentParams()).toEqual({ when: "PAST", page: "1" }));

    await user.click(screen.getByRole("radio", { name: "Upcoming" }));
    await waitFor(() => expect(currentParams().when).toBeUndefined());
    await user.selectOptions(screen.getByRole("combobox", { name: "Where" }), "Physical");
    await waitFor(async () =>
      expect(titles(await list())).toEqual([
        "Hong Kong Tech Networking Mixer",
        "KL Tech Career Fair",
        "Code Your Future: Penang Schools Outreach",
      ]),
    );
  });

  it("marks the viewer's registrations on the cards and lists them under My registrations", async () => {
    // Mei (the demo student) is registered for the career fair and the data webinar; she joins the mixer's waitlist.
    takeMockEventPlaces("hk-tech-networking-mixer", 40);
    addMockEventRegistration(
      "hk-tech-networking-mixer",
      "3f0e2a55-0000-4c1d-9a7b-000000000001",
      "Waitlisted",
      new Date(Date.now() - 60_000),
    );
    addMockEventRegistration("hk-tech-networking-mixer", mei.id, "Waitlisted");
    addMockEventRegistration("career-switchers-webinar", mei.id);
    loginAs(mei);
    const { user } = renderApp("/events");
    await list();
    expect(within(cardOf("KL Tech Career Fair")).getByText("Registered")).toBeTruthy();
    expect(within(cardOf("Hong Kong Tech Networking Mixer")).getByText("Waitlisted · #2")).toBeTruthy();
    expect(within(cardOf("Breaking into Data Analytics")).getByText("Registered")).toBeTruthy();
    expect(within(cardOf("KYouth Programme Info Session")).queryByText("Registered")).toBeNull();

    await user.click(screen.getByRole("tab", { name: "My registrations" }));
    expect(currentParams()).toMatchObject({ tab: "mine" });
    const mine = await screen.findByRole("list", { name: "Your upcoming events" });
    const links = within(mine).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Breaking into Data Analytics", "/events/breaking-into-data-webinar"],
      ["Hong Kong Tech Networking Mixer", "/events/hk-tech-networking-mixer"],
      ["KL Tech Career Fair", "/events/kl-tech-career-fair"],
    ]);
    await user.click(screen.getByRole("radio", { name: "Past" }));
    const past = await screen.findByRole("list", { name: "Your past events" });
    expect(within(past).getByRole("link", { name: "Switching into Tech: Q&A with Career Changers" })).toBeTruthy();
  });

  it("speaks the interface language, the event's days included", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderApp("/events?type=CareerFair");
    const ul = await screen.findByRole("list", { name: "即將舉行的活動" });
    const fair = within(ul).getByRole("heading", { level: 2, name: "KL Tech Career Fair" }).closest("article")!;
    expect(within(fair).getByText("招聘會")).toBeTruthy();
    expect(within(fair).getByText("現場")).toBeTruthy();
    expect(within(fair).getByText("接受報名 · 尚餘 599 個名額")).toBeTruthy();
    expect(within(fair).getAllByText(/年.*月.*日.*10:00–/).length).toBeGreaterThan(0);
  });
});
