import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { location, renderApp } from "../../../test/renderApp";
import { exhibitor, jobAdmin, loginAs, mei } from "../../../test/session";
import { addMockEventRegistration, mockEvent } from "../mocks";
import { isoToZonedInput } from "../lib/zonedTime";

const FAIR = "kl-tech-career-fair";
const MIXER = "hk-tech-networking-mixer";
const DAY = 86_400_000;
type User = ReturnType<typeof renderApp>["user"];

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

/** Serious or critical axe violations on the page (colour contrast needs a real layout: the browser tests check it). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

/** A panel of the form, opened if it is closed. */
async function openPanel(user: User, name: string): Promise<HTMLElement> {
  const control = await screen.findByRole("button", { name: new RegExp(`^${name}`) });
  if (control.getAttribute("aria-expanded") !== "true") await user.click(control);
  const panel = document.getElementById(control.getAttribute("aria-controls")!)!;
  // The panel opens with a short transition.
  await waitFor(() => expect(panel.style.display).not.toBe("none"));
  return panel;
}

/** Types a long text at once (a paste). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Inline widths wider than a 390 px phone (jsdom has no layout: the page fits when nothing asks for more room). */
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

describe("/events/admin (the organiser's events)", () => {
  it("shows a student the not-allowed state, on every organiser page, and no Manage events link on /events", async () => {
    loginAs(mei);
    const list = renderApp("/events/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage events" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Only the events organiser (job admins) can manage events.");
    expect(screen.queryByRole("table")).toBeNull();
    list.unmount();
    for (const path of ["/events/admin/new", `/events/admin/${FAIR}/edit`, `/events/admin/${FAIR}`]) {
      const page = renderApp(path);
      expect((await screen.findByRole("alert")).textContent).toContain("Only the events organiser");
      expect(screen.queryByRole("form")).toBeNull();
      page.unmount();
    }
    renderApp("/events");
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
    await screen.findByRole("list", { name: "Upcoming events" });
    expect(screen.queryByRole("link", { name: "Manage events" })).toBeNull();
  });

  it("lists every event for the organiser, reached from /events, with edit and registrations links", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/events");
    await user.click(await screen.findByRole("link", { name: "Manage events" }));
    const table = await screen.findByRole("table", { name: "Events" });
    expect(location.current.pathname).toBe("/events/admin");
    const rows = within(table).getAllByRole("row").slice(1);
    // Every event, past ones too, soonest first: the past webinar leads.
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByText("Ended")).toBeTruthy();
    const fair = rows.find((r) => within(r).queryByRole("link", { name: "KL Tech Career Fair" }))!;
    expect(within(fair).getByText("Open")).toBeTruthy();
    expect(within(fair).getByText("1 of 600 places taken")).toBeTruthy();
    expect(within(fair).getByText("and 1 more day")).toBeTruthy();
    expect(within(fair).getByRole("link", { name: "Edit KL Tech Career Fair" }).getAttribute("href")).toBe(`/events/admin/${FAIR}/edit`);
    expect(within(fair).getByRole("link", { name: "Registrations and invite codes of KL Tech Career Fair" }).getAttribute("href")).toBe(
      `/events/admin/${FAIR}`,
    );
    const outreach = rows.find((r) => within(r).queryByRole("link", { name: "Code Your Future: Penang Schools Outreach" }))!;
    expect(within(outreach).getByText(/^Teams · /)).toBeTruthy();
  });

  it("creates an event: the form's checks first, dates in the event's time zone, then the event in the list", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/events/admin");
    await user.click(await screen.findByRole("link", { name: "New event" }));
    const form = await screen.findByRole("form", { name: "New event" });
    expect(location.current.pathname).toBe("/events/admin/new");

    // Nothing filled in: the messages are next to their fields, the panels holding them open.
    await user.click(within(form).getByRole("button", { name: "Create event" }));
    expect((await within(form).findAllByRole("alert"))[0]!.textContent).toBe("Some fields need attention: see the sections marked below.");
    expect(describedMessages(within(form).getByRole("textbox", { name: /^Event id/ }))).toContain("This field is required.");
    expect(describedMessages(within(form).getByRole("combobox", { name: /^Type/ }))).toContain("Choose a type.");
    expect(within(form).getByRole("button", { name: "Days and registration · needs attention" })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await fill(user, within(form).getByRole("textbox", { name: /^Event id/ }), "Data Night");
    await fill(user, within(form).getByRole("textbox", { name: /^Title/ }), "Data Careers Night");
    await fill(
      user,
      within(form).getByRole("textbox", { name: /^Short description/ }),
      "Meet the data teams of Kuala Lumpur and their open roles.",
    );
    await user.selectOptions(within(form).getByRole("combobox", { name: /^Type/ }), "Networking mixer");

    const when = await openPanel(user, "Days and registration");
    await user.selectOptions(within(when).getByRole("combobox", { name: /^Time zone/ }), "Asia/Kuala_Lumpur");
    const day = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const day1 = within(when).getByRole("group", { name: "Day 1" });
    fireEvent.change(within(day1).getByLabelText(/^Starts/), { target: { value: `${day}T18:00` } });
    fireEvent.change(within(day1).getByLabelText(/^Ends/), { target: { value: `${day}T17:00` } });
    await user.click(within(when).getByRole("button", { name: "Add a day" }));
    const day2 = within(when).getByRole("group", { name: "Day 2" });
    await user.click(within(day2).getByRole("button", { name: "Remove Day 2" }));
    expect(within(when).queryByRole("group", { name: "Day 2" })).toBeNull();
    const today = isoToZonedInput(new Date().toISOString(), "Asia/Kuala_Lumpur");
    fireEvent.change(within(when).getByLabelText(/^Opens/), { target: { value: today } });
    fireEvent.change(within(when).getByLabelText(/^Closes/), { target: { value: `${day}T18:00` } });

    await user.click(within(form).getByRole("button", { name: "Create event" }));
    expect(describedMessages(within(form).getByRole("textbox", { name: /^Event id/ }))).toContain(
      "Use lowercase letters and digits, in words joined by hyphens.",
    );
    expect(describedMessages(within(day1).getByLabelText(/^Ends/))).toContain("The end comes after the start.");
    await fill(user, within(form).getByRole("textbox", { name: /^Event id/ }), "data-careers-night");
    fireEvent.change(within(day1).getByLabelText(/^Ends/), { target: { value: `${day}T21:00` } });

    // An exhibitor, in its booth.
    const exhibitors = await openPanel(user, "Employers and exhibitors");
    await user.click(within(exhibitors).getByRole("button", { name: "Add an exhibitor" }));
    const first = within(exhibitors).getByRole("group", { name: "Exhibitor 1" });
    await user.selectOptions(within(first).getByRole("combobox", { name: /^Employer/ }), "KopiCloud Technologies Sdn. Bhd.");
    await user.type(within(first).getByRole("textbox", { name: "Booth" }), "B2");

    await user.click(within(form).getByRole("button", { name: "Create event" }));
    expect(await screen.findByText("Data Careers Night is created.")).toBeTruthy();
    expect(location.current.pathname).toBe("/events/admin");
    const table = await screen.findByRole("table", { name: "Events" });
    await waitFor(() =>
      expect(within(table).getByRole("link", { name: "Data Careers Night" }).getAttribute("href")).toBe("/events/data-careers-night"),
    );

    const created = mockEvent("data-careers-night")!;
    expect(created).toMatchObject({
      type: "NetworkingMixer",
      mode: "Online",
      timeZone: "Asia/Kuala_Lumpur",
      location: null,
      capacity: null,
    });
    // 18:00 in Kuala Lumpur is 10:00 UTC.
    expect(created.dates).toEqual([{ from: `${day}T10:00:00.000Z`, to: `${day}T13:00:00.000Z` }]);
    expect(created.exhibitors).toEqual([{ employerId: "kopicloud", booth: "B2" }]);
  });

  it("prefills the edit form from the event (its schedule flattened to slots) and saves a change", async () => {
    loginAs(jobAdmin);
    const fair = mockEvent(FAIR)!;
    const { user } = renderApp(`/events/admin/${FAIR}/edit`);
    const form = await screen.findByRole("form", { name: "Edit KL Tech Career Fair" });
    expect((within(form).getByRole("textbox", { name: /^Title/ }) as HTMLInputElement).value).toBe("KL Tech Career Fair");
    expect(within(form).getByText(`Address: /events/${FAIR}`)).toBeTruthy();
    expect((within(form).getByRole("combobox", { name: /^Type/ }) as HTMLSelectElement).value).toBe("CareerFair");

    const when = await openPanel(user, "Days and registration");
    expect((within(when).getByRole("combobox", { name: /^Time zone/ }) as HTMLSelectElement).value).toBe("Asia/Kuala_Lumpur");
    expect(within(when).getByText("Times are in Malaysia Time (GMT+8).")).toBeTruthy();
    const day1 = within(when).getByRole("group", { name: "Day 1" });
    expect((within(day1).getByLabelText(/^Starts/) as HTMLInputElement).value).toBe(isoToZonedInput(fair.dates[0]!.from, fair.timeZone));
    expect(within(when).getByRole("group", { name: "Day 2" })).toBeTruthy();

    const venue = await openPanel(user, "Venue and directions");
    expect((within(venue).getByRole("textbox", { name: /^Map image/ }) as HTMLInputElement).value).toBe(
      "/events/maps/kl-convention-centre.svg",
    );
    expect(within(venue).getAllByRole("group", { name: /^Directions \d/ })).toHaveLength(fair.sections.locationDetails!.directions.length);

    const schedule = await openPanel(user, "Schedule");
    const slots = within(schedule).getAllByRole("group", { name: /^Time slot \d+$/ });
    expect(slots).toHaveLength(fair.sections.schedule.length);
    expect((within(slots[0]!).getByRole("textbox", { name: /^What happens/ }) as HTMLInputElement).value).toBe(
      [...fair.sections.schedule].sort((a, b) => a.from.localeCompare(b.from))[0]!.title,
    );

    const exhibitors = await openPanel(user, "Employers and exhibitors");
    const firstExhibitor = within(exhibitors).getByRole("group", { name: "Exhibitor 1" });
    expect((within(firstExhibitor).getByRole("combobox", { name: /^Employer/ }) as HTMLSelectElement).value).toBe(
      fair.exhibitors[0]!.employerId,
    );
    expect((within(firstExhibitor).getByRole("textbox", { name: "Booth" }) as HTMLInputElement).value).toBe(fair.exhibitors[0]!.booth);

    const places = await openPanel(user, "Places and teams");
    expect((within(places).getByRole("textbox", { name: /^Places/ }) as HTMLInputElement).value).toBe("600");
    await fill(user, within(places).getByRole("textbox", { name: /^Places/ }), "650");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("KL Tech Career Fair is saved.")).toBeTruthy();
    expect(mockEvent(FAIR)!.capacity).toBe(650);
    // Nothing else moved: the same days, slots and exhibitors.
    expect(mockEvent(FAIR)!.dates).toEqual(fair.dates);
    expect(mockEvent(FAIR)!.sections.schedule.length).toBe(fair.sections.schedule.length);
    expect(mockEvent(FAIR)!.exhibitors).toEqual(fair.exhibitors);
  });

  it("puts the server's field messages next to their fields, and says a capacity under the places taken in its words", async () => {
    loginAs(jobAdmin);
    for (let n = 1; n <= 3; n++) addMockEventRegistration(MIXER, `3f0e2a55-0000-4c1d-9a7b-${String(n).padStart(12, "0")}`);
    const { user } = renderApp(`/events/admin/${MIXER}/edit`);
    const form = await screen.findByRole("form", { name: "Edit Hong Kong Tech Networking Mixer" });
    const places = await openPanel(user, "Places and teams");
    await fill(user, within(places).getByRole("textbox", { name: /^Places/ }), "2");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    const capacity = within(places).getByRole("textbox", { name: /^Places/ });
    await waitFor(() =>
      expect(describedMessages(capacity)).toContain(
        "More places are taken than that: the capacity cannot be lower than the places people hold.",
      ),
    );
    expect(within(form).getAllByRole("alert")[0]!.textContent).toBe(
      "More places are taken than that: the capacity cannot be lower than the places people hold.",
    );
    // Turning the teams on after people registered: locked, said next to the switch.
    await fill(user, capacity, "40");
    await user.click(within(places).getByRole("switch", { name: /^Teams only/ }));
    for (const [label, value] of [
      ["Fewest members", "3"],
      ["Most members", "4"],
      ["Lowest year of study", "1"],
      ["Highest year of study", "4"],
    ] as const)
      await fill(user, within(places).getByRole("textbox", { name: new RegExp(`^${label}`) }), value);
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(
      await within(places).findByText("People have registered: whether the event takes teams, and the team rules, can no longer change."),
    ).toBeTruthy();

    // A message the server gives a schedule slot (its path, with `input.` as on create) lands on that slot's start.
    server.use(
      http.post("*/graphql", async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== "UpdateEvent") return undefined;
        const message = "A time slot lies within one of the event's days.";
        return HttpResponse.json({
          data: null,
          errors: [{ message, extensions: { code: "BAD_USER_INPUT", fields: { "input.sections.schedule.0.from": message } } }],
        });
      }),
    );
    await user.click(within(places).getByRole("switch", { name: /^Teams only/ }));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    const schedule = document.getElementById(screen.getByRole("button", { name: /^Schedule/ }).getAttribute("aria-controls")!)!;
    await waitFor(() => expect(screen.getByRole("button", { name: /^Schedule/ }).getAttribute("aria-expanded")).toBe("true"));
    const slot = within(schedule).getByRole("group", { name: "Time slot 1" });
    expect(describedMessages(within(slot).getByLabelText(/^Starts/))).toContain("A time slot lies within one of the event's days.");
    expect(screen.getByRole("button", { name: "Schedule · needs attention" })).toBeTruthy();
    expect(widerThanPhone(form)).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
  });

  it("is not for exhibitors either", async () => {
    loginAs(exhibitor);
    renderApp("/events/admin/new");
    expect((await screen.findByRole("alert")).textContent).toContain("Only the events organiser");
  });
});
