/**
 * The events mock follows the server's rules (rules/listings.ts, rules/registration.ts) and the API's descriptions, so
 * the client's tests and `dev:mock` see what the router serves: the list's filters and orders, the dashboard's events,
 * registering (a place, else the waitlist) with the same CONFLICT reasons, cancelling (a freed place goes to the first
 * on the waitlist), and the viewer's registrations.
 */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { setSession } from "../../../mocks/session";
import { loginAs, mei, recruiter } from "../../../test/session";
import { DASHBOARD_EVENT_COUNT, EVENT_PAGE_SIZE } from "@server/events/modules/listings/rules/listings";
import { addMockEventRegistration, mockEvent, mockEventsState, takeMockEventPlaces } from ".";
import { DEMO_EVENT_PEOPLE } from "@server/events/modules/invites/demo-seed-data";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; reason?: string; fields?: Record<string, string> } }[];
  };
}
const errorOf = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions;

const LIST = `query($type: EventType, $mode: EventMode, $when: EventWhen, $page: Int, $pageSize: Int) {
  events(type: $type, mode: $mode, when: $when, page: $page, pageSize: $pageSize) {
    items { id past registrationWindow registrationOpen placesLeft }
    pageInfo { page pageSize totalCount }
  }
}`;
const REGISTER = `mutation($eventId: ID!, $share: Boolean) {
  registerForEvent(input: { eventId: $eventId, shareWithExhibitors: $share }) {
    id status waitlistPosition shareWithExhibitors calendarFile event { id placesLeft viewerRegistration { id status } }
  }
}`;
const CANCEL = `mutation($id: ID!) { cancelEventRegistration(id: $id) { id status cancelledAt event { id placesLeft viewerRegistration { id } } } }`;
const MINE = `query($when: EventWhen) { myEventRegistrations(when: $when) { items { id status event { id } } pageInfo { totalCount } } }`;
const ids = async (variables: Record<string, unknown>) =>
  ((await run(LIST, variables)).data!.events.items as { id: string }[]).map((e) => e.id);

describe("events mock: the list and an event", () => {
  it("lists upcoming events soonest first, past ones latest first, every event when asked for neither, with filters", async () => {
    expect(await ids({ when: "UPCOMING" })).toEqual([
      "breaking-into-data-webinar",
      "hk-tech-networking-mixer",
      "kl-tech-career-fair",
      "kyouth-info-session",
      "penang-schools-outreach",
    ]);
    expect(await ids({ when: "PAST" })).toEqual(["career-switchers-webinar"]);
    expect((await ids({}))[0]).toBe("career-switchers-webinar");
    expect(await ids({ type: "Webinar" })).toEqual(["career-switchers-webinar", "breaking-into-data-webinar"]);
    expect(await ids({ mode: "Physical", when: "UPCOMING" })).toEqual([
      "hk-tech-networking-mixer",
      "kl-tech-career-fair",
      "penang-schools-outreach",
    ]);
    const page = (await run(LIST, { page: 2, pageSize: 4 })).data!.events;
    expect(page.items).toHaveLength(2);
    expect(page.pageInfo).toEqual({ page: 2, pageSize: 4, totalCount: 6 });
    expect((await run(LIST, {})).data!.events.pageInfo.pageSize).toBe(EVENT_PAGE_SIZE);
  });

  it("says where each event's registration stands, by its period", async () => {
    const items = (await run(LIST, {})).data!.events.items as {
      id: string;
      registrationWindow: string;
      registrationOpen: boolean;
      past: boolean;
    }[];
    const byId = Object.fromEntries(items.map((e) => [e.id, e]));
    expect(byId["kyouth-info-session"]).toMatchObject({ registrationWindow: "NOT_YET_OPEN", registrationOpen: false, past: false });
    expect(byId["kl-tech-career-fair"]).toMatchObject({ registrationWindow: "OPEN", registrationOpen: true });
    expect(byId["career-switchers-webinar"]).toMatchObject({ registrationWindow: "CLOSED", past: true });
  });

  it("serves an event's sections with the schedule by local date, its exhibitors as the jobs mock's employers", async () => {
    const r = await run(`{ event(id: "kl-tech-career-fair") {
      sections { schedule { date slots { title } } overview { countdown } }
      exhibitors { booth employer { id title openJobCount } }
      location { mapSrc mapLink }
      calendarFile
    } }`);
    const event = r.data!.event;
    expect(event.sections.schedule).toHaveLength(2);
    expect(event.sections.schedule[0].slots.map((s: { title: string }) => s.title)).toEqual([
      "Doors open and welcome",
      "Employer booths",
      "What a first-round interview looks for",
      "Interview lounge",
      "CV clinic",
    ]);
    expect(event.exhibitors[0]).toMatchObject({ booth: "A1", employer: { id: "kopicloud", title: "KopiCloud Technologies Sdn. Bhd." } });
    expect(event.exhibitors[0].employer.openJobCount).toBeGreaterThan(0);
    expect(event.location.mapSrc).toBe("/events/maps/kl-convention-centre.svg");
    expect(event.calendarFile).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(event.calendarFile).toMatch(/END:VCALENDAR\r\n$/);
    expect((await run(`{ event(id: "nope") { id } }`)).data!.event).toBeNull();
    // The jobs mock points its campaign at the event by id.
    const campaigns = (await run(`{ campaigns { id event { id title } } }`)).data!.campaigns as {
      id: string;
      event: { title: string } | null;
    }[];
    expect(campaigns.find((c) => c.id === "kl-career-fair")!.event!.title).toBe("KL Tech Career Fair");
  });

  it("gives the dashboard its upcoming showAtDashboard events, soonest first", async () => {
    const r = await run(`{ dashboardEvents { id } }`);
    expect(r.data!.dashboardEvents.map((e: { id: string }) => e.id)).toEqual(
      ["breaking-into-data-webinar", "kl-tech-career-fair", "kyouth-info-session"].slice(0, DASHBOARD_EVENT_COUNT),
    );
  });
});

describe("events mock: registering and cancelling", () => {
  it("needs a login", async () => {
    expect(errorOf(await run(REGISTER, { eventId: "kl-tech-career-fair" }))?.code).toBe("UNAUTHENTICATED");
    expect(errorOf(await run(MINE, {}))?.code).toBe("UNAUTHENTICATED");
  });

  it("takes a place while one is left, then the waitlist in order; the event's places follow", async () => {
    takeMockEventPlaces("hk-tech-networking-mixer", 39);
    loginAs(mei);
    const first = (await run(REGISTER, { eventId: "hk-tech-networking-mixer", share: true })).data!.registerForEvent;
    expect(first).toMatchObject({ status: "Registered", waitlistPosition: null, shareWithExhibitors: true });
    expect(first.event).toMatchObject({ placesLeft: 0, viewerRegistration: { id: first.id, status: "Registered" } });
    expect(first.calendarFile).toContain(`UID:${first.id}-hk-tech-networking-mixer-1@`);

    loginAs(recruiter);
    const second = (await run(REGISTER, { eventId: "hk-tech-networking-mixer" })).data!.registerForEvent;
    expect(second).toMatchObject({ status: "Waitlisted", waitlistPosition: 1, shareWithExhibitors: false, calendarFile: null });
    expect(mockEvent("hk-tech-networking-mixer")!.placesTaken).toBe(40);

    // Mei cancels: her place goes to Kelvin, and the event stays full.
    loginAs(mei);
    const cancelled = (await run(CANCEL, { id: first.id })).data!.cancelEventRegistration;
    expect(cancelled).toMatchObject({ status: "Cancelled", event: { placesLeft: 0, viewerRegistration: null } });
    expect(mockEventsState().registrations.find((r) => r.id === second.id)).toMatchObject({ status: "Registered" });
    expect(mockEventsState().registrations.find((r) => r.id === second.id)!.promotedAt).not.toBeNull();

    // Kelvin cancels with nobody waiting: the place is free again.
    loginAs(recruiter);
    expect((await run(CANCEL, { id: second.id })).data!.cancelEventRegistration.event.placesLeft).toBe(1);
  });

  it("refuses with the server's reasons", async () => {
    loginAs(mei);
    const reason = async (eventId: string) => errorOf(await run(REGISTER, { eventId }));
    expect(await reason("kyouth-info-session")).toMatchObject({ code: "CONFLICT", reason: "REGISTRATION_NOT_YET_OPEN" });
    expect((await reason("kyouth-info-session"))!.fields).toEqual({ eventId: "Registration for this event has not opened yet." });
    expect(await reason("career-switchers-webinar")).toMatchObject({ code: "CONFLICT", reason: "REGISTRATION_CLOSED" });
    expect(await reason("penang-schools-outreach")).toMatchObject({ code: "CONFLICT", reason: "TEAM_EVENT" });
    expect(await reason("no-such-event")).toMatchObject({ code: "NOT_FOUND" });
    expect(await reason("  ")).toMatchObject({ code: "BAD_USER_INPUT", fields: { eventId: "Choose an event." } });

    // The demo student (Mei) is registered for the data webinar.
    const mine = mockEventsState().registrations.find((r) => r.userId === mei.id && r.eventId === "breaking-into-data-webinar")!;
    expect(await reason("breaking-into-data-webinar")).toMatchObject({ code: "CONFLICT", reason: "ALREADY_REGISTERED" });
    await run(CANCEL, { id: mine.id });
    expect(errorOf(await run(CANCEL, { id: mine.id }))).toMatchObject({ code: "CONFLICT", reason: "ALREADY_CANCELLED" });
    // Cancelled, Mei may register again.
    expect((await run(REGISTER, { eventId: "breaking-into-data-webinar" })).errors).toBeUndefined();

    // Someone else's registration is not found; a started event's cannot be cancelled.
    const arifs = addMockEventRegistration("kl-tech-career-fair", recruiter.id);
    expect(errorOf(await run(CANCEL, { id: arifs.id }))).toMatchObject({ code: "NOT_FOUND" });
    const started = addMockEventRegistration("career-switchers-webinar", mei.id);
    expect(errorOf(await run(CANCEL, { id: started.id }))).toMatchObject({
      code: "CONFLICT",
      reason: "EVENT_STARTED",
      fields: { id: expect.any(String) },
    });
  });

  it("starts from the server's demo registrations, counted in the places", async () => {
    expect(mockEventsState().registrations.map((r) => [r.eventId, r.userId, r.status])).toEqual([
      ["kl-tech-career-fair", mei.id, "Registered"],
      ["breaking-into-data-webinar", mei.id, "Registered"],
      ["hk-tech-networking-mixer", DEMO_EVENT_PEOPLE.ASSOCIATE, "Registered"],
    ]);
    expect(mockEvent("kl-tech-career-fair")!.placesTaken).toBe(1);
    expect(mockEvent("hk-tech-networking-mixer")!.placesTaken).toBe(1);
  });

  it("lists the viewer's standing registrations, upcoming soonest first or past", async () => {
    // Mei is registered for the fair and the data webinar (the demo seed).
    addMockEventRegistration("career-switchers-webinar", mei.id);
    addMockEventRegistration("hk-tech-networking-mixer", recruiter.id);
    const cancelled = addMockEventRegistration("hk-tech-networking-mixer", mei.id);
    cancelled.cancelledAt = new Date().toISOString();
    loginAs(mei);
    const upcoming = (await run(MINE, {})).data!.myEventRegistrations;
    expect(upcoming.items.map((r: { event: { id: string } }) => r.event.id)).toEqual(["breaking-into-data-webinar", "kl-tech-career-fair"]);
    const past = (await run(MINE, { when: "PAST" })).data!.myEventRegistrations;
    expect(past.items.map((r: { event: { id: string } }) => r.event.id)).toEqual(["career-switchers-webinar"]);
    // A visitor's view of an event carries no registration.
    setSession(null);
    expect((await run(`{ event(id: "kl-tech-career-fair") { viewerRegistration { id } } }`)).data!.event.viewerRegistration).toBeNull();
  });
});
