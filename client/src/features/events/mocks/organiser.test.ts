/**
 * The organiser's and exhibitors' share of the events mock follows the server (services/editing.ts,
 * services/registrations.ts, services/invites.ts, services/attendees.ts): JOB_ADMIN only, with the same error codes,
 * CONFLICT reasons and field paths; invite codes seeded from the server's demo world with their uses and problems;
 * attendees only sharing and registered, for the event's exhibitors and the organiser.
 */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { setSession } from "../../../mocks/session";
import { recruiter, exhibitor, jobAdmin, loginAs, mei } from "../../../test/session";
import { CSV_COLUMNS } from "@server/events/modules/organiser/rules/export";
import { DEMO_LEARN_CODE, DEMO_RECRUIT_CODE } from "@server/events/modules/invites/demo-seed-data";
import { addMockEventRegistration, addMockExhibitorMember, mockEvent, mockInviteCode, mockEventsState, takeMockEventPlaces } from ".";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; reason?: string; fields?: Record<string, string> } }[];
  };
}
const errorOf = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions;

const FAIR = "kl-tech-career-fair";
const MIXER = "hk-tech-networking-mixer";
const someoneElse = (n: number) => `3f0e2a55-0000-4c1d-9a7b-${String(n).padStart(12, "0")}`;

const CREATE = `mutation($id: ID!, $input: EventInput!) { createEvent(id: $id, input: $input) { id title timeZone dates { from to }
  sections { schedule { date slots { from title } } } exhibitors { booth employer { id } } capacity placesLeft team { minSize } } }`;
const UPDATE = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id capacity placesLeft } }`;
const REGISTRATIONS = `query($eventId: ID!, $status: EventRegistrationStatus) {
  eventRegistrations(eventId: $eventId, status: $status) {
    items { id status waitlistPosition jobSeeker shareWithExhibitors user { id displayName email } }
    pageInfo { totalCount pageSize }
  }
}`;
const CSV = `query($eventId: ID!) { eventRegistrationsCsv(eventId: $eventId) }`;
const CODES = `query($eventId: ID!) { eventInviteCodes(eventId: $eventId) {
  items { code purpose label uses maxUses revoked problem signUpLink jobSeekerSignUpLink employer { id } expiresAt }
  pageInfo { totalCount pageSize }
} }`;
const CREATE_CODE = `mutation($input: CreateEventInviteCodeInput!) { createEventInviteCode(input: $input) { code purpose label uses maxUses problem employer { id } } }`;
const REVOKE_CODE = `mutation($code: ID!) { revokeEventInviteCode(code: $code) { code revoked problem uses } }`;
const ATTENDEES = `query($eventId: ID!) { eventAttendees(eventId: $eventId) { items { jobSeeker user { id displayName } } pageInfo { totalCount } } }`;
const MEMBERSHIPS = `{ myExhibitorMemberships { joinedAt event { id } employer { id } } }`;

const DAY = 86_400_000;
/** A valid event input a week from now, in Kuala Lumpur time. */
function input(overrides: Record<string, unknown> = {}) {
  const day = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  return {
    title: "Data Careers Evening",
    description: "An evening with data teams from across the city, and their open roles.",
    featured: false,
    showAtDashboard: true,
    type: "NetworkingMixer",
    mode: "Physical",
    location: {
      country: "Malaysia",
      short: "Common Ground",
      full: "Common Ground, Jalan Kiara, Kuala Lumpur",
      mapSrc: null,
      mapLink: null,
    },
    timeZone: "Asia/Kuala_Lumpur",
    dates: [{ from: `${day}T18:00:00+08:00`, to: `${day}T21:00:00+08:00` }],
    registrationPeriod: { from: new Date(Date.now() - DAY).toISOString(), to: `${day}T18:00:00+08:00` },
    banner: null,
    links: [],
    sections: {
      overview: { title: "About", body: "Meet the teams.", countdown: true },
      employers: null,
      partners: [],
      speakers: [],
      offers: null,
      schedule: [{ from: `${day}T18:00:00+08:00`, to: `${day}T18:30:00+08:00`, title: "Welcome", description: "", place: null }],
      locationDetails: null,
      attendee: [],
      sectors: ["Data"],
    },
    capacity: 50,
    team: null,
    exhibitors: [{ employerId: "kopicloud", booth: "" }],
    ...overrides,
  };
}

describe("events mock: the organiser", () => {
  it("is JOB_ADMIN's: visitors must log in, everyone else is refused", async () => {
    expect(errorOf(await run(REGISTRATIONS, { eventId: FAIR }))?.code).toBe("UNAUTHENTICATED");
    for (const person of [mei, recruiter, exhibitor]) {
      loginAs(person);
      expect(errorOf(await run(REGISTRATIONS, { eventId: FAIR }))?.code).toBe("FORBIDDEN");
      expect(errorOf(await run(CSV, { eventId: FAIR }))?.code).toBe("FORBIDDEN");
      expect(errorOf(await run(CODES, { eventId: FAIR }))?.code).toBe("FORBIDDEN");
      expect(errorOf(await run(CREATE, { id: "an-event", input: input() }))?.code).toBe("FORBIDDEN");
    }
  });

  it("creates an event as given: instants in UTC, the schedule by local day, an empty booth as none", async () => {
    loginAs(jobAdmin);
    const created = (await run(CREATE, { id: "data-careers-evening", input: input() })).data!.createEvent;
    expect(created).toMatchObject({ id: "data-careers-evening", capacity: 50, placesLeft: 50, team: null });
    expect(created.dates[0].from).toMatch(/T10:00:00\.000Z$/);
    expect(created.sections.schedule).toHaveLength(1);
    expect(created.exhibitors).toEqual([{ booth: null, employer: { id: "kopicloud" } }]);
    expect(mockEvent("data-careers-evening")).not.toBeNull();
    // The id is taken now.
    const again = await run(CREATE, { id: "data-careers-evening", input: input() });
    expect(errorOf(again)).toMatchObject({ code: "CONFLICT", fields: { id: "This id is taken." } });
  });

  it("refuses bad input with the server's paths: `input.` on create, the id, a slot outside the days, unknown employers", async () => {
    loginAs(jobAdmin);
    const bad = await run(CREATE, {
      id: "Bad Id",
      input: input({ title: "x", links: [{ hasMedia: false, url: "http://x", buttonTitle: "Go", sectionTitle: "S", description: "" }] }),
    });
    expect(errorOf(bad)?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(bad)?.fields).toMatchObject({
      id: "Use lowercase words joined by hyphens.",
      "input.title": "Required.",
      "input.links.0.url": "Use a path of this site (/…) or an https URL.",
    });
    const base = input();
    const late = { ...base.sections.schedule[0]!, from: base.dates[0]!.to, to: base.dates[0]!.to.replace("21:00", "22:00") };
    const outside = await run(UPDATE, { id: MIXER, input: { ...base, sections: { ...base.sections, schedule: [late] } } });
    expect(errorOf(outside)?.fields).toEqual({ "sections.schedule.0.from": "A time slot lies within one of the event's days." });
    const unknown = await run(UPDATE, { id: MIXER, input: input({ exhibitors: [{ employerId: "no-such-employer" }] }) });
    expect(errorOf(unknown)).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { exhibitors: "These are not employers: no-such-employer." },
    });
    expect(errorOf(await run(UPDATE, { id: "no-such-event", input: input() }))?.code).toBe("NOT_FOUND");
  });

  it("keeps the capacity above the places taken, locks team rules once people registered, and fills new places from the waitlist", async () => {
    loginAs(jobAdmin);
    takeMockEventPlaces(MIXER, 40);
    const waiting = addMockEventRegistration(MIXER, someoneElse(1), "Waitlisted");
    const low = await run(UPDATE, { id: MIXER, input: input({ capacity: 39 }) });
    expect(errorOf(low)).toMatchObject({
      code: "CONFLICT",
      reason: "CAPACITY_BELOW_TAKEN",
      fields: { capacity: "40 places are taken; the capacity cannot be lower." },
    });
    const teams = await run(UPDATE, {
      id: MIXER,
      input: input({ capacity: 40, team: { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 } }),
    });
    expect(errorOf(teams)).toMatchObject({ code: "CONFLICT", reason: "TEAM_RULES_LOCKED" });
    expect(Object.keys(errorOf(teams)!.fields!)).toEqual(["team"]);
    const raised = (await run(UPDATE, { id: MIXER, input: input({ capacity: 45 }) })).data!.updateEvent;
    expect(raised).toEqual({ id: MIXER, capacity: 45, placesLeft: 4 });
    expect(mockEventsState().registrations.find((r) => r.id === waiting.id)).toMatchObject({ status: "Registered" });
  });

  it("lists an event's registrations in arrival order by status, and exports every one as CSV with the server's header", async () => {
    loginAs(jobAdmin);
    addMockEventRegistration(MIXER, someoneElse(2), "Waitlisted");
    const standing = (await run(REGISTRATIONS, { eventId: MIXER })).data!.eventRegistrations;
    expect(standing.items.map((r: { status: string }) => r.status)).toEqual(["Registered", "Waitlisted"]);
    expect(standing.items[1].waitlistPosition).toBe(1);
    expect(standing.pageInfo).toEqual({ totalCount: 2, pageSize: 20 });
    // The demo student came to the fair as a job seeker with the learn code, sharing her profile.
    const fair = (await run(REGISTRATIONS, { eventId: FAIR, status: "Registered" })).data!.eventRegistrations.items;
    expect(fair).toEqual([
      expect.objectContaining({
        jobSeeker: true,
        shareWithExhibitors: true,
        user: { id: mei.id, displayName: "Mei Ling Tan", email: mei.email },
      }),
    ]);
    expect((await run(REGISTRATIONS, { eventId: FAIR, status: "Cancelled" })).data!.eventRegistrations.items).toEqual([]);

    const csv = (await run(CSV, { eventId: FAIR })).data!.eventRegistrationsCsv as string;
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines[1]).toContain(`,Mei Ling Tan,${mei.email},Registered,,,,,true,true,${DEMO_LEARN_CODE},`);
    expect(lines.at(-1)).toBe("");
  });
});

describe("events mock: invite codes and exhibitors", () => {
  it("lists the fair's seeded codes newest first with their uses, links and problems", async () => {
    loginAs(jobAdmin);
    const codes = (await run(CODES, { eventId: FAIR })).data!.eventInviteCodes;
    const byCode = Object.fromEntries(codes.items.map((c: { code: string }) => [c.code, c]));
    expect(byCode[DEMO_LEARN_CODE]).toMatchObject({
      purpose: "learn",
      uses: 1,
      maxUses: 500,
      problem: null,
      employer: null,
      signUpLink: `/signup?purpose=learn&invite_code=${DEMO_LEARN_CODE}&next=event-reg&event_id=${FAIR}`,
      jobSeekerSignUpLink: `/signup?purpose=learn&invite_code=${DEMO_LEARN_CODE}&next=event-reg&event_id=${FAIR}&role=jobseeker`,
    });
    expect(byCode[DEMO_RECRUIT_CODE]).toMatchObject({
      purpose: "recruit",
      uses: 1,
      maxUses: 10,
      employer: { id: "kopicloud" },
      jobSeekerSignUpLink: null,
    });
  });

  it("issues codes by the server's rules and withdraws them", async () => {
    loginAs(jobAdmin);
    const recruitWithout = await run(CREATE_CODE, { input: { eventId: FAIR, purpose: "recruit", label: "Booths" } });
    expect(errorOf(recruitWithout)).toMatchObject({ code: "BAD_USER_INPUT", fields: { employerId: "Choose the exhibitor." } });
    const notExhibiting = await run(CREATE_CODE, {
      input: { eventId: MIXER, purpose: "recruit", employerId: "kopicloud", label: "Booths" },
    });
    expect(errorOf(notExhibiting)?.fields).toEqual({ employerId: "Choose one of the event's exhibitors." });
    const past = await run(CREATE_CODE, { input: { eventId: FAIR, purpose: "learn", label: "Old", expiresAt: "2020-01-01T00:00:00Z" } });
    expect(errorOf(past)?.fields).toEqual({ expiresAt: "The expiry must be in the future." });
    expect(errorOf(await run(CREATE_CODE, { input: { eventId: FAIR, purpose: "learn", label: "x" } }))?.fields).toEqual({
      label: "A label has at least 2 characters.",
    });

    const issued = (await run(CREATE_CODE, { input: { eventId: FAIR, purpose: "learn", label: "Open day flyers", maxUses: 2 } })).data!
      .createEventInviteCode;
    expect(issued).toMatchObject({ purpose: "learn", label: "Open day flyers", uses: 0, maxUses: 2, problem: null, employer: null });
    expect(issued.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await run(CODES, { eventId: FAIR })).data!.eventInviteCodes.items[0].code).toBe(issued.code);

    const revoked = (await run(REVOKE_CODE, { code: issued.code.toLowerCase() })).data!.revokeEventInviteCode;
    expect(revoked).toEqual({ code: issued.code, revoked: true, problem: "REVOKED", uses: 0 });
    expect(mockInviteCode(issued.code)!.revokedAt).not.toBeNull();
    expect(errorOf(await run(REVOKE_CODE, { code: "NOPE" }))?.code).toBe("NOT_FOUND");
  });

  it("shows the sharing, registered attendees to the event's exhibitors and the organiser only", async () => {
    addMockEventRegistration(FAIR, someoneElse(3), "Registered");
    addMockEventRegistration(FAIR, someoneElse(4), "Waitlisted").shareWithExhibitors = true;
    loginAs(exhibitor);
    const seen = (await run(ATTENDEES, { eventId: FAIR })).data!.eventAttendees;
    expect(seen.items).toEqual([{ jobSeeker: true, user: { id: mei.id, displayName: "Mei Ling Tan" } }]);
    expect(errorOf(await run(ATTENDEES, { eventId: MIXER }))?.code).toBe("FORBIDDEN");
    loginAs(jobAdmin);
    expect((await run(ATTENDEES, { eventId: MIXER })).data!.eventAttendees.pageInfo.totalCount).toBe(1);
    loginAs(recruiter);
    expect(errorOf(await run(ATTENDEES, { eventId: FAIR }))?.code).toBe("FORBIDDEN");
    addMockExhibitorMember(FAIR, "kopicloud", recruiter.id);
    expect((await run(ATTENDEES, { eventId: FAIR })).data!.eventAttendees.pageInfo.totalCount).toBe(1);
    setSession(null);
    expect(errorOf(await run(ATTENDEES, { eventId: FAIR }))?.code).toBe("UNAUTHENTICATED");
  });

  it("lists where the recruit side exhibits, and joins with a recruit code once", async () => {
    loginAs(exhibitor);
    const mine = (await run(MEMBERSHIPS)).data!.myExhibitorMemberships;
    expect(mine).toEqual([{ joinedAt: expect.any(String), event: { id: FAIR }, employer: { id: "kopicloud" } }]);
    loginAs(mei);
    expect(errorOf(await run(MEMBERSHIPS))?.code).toBe("FORBIDDEN");
    loginAs(recruiter);
    expect((await run(MEMBERSHIPS)).data!.myExhibitorMemberships).toEqual([]);
    const JOIN = `mutation($code: String!, $eventId: ID) { joinEventAsExhibitor(code: $code, eventId: $eventId) { event { id } employer { id } } }`;
    expect(errorOf(await run(JOIN, { code: DEMO_LEARN_CODE, eventId: FAIR }))?.code).toBe("BAD_USER_INPUT");
    expect((await run(JOIN, { code: DEMO_RECRUIT_CODE.toLowerCase(), eventId: FAIR })).data!.joinEventAsExhibitor).toEqual({
      event: { id: FAIR },
      employer: { id: "kopicloud" },
    });
    await run(JOIN, { code: DEMO_RECRUIT_CODE, eventId: FAIR });
    loginAs(jobAdmin);
    const recruit = (await run(CODES, { eventId: FAIR })).data!.eventInviteCodes.items.find(
      (c: { code: string }) => c.code === DEMO_RECRUIT_CODE,
    );
    expect(recruit.uses).toBe(2);
  });
});
