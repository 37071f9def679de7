/**
 * Registering for events as the router calls it: the registration period's boundaries, one standing registration per
 * person, capacity with a waitlist (also under 50 concurrent registrations for the last 5 places), cancelling and
 * promotion, the viewer's registrations and their calendar files, forbidden and bad input.
 */
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventRegistrations, eventTable } from "../../../../drizzle/schema/events.js";
import { codeOf, eventsTestbed, NOW, person, reasonOf, visitor } from "../../testing.js";
import type { Caller } from "../../../shared/viewer.js";

const bed = eventsTestbed();

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterForEventInput!) {
    registerForEvent(input: $input) {
      id
      status
      waitlistPosition
      registeredAt
      shareWithExhibitors
      calendarFile
      event {
        id
        placesLeft
        viewerRegistration {
          id
        }
      }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($id: ID!) {
    cancelEventRegistration(id: $id) {
      id
      status
      cancelledAt
      calendarFile
      event {
        placesLeft
        viewerRegistration {
          id
        }
      }
    }
  }
`;
const MINE = /* GraphQL */ `
  query Mine($when: EventWhen, $pageSize: Int) {
    myEventRegistrations(when: $when, pageSize: $pageSize) {
      items {
        id
        status
        waitlistPosition
        event {
          id
        }
      }
      pageInfo {
        totalCount
      }
    }
  }
`;
interface Registration {
  id: string;
  status: "Registered" | "Waitlisted" | "Cancelled";
  waitlistPosition: number | null;
  registeredAt: string;
  shareWithExhibitors: boolean;
  calendarFile: string | null;
  event: { id: string; placesLeft: number | null; viewerRegistration: { id: string } | null };
}
type Registered = { registerForEvent: Registration };

const register = (caller: Caller, eventId: string, extra: Record<string, unknown> = {}) =>
  bed.client.exec<Registered>(REGISTER, { input: { eventId, ...extra } }, { caller });
const cancel = (caller: Caller, id: string) => bed.client.exec<{ cancelEventRegistration: Registration }>(CANCEL, { id }, { caller });

describe("rule: registration only within registrationPeriod", () => {
  it("one second before it opens: CONFLICT REGISTRATION_NOT_YET_OPEN, nothing stored", async () => {
    const id = await bed.addEvent({ registration: { from: "2026-06-15T04:00:01.000Z", to: "2026-07-01T00:00:00.000Z" } });
    const r = await register(person(), id);
    expect([codeOf(r), reasonOf(r)]).toEqual(["CONFLICT", "REGISTRATION_NOT_YET_OPEN"]);
    expect(await bed.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, id))).toEqual([]);
  });
  it("at the very second it opens: registered", async () => {
    const id = await bed.addEvent({ registration: { from: NOW.toISOString(), to: "2026-07-01T00:00:00.000Z" } });
    expect((await register(person(), id)).data!.registerForEvent.status).toBe("Registered");
  });
  it("one second before it closes: registered", async () => {
    const id = await bed.addEvent({ registration: { from: "2026-06-01T00:00:00.000Z", to: "2026-06-15T04:00:01.000Z" } });
    expect((await register(person(), id)).data!.registerForEvent.status).toBe("Registered");
  });
  it("at the second it closes, and after: CONFLICT REGISTRATION_CLOSED", async () => {
    const id = await bed.addEvent({ registration: { from: "2026-06-01T00:00:00.000Z", to: NOW.toISOString() } });
    const r = await register(person(), id);
    expect([codeOf(r), reasonOf(r)]).toEqual(["CONFLICT", "REGISTRATION_CLOSED"]);
    bed.setNow(new Date(NOW.getTime() + 1000));
    const later = await register(person(), id);
    bed.setNow();
    expect(reasonOf(later)).toBe("REGISTRATION_CLOSED");
  });
});

describe("rule: one standing registration per person per event", () => {
  it("a second registration is CONFLICT ALREADY_REGISTERED and takes no second place", async () => {
    const id = await bed.addEvent({ capacity: 10 });
    const p = person();
    const first = await register(p, id);
    expect(first.data!.registerForEvent).toMatchObject({ status: "Registered", event: { placesLeft: 9 } });
    const again = await register(p, id);
    expect([codeOf(again), reasonOf(again)]).toEqual(["CONFLICT", "ALREADY_REGISTERED"]);
    const [row] = await bed.database.db.select({ placesTaken: eventTable.placesTaken }).from(eventTable).where(eq(eventTable.id, id));
    expect(row!.placesTaken).toBe(1);
  });
  it("the database refuses a second standing row even past the service", async () => {
    const id = await bed.addEvent();
    const userId = person().viewer!.id;
    const values = { eventId: id, userId, status: "Registered" as const, registeredAt: NOW };
    await bed.database.db.insert(eventRegistrations).values(values);
    await expect(bed.database.db.insert(eventRegistrations).values(values)).rejects.toThrow();
  });
  it("the same two people registering at once: one row each, never two for one person", async () => {
    const id = await bed.addEvent();
    const p = person();
    const results = await Promise.all([register(p, id), register(p, id)]);
    expect(results.filter((r) => r.data?.registerForEvent).length).toBe(1);
    expect(results.map(reasonOf).filter(Boolean)).toEqual(["ALREADY_REGISTERED"]);
  });
  it("after cancelling, the person may register again", async () => {
    const id = await bed.addEvent();
    const p = person();
    const first = await register(p, id);
    await cancel(p, first.data!.registerForEvent.id);
    const second = await register(p, id);
    expect(second.data!.registerForEvent.status).toBe("Registered");
    expect(second.data!.registerForEvent.id).not.toBe(first.data!.registerForEvent.id);
  });
});

describe("capacity and the waitlist", () => {
  it("50 people registering at once for the last 5 places: exactly 5 win, 45 wait in order", async () => {
    const id = await bed.addEvent({ capacity: 100 }, 95);
    const people = Array.from({ length: 50 }, () => person());
    const results = await Promise.all(people.map((p) => register(p, id)));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const statuses = results.map((r) => r.data!.registerForEvent.status);
    expect(statuses.filter((s) => s === "Registered")).toHaveLength(5);
    expect(statuses.filter((s) => s === "Waitlisted")).toHaveLength(45);
    const [event] = await bed.database.db.select().from(eventTable).where(eq(eventTable.id, id));
    expect(event!.placesTaken).toBe(100);
    const positions = results.map((r) => r.data!.registerForEvent.waitlistPosition).filter((n) => n !== null);
    // Each saw its position at its own commit; read together now, they are 1…45.
    const mine = await Promise.all(
      people.map((p) => bed.client.exec<{ myEventRegistrations: { items: Registration[] } }>(MINE, {}, { caller: p })),
    );
    const now = mine.flatMap((m) => m.data!.myEventRegistrations.items.filter((i) => i.event.id === id).map((i) => i.waitlistPosition));
    expect(now.filter((n) => n !== null).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(positions).toHaveLength(45);
  });
  it("a cancelled place goes to the first on the waitlist; the rest move up", async () => {
    const id = await bed.addEvent({ capacity: 2 });
    const [a, b, c, d] = [person(), person(), person(), person()];
    const ra = (await register(a!, id)).data!.registerForEvent;
    await register(b!, id);
    const rc = (await register(c!, id)).data!.registerForEvent;
    const rd = (await register(d!, id)).data!.registerForEvent;
    expect([rc.status, rc.waitlistPosition, rd.waitlistPosition]).toEqual(["Waitlisted", 1, 2]);
    expect(rd.event.placesLeft).toBe(0);
    const cancelled = await cancel(a!, ra.id);
    expect(cancelled.data!.cancelEventRegistration).toMatchObject({
      status: "Cancelled",
      calendarFile: null,
      event: { placesLeft: 0, viewerRegistration: null },
    });
    const cMine = await bed.client.exec<{ myEventRegistrations: { items: Registration[] } }>(MINE, {}, { caller: c! });
    expect(cMine.data!.myEventRegistrations.items.find((i) => i.event.id === id)).toMatchObject({
      status: "Registered",
      waitlistPosition: null,
    });
    const dMine = await bed.client.exec<{ myEventRegistrations: { items: Registration[] } }>(MINE, {}, { caller: d! });
    expect(dMine.data!.myEventRegistrations.items.find((i) => i.event.id === id)).toMatchObject({
      status: "Waitlisted",
      waitlistPosition: 1,
    });
    const [promoted] = await bed.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, rc.id));
    expect(promoted!.promotedAt).toEqual(NOW);
  });
  it("a cancelled waitlist entry frees no place; a cancelled place with nobody waiting is free again", async () => {
    const id = await bed.addEvent({ capacity: 1 });
    const [a, b] = [person(), person()];
    const ra = (await register(a!, id)).data!.registerForEvent;
    const rb = (await register(b!, id)).data!.registerForEvent;
    expect(rb.status).toBe("Waitlisted");
    await cancel(b!, rb.id);
    const [afterWaitlisted] = await bed.database.db.select().from(eventTable).where(eq(eventTable.id, id));
    expect(afterWaitlisted!.placesTaken).toBe(1);
    const gone = await cancel(a!, ra.id);
    expect(gone.data!.cancelEventRegistration.event.placesLeft).toBe(1);
  });
  it("an event without a limit never waitlists", async () => {
    const id = await bed.addEvent({ capacity: null });
    const r = await register(person(), id);
    expect(r.data!.registerForEvent).toMatchObject({ status: "Registered", waitlistPosition: null, event: { placesLeft: null } });
  });
});

describe("cancelling", () => {
  it("someone else's registration is NOT_FOUND, and stays", async () => {
    const id = await bed.addEvent();
    const r = (await register(person(), id)).data!.registerForEvent;
    expect(codeOf(await cancel(person(), r.id))).toBe("NOT_FOUND");
    const [row] = await bed.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, r.id));
    expect(row!.cancelledAt).toBeNull();
  });
  it("twice is CONFLICT ALREADY_CANCELLED", async () => {
    const id = await bed.addEvent();
    const p = person();
    const r = (await register(p, id)).data!.registerForEvent;
    await cancel(p, r.id);
    expect(reasonOf(await cancel(p, r.id))).toBe("ALREADY_CANCELLED");
  });
  it("once the event has started is CONFLICT EVENT_STARTED", async () => {
    const id = await bed.addEvent();
    const p = person();
    const r = (await register(p, id)).data!.registerForEvent;
    bed.setNow(new Date(NOW.getTime() + 24 * 86_400_000 + 3 * 3_600_000));
    const late = await cancel(p, r.id);
    bed.setNow();
    expect(reasonOf(late)).toBe("EVENT_STARTED");
  });
  it("a malformed id is NOT_FOUND, never a server error", async () => {
    const r = await cancel(person(), "not-a-uuid");
    expect(codeOf(r)).toBe("NOT_FOUND");
  });
});

describe("who may register, and bad input", () => {
  it("a visitor is UNAUTHENTICATED before the input is read", async () => {
    const r = await bed.client.exec(REGISTER, { input: { eventId: "" } }, { caller: visitor() });
    expect(codeOf(r)).toBe("UNAUTHENTICATED");
    expect(codeOf(await cancel(visitor(), "00000000-0000-4000-8000-000000000000"))).toBe("UNAUTHENTICATED");
    expect(codeOf(await bed.client.exec(MINE, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
  it("an empty event id is BAD_USER_INPUT; an unknown one NOT_FOUND", async () => {
    expect(codeOf(await register(person(), "  "))).toBe("BAD_USER_INPUT");
    expect(codeOf(await register(person(), "no-such-event"))).toBe("NOT_FOUND");
  });
  it("a team event refuses a person alone: CONFLICT TEAM_EVENT", async () => {
    const id = await bed.addEvent({ team: { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 } });
    const r = await register(person(), id);
    expect([codeOf(r), reasonOf(r)]).toEqual(["CONFLICT", "TEAM_EVENT"]);
  });
  it("every role may register (exhibitors and recruiters attend too)", async () => {
    const id = await bed.addEvent();
    for (const roles of [["STUDENT"], ["EVENT_EXHIBITOR"], ["COMPANY_REPRESENTATIVE"], ["INSTRUCTOR"]] as const)
      expect((await register(person(...roles), id)).data!.registerForEvent.status).toBe("Registered");
  });
  it("the share-with-exhibitors choice is stored, default no", async () => {
    const id = await bed.addEvent();
    expect((await register(person(), id)).data!.registerForEvent.shareWithExhibitors).toBe(false);
    expect((await register(person(), id, { shareWithExhibitors: true })).data!.registerForEvent.shareWithExhibitors).toBe(true);
  });
});

describe("the viewer's registrations", () => {
  it("upcoming soonest first and past latest first, never cancelled ones, never someone else's", async () => {
    const p = person();
    const soon = await bed.addEvent({ dates: [{ from: "2026-06-20T02:00:00Z", to: "2026-06-20T04:00:00Z" }] });
    const later = await bed.addEvent({ dates: [{ from: "2026-06-30T02:00:00Z", to: "2026-06-30T04:00:00Z" }] });
    const dropped = await bed.addEvent({ dates: [{ from: "2026-06-25T02:00:00Z", to: "2026-06-25T04:00:00Z" }] });
    for (const id of [later, soon]) await register(p, id);
    const d = (await register(p, dropped)).data!.registerForEvent;
    await cancel(p, d.id);
    await register(person(), soon);
    const upcoming = await bed.client.exec<{ myEventRegistrations: { items: Registration[]; pageInfo: { totalCount: number } } }>(
      MINE,
      {},
      { caller: p },
    );
    expect(upcoming.data!.myEventRegistrations.items.map((i) => i.event.id)).toEqual([soon, later]);
    expect(upcoming.data!.myEventRegistrations.pageInfo.totalCount).toBe(2);
    bed.setNow(new Date("2026-07-01T00:00:00Z"));
    const past = await bed.client.exec<{ myEventRegistrations: { items: Registration[] } }>(MINE, { when: "PAST" }, { caller: p });
    bed.setNow();
    expect(past.data!.myEventRegistrations.items.map((i) => i.event.id)).toEqual([later, soon]);
  });
  it("Event.viewerRegistration is the viewer's own, null for visitors", async () => {
    const id = await bed.addEvent();
    const p = person();
    const r = (await register(p, id)).data!.registerForEvent;
    const q = `query($id: ID!) { event(id: $id) { viewerRegistration { id status } } }`;
    const own = await bed.client.exec<{ event: { viewerRegistration: { id: string } | null } }>(q, { id }, { caller: p });
    expect(own.data!.event.viewerRegistration).toEqual({ id: r.id, status: "Registered" });
    expect(
      (await bed.client.exec<{ event: { viewerRegistration: null } }>(q, { id }, { caller: visitor() })).data!.event.viewerRegistration,
    ).toBeNull();
    expect(
      (await bed.client.exec<{ event: { viewerRegistration: null } }>(q, { id }, { caller: person() })).data!.event.viewerRegistration,
    ).toBeNull();
  });
  it("a registration is not readable by reference for anyone else", async () => {
    const id = await bed.addEvent();
    const r = (await register(person(), id)).data!.registerForEvent;
    const q = `query { _entities(representations: [{ __typename: "EventRegistration", id: "${r.id}" }]) { ... on EventRegistration { id } } }`;
    expect((await bed.client.exec<{ _entities: unknown[] }>(q, {}, { caller: person() })).data!._entities).toEqual([null]);
  });
  it("waitlist positions for a page of registrations cost one statement, whatever the page holds", async () => {
    const p = person();
    const full = [await bed.addEvent({ capacity: 1 }, 1), await bed.addEvent({ capacity: 1 }, 1), await bed.addEvent({ capacity: 1 }, 1)];
    for (const id of full) await register(p, id);
    const one = await bed.counter.count(() => bed.client.exec(MINE, { pageSize: 1 }, { caller: p }));
    const three = await bed.counter.count(() =>
      bed.client.exec<{ myEventRegistrations: { items: Registration[] } }>(MINE, { pageSize: 3 }, { caller: p }),
    );
    expect(three.result.data!.myEventRegistrations.items.every((i) => i.waitlistPosition === 1)).toBe(true);
    // A last page knows its total without a count, so the larger page may cost one statement less, never more.
    expect(three.statements.length).toBeLessThanOrEqual(one.statements.length);
  });
});

describe("a registration's calendar file", () => {
  it("while registered: valid iCalendar with the registration's own UIDs; waitlisted: none", async () => {
    const id = await bed.addEvent({ capacity: 1 });
    const r = (await register(person(), id)).data!.registerForEvent;
    const vevents = new ICAL.Component(ICAL.parse(r.calendarFile!)).getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(2);
    expect(new ICAL.Event(vevents[0]!).uid).toBe(`${r.id}-${id}-1@events.talentforge.test`);
    expect(new ICAL.Event(vevents[0]!).description).toContain("You are registered");
    const waiting = (await register(person(), id)).data!.registerForEvent;
    expect(waiting).toMatchObject({ status: "Waitlisted", calendarFile: null });
  });
});
