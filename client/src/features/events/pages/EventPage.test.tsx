import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { addMockEventRegistration, mockEvent, mockEventsState, takeMockEventPlaces } from "../mocks";
import { eventDateTimeWithZone } from "../lib/eventTime";
import i18n from "../../../i18n";

const FAIR = "kl-tech-career-fair";
const MIXER = "hk-tech-networking-mixer";
const someoneElse = (n: number) => `3f0e2a55-0000-4c1d-9a7b-${String(n).padStart(12, "0")}`;

const registration = () => screen.findByRole("region", { name: "Registration" });
const section = (name: string) => screen.getByRole("region", { name });

/** Inline widths wider than a 390 px phone, and tables (jsdom has no layout: the page fits when nothing asks for more). */
function widerThanPhone(root: HTMLElement): string[] {
  const px = (value: string) => {
    const m = /^(?:calc\()?([\d.]+)(px|rem)/.exec(value.trim());
    return m ? Number(m[1]) * (m[2] === "rem" ? 16 : 1) : 0;
  };
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    for (const prop of ["width", "min-width"]) {
      const value = el.style.getPropertyValue(prop);
      if (value && px(value) > 390) found.push(`${el.tagName.toLowerCase()} ${prop}: ${value}`);
    }
  }
  if (root.querySelector("table")) found.push("a table");
  return found;
}

afterEach(() => vi.restoreAllMocks());

describe("/events/:id", () => {
  it("shows every section of the career fair, in order, to a visitor, who is asked to log in to register", async () => {
    const page = renderApp(`/events/${FAIR}`);
    expect(await screen.findByRole("heading", { level: 1, name: "KL Tech Career Fair" })).toBeTruthy();
    const main = page.container;
    expect([...main.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Registration",
      "Jobs at the fair",
      "Stand out at the booths",
      "About the fair",
      "Employers at the fair",
      "Partners",
      "Speakers",
      "What you get",
      "Schedule",
      "Location",
      "Who it is for",
      "Sectors",
    ]);
    // Banner: its line, the two days in Kuala Lumpur time.
    expect(screen.getByText(mockEvent("kl-tech-career-fair")!.banner!.description)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Dates" })).getAllByRole("listitem")).toHaveLength(2);

    // Registration: places left (the demo student holds one), and the log-in link back here.
    const panel = await registration();
    expect(within(panel).getByText("599 places left")).toBeTruthy();
    const login = within(panel).getByRole("link", { name: "Log in to register" });
    expect(login.getAttribute("href")).toBe(`/login?next=${encodeURIComponent(`/events/${FAIR}`)}`);
    expect(within(panel).queryByRole("button", { name: "Register" })).toBeNull();
    expect(within(panel).getByRole("button", { name: "Add to calendar" })).toBeTruthy();

    // Links: an internal one stays in the site.
    expect(screen.getByRole("link", { name: "See the fair's jobs" }).getAttribute("href")).toBe("/jobs?campaign=kl-career-fair");

    // Overview with its countdown: the ticking numbers are hidden, a sentence says when it starts.
    const overview = section("About the fair");
    expect(within(overview).getByText("Starts in")).toBeTruthy();
    expect(within(overview).getByTestId("countdown-ticking").getAttribute("aria-hidden")).toBe("true");
    expect(within(overview).getByText(/^The event starts .*10:00 GMT\+8\.$/)).toBeTruthy();

    // Employers: six exhibitors with booth, open jobs and up to three job links; the fair's tab of the jobs area.
    const employers = section("Employers at the fair");
    expect(within(employers).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    const kopi = within(employers).getByRole("link", { name: "KopiCloud Technologies Sdn. Bhd." });
    expect(kopi.getAttribute("href")).toBe("/companies/kopicloud");
    expect(within(employers).getByText("Booth A1")).toBeTruthy();
    const kopiJobs = within(employers).getByRole("list", { name: "Open jobs at KopiCloud" });
    const jobLinks = within(kopiJobs).getAllByRole("link");
    expect(jobLinks.length).toBeGreaterThan(0);
    expect(jobLinks.length).toBeLessThanOrEqual(3);
    expect(jobLinks.every((a) => /^\/jobs\/\d+$/.test(a.getAttribute("href")!))).toBe(true);
    expect(within(employers).getByRole("link", { name: "See all KL Career Fair jobs" }).getAttribute("href")).toBe(
      "/jobs?campaign=kl-career-fair&page=1",
    );

    expect(within(section("Partners")).getByText("Women in Tech Malaysia")).toBeTruthy();
    const speakers = section("Speakers");
    expect(within(speakers).getByRole("heading", { level: 3, name: "Nurul Hidayah" })).toBeTruthy();
    expect(within(speakers).getByRole("img", { name: "Portrait of Nurul Hidayah" })).toBeTruthy();
    expect(within(speakers).getByText("Head of Engineering, KopiCloud")).toBeTruthy();
    const offers = section("What you get");
    expect(
      within(offers)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["CV clinic", "Interview lounge", "Talks"]);
    expect(within(offers).getByText("Quiet rooms")).toBeTruthy();

    // Schedule: two days, the slots in the event's zone, the zone named.
    const schedule = section("Schedule");
    expect(within(schedule).getByText("Times are in Malaysia Time (GMT+8).")).toBeTruthy();
    const days = within(schedule).getAllByRole("heading", { level: 3 });
    expect(days).toHaveLength(2);
    const firstDay = within(schedule).getByRole("region", { name: days[0]!.textContent! });
    expect(within(firstDay).getAllByRole("listitem")).toHaveLength(5);
    expect(within(firstDay).getByText("10:00–10:30")).toBeTruthy();
    expect(within(firstDay).getByText("Where: Hall 5 entrance")).toBeTruthy();

    // Location: the bundled map image, the link out in a new tab, the address, directions by transport.
    const location = section("Location");
    expect(within(location).getByRole("img", { name: "Map of the area around Kuala Lumpur Convention Centre" }).getAttribute("src")).toBe(
      "/events/maps/kl-convention-centre.svg",
    );
    const map = within(location).getByRole("link", { name: "Open the map (opens in a new tab)" });
    expect(map.getAttribute("target")).toBe("_blank");
    expect(map.getAttribute("rel")).toContain("noopener");
    expect(map.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(within(location).getByText("Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur, Malaysia")).toBeTruthy();
    expect(["Train", "Bus", "Car", "On foot"].every((mode) => within(location).getByText(mode))).toBe(true);

    expect(within(section("Who it is for")).getByRole("heading", { level: 3, name: "Career changers" })).toBeTruthy();
    expect(
      within(section("Sectors"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Software", "Fintech", "E-commerce", "Data and analytics", "Cybersecurity", "Health tech"]);
    expect(widerThanPhone(main)).toEqual([]);
  });

  it("registers a logged-in person, sharing their profile when they tick it, and updates the places left in place", async () => {
    // The demo associate holds one of the mixer's 40 places.
    loginAs(mei);
    const { user } = renderApp(`/events/${MIXER}`);
    const panel = await registration();
    expect(await within(panel).findByText("39 places left")).toBeTruthy();
    await user.click(within(panel).getByRole("checkbox", { name: "Share my name and profile with the event's exhibitors" }));
    await user.click(within(panel).getByRole("button", { name: "Register" }));
    expect(await within(panel).findByText("You are registered.")).toBeTruthy();
    expect(within(panel).getByText("Your name and profile are shared with the exhibitors.")).toBeTruthy();
    const stored = mockEventsState().registrations.find((r) => r.userId === mei.id && r.eventId === MIXER)!;
    expect(stored).toMatchObject({ status: "Registered", shareWithExhibitors: true, cancelledAt: null });
    expect(mockEvent(MIXER)!.placesTaken).toBe(2);

    // The list shows the same cached event: registered, one place fewer.
    await user.click(screen.getByRole("link", { name: "All events" }));
    const card = (await screen.findByRole("heading", { level: 2, name: "Hong Kong Tech Networking Mixer" })).closest("article")!;
    expect(within(card).getByText("Registered")).toBeTruthy();
    expect(within(card).getByText("Registration open · 38 places left")).toBeTruthy();
  });

  it("puts a person on the waitlist of a full event, at their place in it", async () => {
    takeMockEventPlaces(MIXER, 40);
    addMockEventRegistration(MIXER, someoneElse(1), "Waitlisted", new Date(Date.now() - 120_000));
    addMockEventRegistration(MIXER, someoneElse(2), "Waitlisted", new Date(Date.now() - 60_000));
    loginAs(mei);
    const { user } = renderApp(`/events/${MIXER}`);
    const panel = await registration();
    expect(await within(panel).findByText("Full — you will join the waitlist")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Join the waitlist" }));
    expect(await within(panel).findByText("You are #3 on the waitlist.")).toBeTruthy();
    expect(within(panel).getByText("The event is full: you are #3 on the waitlist.")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Cancel registration" })).toBeTruthy();
  });

  it("cancels after confirming: the registration goes and the place is free again", async () => {
    // Mei (the demo student) is registered for the career fair.
    loginAs(mei);
    const { user } = renderApp(`/events/${FAIR}`);
    const panel = await registration();
    expect(await within(panel).findByText("You are registered.")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Cancel registration" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your registration?" });
    expect(within(dialog).getByText(/Your place at “KL Tech Career Fair” goes to the next person/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel registration" }));
    expect(await within(panel).findByText("Your registration is cancelled.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(panel).getByText("600 places left")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Register" })).toBeTruthy();
    expect(mockEventsState().registrations.find((r) => r.userId === mei.id && r.eventId === FAIR)!.cancelledAt).not.toBeNull();
  });

  it("gives a team event's rules and no individual Register button", async () => {
    loginAs(mei);
    renderApp("/events/penang-schools-outreach");
    const panel = await registration();
    expect(await within(panel).findByText("Teams of 3–4 students in years 1–4; individuals are not accepted.")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Register" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Join the waitlist" })).toBeNull();
    expect(within(panel).queryByText(/coming soon/i)).toBeNull();
  });

  it("says when registration opens for an event not open yet (the KYouth info session)", async () => {
    loginAs(mei);
    renderApp("/events/kyouth-info-session");
    const panel = await registration();
    const event = mockEvent("kyouth-info-session")!;
    const opens = eventDateTimeWithZone(event.registration.from, event.timeZone, "en");
    expect(await within(panel).findByText(`Registration opens ${opens}.`)).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Register" })).toBeNull();
    // No countdown: its overview does not ask for one.
    expect(screen.queryByText("Starts in")).toBeNull();
  });

  it("shows the server's refusal in the interface language, by its reason", async () => {
    loginAs(mei);
    await i18n.changeLanguage("zh-Hant");
    const { user } = renderApp(`/events/${MIXER}`);
    const panel = await screen.findByRole("region", { name: "報名" });
    const button = await within(panel).findByRole("button", { name: "報名" });
    // Registration closes while the page is open.
    mockEvent(MIXER)!.registration.to = new Date(Date.now() - 1_000).toISOString();
    await user.click(button);
    expect((await within(panel).findByRole("alert")).textContent).toBe("這個活動的報名已截止。");
  });

  it("downloads the calendar file: the event's for a visitor, the registration's once registered", async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:calendar";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    const visitor = renderApp(`/events/${FAIR}`);
    const { user } = visitor;
    await user.click(within(await registration()).getByRole("button", { name: "Add to calendar" }));
    expect(downloads).toEqual([`${FAIR}.ics`]);
    expect(blobs[0]!.type).toBe("text/calendar");
    // Long lines are folded (CRLF and a space): read them unfolded.
    const unfold = (text: string) => text.replace(/\r\n /g, "");
    const ics = unfold(await blobs[0]!.text());
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).not.toContain("You are registered");
    visitor.unmount();

    // Mei (the demo student) is registered for the fair.
    const mine = mockEventsState().registrations.find((r) => r.userId === mei.id && r.eventId === FAIR)!;
    loginAs(mei);
    const member = renderApp(`/events/${FAIR}`);
    const panel = await registration();
    await within(panel).findByText("You are registered.");
    await member.user.click(within(panel).getByRole("button", { name: "Add to calendar" }));
    const registered = unfold(await blobs[1]!.text());
    expect(registered).toContain(`UID:${mine.id}-${FAIR}-1@`);
    expect(registered).toContain("You are registered for this event.");
  });

  it("shows the not-found state for an unknown event", async () => {
    renderApp("/events/no-such-event");
    expect(await screen.findByRole("heading", { level: 1, name: "Event not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All events" }).getAttribute("href")).toBe("/events");
  });
});
