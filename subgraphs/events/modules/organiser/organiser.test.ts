/**
 * The organiser (JOB_ADMIN) as the router calls it: creating and rewriting events with every section, the bad inputs
 * refused with nothing changed, capacity and team-rule changes against existing registrations, the registrations list
 * and the CSV export.
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventExhibitors, eventTable } from "../../../../drizzle/schema/events.js";
import type { Caller } from "../../../shared/viewer.js";
import { codeOf, eventsTestbed, fieldsOf, NOW, person, reasonOf, visitor } from "../../testing.js";
import { eventSeed, type EventSeed } from "../listings/index.js";
import { CSV_COLUMNS } from "./index.js";

const bed = eventsTestbed();
const organiser = () => person("JOB_ADMIN");

/** A seeded event as the organiser's input. */
function inputOf(seed: EventSeed, changes: Record<string, unknown> = {}) {
  return {
    title: seed.title,
    description: seed.description,
    featured: seed.featured,
    showAtDashboard: seed.showAtDashboard,
    type: seed.type,
    mode: seed.mode,
    location: seed.location,
    timeZone: seed.timeZone,
    dates: seed.dates,
    registrationPeriod: seed.registration,
    banner: seed.banner,
    links: seed.links,
    sections: seed.sections,
    capacity: seed.capacity,
    team: seed.team,
    exhibitors: seed.exhibitors,
    ...changes,
  };
}
const fair = () => eventSeed(NOW)[0]!;
const webinar = () => eventSeed(NOW)[1]!;

const CREATE = `mutation($id: ID!, $input: EventInput!) { createEvent(id: $id, input: $input) { id title capacity placesLeft exhibitors { employer { id } booth } sections { schedule { date slots { title } } offers { grid } } team { minSize } } }`;
const UPDATE = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id title capacity placesLeft exhibitors { employer { id } booth } team { minSize } } }`;
const REGISTER = `mutation($id: ID!) { registerForEvent(input: { eventId: $id, shareWithExhibitors: true }) { id status } }`;
const LIST = `query($id: ID!, $status: EventRegistrationStatus) { eventRegistrations(eventId: $id, status: $status) { items { id status user { id } } pageInfo { pageSize totalCount } } }`;
const CSV = `query($id: ID!) { eventRegistrationsCsv(eventId: $id) }`;

let n = 0;
const freshId = () => `organiser-test-${++n}`;
const create = (input: unknown, caller: Caller = organiser(), id = freshId()) =>
  bed.client.exec<{ createEvent: Record<string, unknown> }>(CREATE, { id, input }, { caller });

describe("creating an event", () => {
  it("the organiser creates a career fair with every section, exhibitors in booth order", async () => {
    const id = freshId();
    const r = await create(inputOf(fair()), organiser(), id);
    expect(r.errors).toBeUndefined();
    expect(r.data!.createEvent).toMatchObject({
      id,
      capacity: 600,
      placesLeft: 600,
      exhibitors: fair().exhibitors.map((x) => ({ employer: { id: x.employerId }, booth: x.booth })),
      sections: { offers: { grid: 3 } },
      team: null,
    });
    expect((r.data!.createEvent.sections as { schedule: unknown[] }).schedule).toHaveLength(2);
  });
  it("a taken id is CONFLICT; a malformed one BAD_USER_INPUT", async () => {
    const id = freshId();
    await create(inputOf(webinar()), organiser(), id);
    expect(codeOf(await create(inputOf(webinar()), organiser(), id))).toBe("CONFLICT");
    expect(codeOf(await create(inputOf(webinar()), organiser(), "Bad Id"))).toBe("BAD_USER_INPUT");
  });
  it("bad input is BAD_USER_INPUT on the field, and nothing is stored", async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ["a physical event without a venue", { location: null }, "location"],
      ["an online event with a venue", { mode: "Online" }, "location"],
      ["no days", { dates: [] }, "dates"],
      ["a day that ends before it starts", { dates: [{ from: fair().dates[0]!.to, to: fair().dates[0]!.from }] }, "dates.0.to"],
      [
        "registration closing after the event",
        { registrationPeriod: { from: fair().registration.from, to: "2030-01-01T00:00:00Z" } },
        "registrationPeriod.to",
      ],
      ["a javascript: link", { links: [{ ...fair().links[1]!, url: "javascript:alert(1)" }] }, "links.0.url"],
      ["a map image from a map service", { location: { ...fair().location!, mapSrc: "https://tiles.example/map.png" } }, "location.mapSrc"],
      ["an unknown time zone", { timeZone: "Mars/Olympus" }, "timeZone"],
      ["a team of 4 to 3", { team: { minSize: 4, maxSize: 3, minYear: 1, maxYear: 4 } }, "team.maxSize"],
      [
        "a slot outside the days",
        {
          sections: {
            ...fair().sections,
            schedule: [{ ...fair().sections.schedule[0]!, from: "2030-01-01T00:00:00Z", to: "2030-01-01T01:00:00Z" }],
          },
        },
        "sections.schedule.0.from",
      ],
      ["an employer twice", { exhibitors: [fair().exhibitors[0], fair().exhibitors[0]] }, "exhibitors"],
    ];
    for (const [what, changes, field] of bad) {
      const id = freshId();
      const r = await create(inputOf(fair(), changes), organiser(), id);
      expect([what, codeOf(r)]).toEqual([what, "BAD_USER_INPUT"]);
      expect([what, Object.keys(fieldsOf(r) ?? {})]).toEqual([what, expect.arrayContaining([`input.${field}`])]);
      expect(await bed.database.db.select().from(eventTable).where(eq(eventTable.id, id))).toEqual([]);
    }
  });
  it("an exhibitor jobs does not know is BAD_USER_INPUT naming it", async () => {
    const r = await create(inputOf(fair(), { exhibitors: [{ employerId: "no-such-employer", booth: "Z9" }] }));
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(r.errors![0]!.message).toContain("no-such-employer");
  });
  it("anyone but JOB_ADMIN is FORBIDDEN before the input is read; visitors UNAUTHENTICATED", async () => {
    // Well-typed but invalid input: the role is checked before it is read.
    const invalid = inputOf(fair(), { title: "", dates: [] });
    for (const roles of [["STUDENT"], ["TALENT_ADMIN"], ["COURSE_ADMIN"], ["EVENT_EXHIBITOR"]] as const)
      expect(codeOf(await create(invalid, person(...roles)))).toBe("FORBIDDEN");
    expect(codeOf(await create(invalid, visitor()))).toBe("UNAUTHENTICATED");
    expect(codeOf(await bed.client.exec(UPDATE, { id: "x", input: invalid }, { caller: person() }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(LIST, { id: "x" }, { caller: person() }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(CSV, { id: "x" }, { caller: person("EVENT_EXHIBITOR") }))).toBe("FORBIDDEN");
  });
});

describe("rewriting an event", () => {
  it("changes the content and the exhibitors (removed ones go, booths move)", async () => {
    const id = freshId();
    await create(inputOf(fair()), organiser(), id);
    const r = await bed.client.exec<{ updateEvent: Record<string, unknown> }>(
      UPDATE,
      {
        id,
        input: inputOf(fair(), {
          title: "KL Tech Career Fair (Spring)",
          exhibitors: [
            { employerId: "harbourpay", booth: "Z1" },
            { employerId: "kopicloud", booth: null },
          ],
        }),
      },
      { caller: organiser() },
    );
    expect(r.data!.updateEvent).toMatchObject({
      title: "KL Tech Career Fair (Spring)",
      exhibitors: [
        { employer: { id: "harbourpay" }, booth: "Z1" },
        { employer: { id: "kopicloud" }, booth: null },
      ],
    });
    expect(await bed.database.db.select().from(eventExhibitors).where(eq(eventExhibitors.eventId, id))).toHaveLength(2);
  });
  it("the capacity never falls below the places taken (CAPACITY_BELOW_TAKEN); raising it moves the waitlist up", async () => {
    const id = freshId();
    await create(inputOf(fair(), { capacity: 2 }), organiser(), id);
    const people = [person(), person(), person(), person()];
    const regs = [];
    for (const p of people)
      regs.push((await bed.client.exec<{ registerForEvent: { status: string } }>(REGISTER, { id }, { caller: p })).data!.registerForEvent);
    expect(regs.map((r) => r.status)).toEqual(["Registered", "Registered", "Waitlisted", "Waitlisted"]);
    const lower = await bed.client.exec(UPDATE, { id, input: inputOf(fair(), { capacity: 1 }) }, { caller: organiser() });
    expect([codeOf(lower), reasonOf(lower)]).toEqual(["CONFLICT", "CAPACITY_BELOW_TAKEN"]);
    const higher = await bed.client.exec<{ updateEvent: { placesLeft: number } }>(
      UPDATE,
      { id, input: inputOf(fair(), { capacity: 3 }) },
      { caller: organiser() },
    );
    expect(higher.data!.updateEvent.placesLeft).toBe(0);
    const waiting = await bed.client.exec<{ eventRegistrations: { items: { user: { id: string } }[] } }>(
      LIST,
      { id, status: "Waitlisted" },
      { caller: organiser() },
    );
    expect(waiting.data!.eventRegistrations.items.map((i) => i.user.id)).toEqual([people[3]!.viewer!.id]);
  });
  it("team rules cannot change once someone registered (TEAM_RULES_LOCKED)", async () => {
    const id = freshId();
    await create(inputOf(fair()), organiser(), id);
    await bed.client.exec(REGISTER, { id }, { caller: person() });
    const r = await bed.client.exec(
      UPDATE,
      { id, input: inputOf(fair(), { team: { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 } }) },
      { caller: organiser() },
    );
    expect(reasonOf(r)).toBe("TEAM_RULES_LOCKED");
  });
  it("an unknown event is NOT_FOUND", async () => {
    expect(codeOf(await bed.client.exec(UPDATE, { id: "no-such-event", input: inputOf(fair()) }, { caller: organiser() }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("registrations for the organiser", () => {
  it("the organiser reads each registrant's e-mail from talent, in one call for the page; the registrant does not", async () => {
    const id = freshId();
    await create(inputOf(fair()), organiser(), id);
    const [a, b] = [person(), person()];
    bed.people.set(a.viewer!.id, { displayName: "A", email: "a@example.test" });
    bed.people.set(b.viewer!.id, { displayName: "B", email: "b@example.test" });
    const ra = (await bed.client.exec<{ registerForEvent: { id: string } }>(REGISTER, { id }, { caller: a })).data!.registerForEvent;
    await bed.client.exec(REGISTER, { id }, { caller: b });
    const calls = bed.peers.calls.length;
    const r = await bed.client.exec<{ eventRegistrations: { items: { contactEmail: string | null }[] } }>(
      `query($id: ID!) { eventRegistrations(eventId: $id) { items { contactEmail } } }`,
      { id },
      { caller: organiser() },
    );
    expect(r.data!.eventRegistrations.items.map((i) => i.contactEmail)).toEqual(["a@example.test", "b@example.test"]);
    expect(bed.peers.calls.length - calls).toBe(1);
    const own = await bed.client.exec<{ event: { viewerRegistration: { id: string; contactEmail: string | null } } }>(
      `query($id: ID!) { event(id: $id) { viewerRegistration { id contactEmail } } }`,
      { id },
      { caller: a },
    );
    expect(own.data!.event.viewerRegistration).toEqual({ id: ra.id, contactEmail: null });
  });
  it("the list is in arrival order, 20 a page, cancelled ones on request", async () => {
    const id = freshId();
    await create(inputOf(fair()), organiser(), id);
    const [a, b] = [person(), person()];
    await bed.client.exec(REGISTER, { id }, { caller: a });
    const rb = (await bed.client.exec<{ registerForEvent: { id: string } }>(REGISTER, { id }, { caller: b })).data!.registerForEvent;
    await bed.client.exec(`mutation($id: ID!) { cancelEventRegistration(id: $id) { id } }`, { id: rb.id }, { caller: b });
    const standing = await bed.client.exec<{ eventRegistrations: { items: { user: { id: string } }[]; pageInfo: unknown } }>(
      LIST,
      { id },
      { caller: organiser() },
    );
    expect(standing.data!.eventRegistrations.items.map((i) => i.user.id)).toEqual([a.viewer!.id]);
    expect(standing.data!.eventRegistrations.pageInfo).toEqual({ pageSize: 20, totalCount: 1 });
    const cancelled = await bed.client.exec<{ eventRegistrations: { items: { status: string }[] } }>(
      LIST,
      { id, status: "Cancelled" },
      { caller: organiser() },
    );
    expect(cancelled.data!.eventRegistrations.items.map((i) => i.status)).toEqual(["Cancelled"]);
  });
  it("the CSV holds every registration with names and e-mails from talent, formulas defused", async () => {
    const id = freshId();
    await create(inputOf(fair(), { capacity: 1 }), organiser(), id);
    const [a, b] = [person(), person()];
    bed.people.set(a.viewer!.id, { displayName: 'Aisyah, "Ash" Rahman', email: "aisyah@example.test" });
    bed.people.set(b.viewer!.id, { displayName: '=HYPERLINK("http://evil.test")', email: "b@example.test" });
    await bed.client.exec(REGISTER, { id }, { caller: a });
    await bed.client.exec(REGISTER, { id }, { caller: b });
    const r = await bed.client.exec<{ eventRegistrationsCsv: string }>(CSV, { id }, { caller: organiser() });
    expect(r.errors).toBeUndefined();
    const csv = r.data!.eventRegistrationsCsv;
    expect(csv.split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.name, row.email, row.status, row.waitlist_order, row.shares_with_exhibitors])).toEqual([
      ['Aisyah, "Ash" Rahman', "aisyah@example.test", "Registered", "", "true"],
      ['\'=HYPERLINK("http://evil.test")', "b@example.test", "Waitlisted", "1", "true"],
    ]);
    const talentCalls = bed.peers.calls.filter((c) => c.subgraph === "talent");
    expect(talentCalls.at(-1)!.variables.representations).toHaveLength(2);
  });
});
