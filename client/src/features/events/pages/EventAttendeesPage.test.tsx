import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, exhibitor, jobAdmin, loginAs, mei } from "../../../test/session";
import { addMockEventRegistration, addMockExhibitorMember } from "../mocks";

const FAIR = "kl-tech-career-fair";
const MIXER = "hk-tech-networking-mixer";
const someoneElse = (n: number) => `3f0e2a55-0000-4c1d-9a7b-${String(n).padStart(12, "0")}`;

describe("/events/:id/attendees (exhibitors)", () => {
  it("takes the demo exhibitor from My exhibitions on /events to the fair's sharing, registered attendees", async () => {
    // Someone registered without sharing, and someone sharing but waitlisted: neither is shown.
    addMockEventRegistration(FAIR, someoneElse(1), "Registered");
    addMockEventRegistration(FAIR, someoneElse(2), "Waitlisted").shareWithExhibitors = true;
    loginAs(exhibitor);
    const { user } = renderApp("/events");
    const mine = await screen.findByRole("region", { name: "My exhibitions" });
    expect(within(mine).getByRole("link", { name: "KL Tech Career Fair" }).getAttribute("href")).toBe(`/events/${FAIR}`);
    expect(within(mine).getByText("For KopiCloud Technologies Sdn. Bhd.")).toBeTruthy();
    await user.click(within(mine).getByRole("link", { name: "Attendees of KL Tech Career Fair" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Attendees: KL Tech Career Fair" })).toBeTruthy();
    expect(location.current.pathname).toBe(`/events/${FAIR}/attendees`);
    const list = await screen.findByRole("list", { name: "Attendees" });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByRole("heading", { level: 2, name: "Mei Ling Tan" })).toBeTruthy();
    // She came with the job-seeker link.
    expect(card.getByText("Job seeker")).toBeTruthy();
    expect(card.getByText(/^Registered /)).toBeTruthy();
    // The skills she verified travel with her.
    expect(card.getByRole("img", { name: /^Verified skills: / })).toBeTruthy();
    // Exhibitors never see e-mails.
    expect(card.queryByText(mei.email)).toBeNull();
    expect(screen.getByText("Showing 1–1 of 1")).toBeTruthy();
  });

  it("tells an exhibitor of another event, and anyone else, that only this event's exhibitors see them", async () => {
    loginAs(exhibitor);
    const page = renderApp(`/events/${MIXER}/attendees`);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Only this event's exhibitors")).toBeTruthy();
    expect(alert.textContent).toContain("Only the exhibitors of Hong Kong Tech Networking Mixer and its organisers see its attendees.");
    expect(within(alert).getByRole("link", { name: "Back to the event" }).getAttribute("href")).toBe(`/events/${MIXER}`);
    expect(screen.queryByRole("list", { name: "Attendees" })).toBeNull();
    page.unmount();
    loginAs(mei);
    renderApp(`/events/${FAIR}/attendees`);
    expect((await screen.findByRole("alert")).textContent).toContain("Only the exhibitors of KL Tech Career Fair");
  });

  it("shows a representative who joined the mixer its attendees; the organiser sees any event's; a representative who exhibits nowhere has no My exhibitions", async () => {
    loginAs(recruiter);
    const none = renderApp("/events");
    await screen.findByRole("list", { name: "Upcoming events" });
    expect(screen.queryByRole("region", { name: "My exhibitions" })).toBeNull();
    none.unmount();

    addMockExhibitorMember(MIXER, "victoria-harbour-logistics", recruiter.id);
    const joined = renderApp(`/events/${MIXER}/attendees`);
    // The demo associate shares her profile at the mixer.
    expect(await screen.findByRole("list", { name: "Attendees" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByText("Job seeker")).toBeNull();
    joined.unmount();

    loginAs(jobAdmin);
    renderApp(`/events/${MIXER}/attendees`);
    expect(await screen.findByRole("list", { name: "Attendees" })).toBeTruthy();
  });

  it("sends visitors to log in", async () => {
    renderApp(`/events/${FAIR}/attendees`);
    await screen.findByRole("heading", { level: 1, name: "Log in" });
    expect(location.current.pathname).toBe("/login");
  });
});
