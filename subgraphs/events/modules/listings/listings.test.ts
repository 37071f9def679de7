/** The events list, an event's page and its calendar file, as the router calls them. */
import ICAL from "ical.js";
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventTable } from "../../../../drizzle/schema/events.js";
import { demo } from "../../../shared/testing/harness.js";
import { codeOf, eventsTestbed, NOW, person } from "../../testing.js";
import { KL_CAREER_FAIR_ID, localDay } from "./seed-data.js";

const bed = eventsTestbed();

const EVENTS = /* GraphQL */ `
  query Events($page: Int, $pageSize: Int, $type: EventType, $mode: EventMode, $when: EventWhen) {
    events(page: $page, pageSize: $pageSize, type: $type, mode: $mode, when: $when) {
      items {
        id
        type
        mode
        past
        location {
          short
        }
      }
      pageInfo {
        page
        pageSize
        hasNextPage
        hasPreviousPage
        totalCount
        totalPages
      }
    }
  }
`;
interface EventItem {
  id: string;
  type: string;
  mode: string;
  past: boolean;
  location: { short: string } | null;
}
type EventsData = {
  events: {
    items: EventItem[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};

/** Every event in the test database, soonest first (the seed, dated from the run's day, and the tests' own). */
let all: { id: string; startsAt: Date; endsAt: Date; type: string; mode: string }[];
beforeAll(async () => {
  all = await bed.database.db
    .select({ id: eventTable.id, startsAt: eventTable.startsAt, endsAt: eventTable.endsAt, type: eventTable.type, mode: eventTable.mode })
    .from(eventTable)
    .orderBy(asc(eventTable.startsAt), asc(eventTable.id));
});

describe("events", () => {
  it("a visitor reads every event soonest first, 8 a page by default", async () => {
    const r = await bed.client.exec<EventsData>(EVENTS, {});
    expect(r.errors).toBeUndefined();
    expect(r.data!.events.items.map((e) => e.id)).toEqual(all.slice(0, 8).map((e) => e.id));
    expect(r.data!.events.pageInfo).toMatchObject({ page: 1, pageSize: 8, hasPreviousPage: false, totalCount: all.length });
  });
  it("page 2 continues where page 1 stopped", async () => {
    const one = await bed.client.exec<EventsData>(EVENTS, { page: 1, pageSize: 2 });
    const two = await bed.client.exec<EventsData>(EVENTS, { page: 2, pageSize: 2 });
    expect([...one.data!.events.items, ...two.data!.events.items].map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    expect(one.data!.events.pageInfo).toMatchObject({ hasNextPage: true, totalPages: Math.ceil(all.length / 2) });
  });
  it("upcoming: not ended at the request's time, soonest first; past: ended, latest first", async () => {
    const now = new Date();
    bed.setNow(now);
    const upcoming = await bed.client.exec<EventsData>(EVENTS, { when: "UPCOMING", pageSize: 100 });
    const past = await bed.client.exec<EventsData>(EVENTS, { when: "PAST", pageSize: 100 });
    bed.setNow();
    expect(upcoming.data!.events.items.map((e) => e.id)).toEqual(all.filter((e) => e.endsAt > now).map((e) => e.id));
    expect(past.data!.events.items.map((e) => e.id)).toEqual(
      all
        .filter((e) => e.endsAt <= now)
        .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((e) => e.id),
    );
    expect(past.data!.events.items.length).toBeGreaterThan(0);
    expect(past.data!.events.items.every((e) => e.past)).toBe(true);
    expect(upcoming.data!.events.items.every((e) => !e.past)).toBe(true);
  });
  it("filters by type and by mode, together", async () => {
    const webinars = await bed.client.exec<EventsData>(EVENTS, { type: "Webinar", pageSize: 100 });
    expect(webinars.data!.events.items.map((e) => e.id)).toEqual(all.filter((e) => e.type === "Webinar").map((e) => e.id));
    const physicalFairs = await bed.client.exec<EventsData>(EVENTS, { type: "CareerFair", mode: "Physical", pageSize: 100 });
    expect(physicalFairs.data!.events.items.map((e) => e.id)).toEqual(
      all.filter((e) => e.type === "CareerFair" && e.mode === "Physical").map((e) => e.id),
    );
    const onlineFairs = await bed.client.exec<EventsData>(EVENTS, { type: "CareerFair", mode: "Online" });
    expect(onlineFairs.data!.events.items.filter((e) => e.id === KL_CAREER_FAIR_ID)).toEqual([]);
  });
  it("the seed holds every type and both modes", () => {
    expect(new Set(all.map((e) => e.type))).toEqual(
      new Set(["Webinar", "NetworkingMixer", "InfoSession", "OutreachProgramme", "CareerFair"]),
    );
    expect(new Set(all.map((e) => e.mode))).toEqual(new Set(["Online", "Physical"]));
  });
  it("an unknown type is BAD_USER_INPUT, and so are page 0 and pageSize 101", async () => {
    expect(codeOf(await bed.client.exec(EVENTS, { type: "Hackathon" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await bed.client.exec(EVENTS, { page: 0 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await bed.client.exec(EVENTS, { pageSize: 101 }))).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 1 or 5 events with their exhibitors", async () => {
    const q = `query($n: Int) { events(pageSize: $n) { items { id exhibitors { booth employer { id } } viewerRegistration { id } } } }`;
    const caller = person();
    const small = await bed.counter.count(() => bed.client.exec(q, { n: 1 }, { caller }));
    const large = await bed.counter.count(() => bed.client.exec<{ events: { items: unknown[] } }>(q, { n: 5 }, { caller }));
    expect(large.result.data!.events.items).toHaveLength(5);
    expect(large.statements.length).toBe(small.statements.length);
  });
  it("an unsigned request is UNAUTHENTICATED", async () => {
    expect(codeOf(await bed.client.exec(EVENTS, {}, { headers: {} }))).toBe("UNAUTHENTICATED");
  });
});

const EVENT = /* GraphQL */ `
  query Event($id: ID!) {
    event(id: $id) {
      id
      title
      type
      mode
      timeZone
      location {
        country
        short
        full
        mapSrc
        mapLink
      }
      dates {
        from
        to
      }
      registrationPeriod {
        from
        to
      }
      registrationOpen
      registrationWindow
      banner {
        light
        mainImg
        contentImg
        description
      }
      links {
        hasMedia
        url
        buttonTitle
        sectionTitle
        description
        media
      }
      sections {
        overview {
          title
          body
          countdown
        }
        employers {
          title
        }
        partners {
          name
        }
        speakers {
          name
          job
          bio
          imageUrl
          logoUrl
        }
        offers {
          grid
          items {
            title
            points
          }
        }
        schedule {
          date
          slots {
            from
            to
            title
            place
          }
        }
        locationDetails {
          description
          directions {
            mode
            description
          }
        }
        attendee {
          title
        }
        sectors
      }
      exhibitors {
        booth
        employer {
          id
        }
      }
      capacity
      placesLeft
      team {
        minSize
        maxSize
        minYear
        maxYear
      }
      calendarFile
    }
  }
`;

type EventData = { event: any };

describe("an event's page", () => {
  it("the KL Career Fair is a physical two-day career fair in Kuala Lumpur with every section", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: KL_CAREER_FAIR_ID }, { caller: demo("STUDENT") });
    expect(r.errors).toBeUndefined();
    const e = r.data!.event;
    expect(e).toMatchObject({ type: "CareerFair", mode: "Physical", timeZone: "Asia/Kuala_Lumpur", location: { country: "Malaysia" } });
    expect(e.location.mapSrc).toMatch(/^\/events\/maps\/.+\.svg$/);
    expect(e.location.mapLink).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(e.dates).toHaveLength(2);
    expect(e.banner.mainImg).toMatch(/^\/events\/banners\//);
    expect(e.links.length).toBeGreaterThan(0);
    const s = e.sections;
    expect(s.overview.countdown).toBe(true);
    expect(s.employers.title).toBeTruthy();
    expect(s.partners.length).toBeGreaterThan(0);
    expect(s.speakers[0]).toMatchObject({ name: expect.any(String), job: expect.any(String), bio: expect.any(String) });
    expect(s.offers.grid).toBe(3);
    expect(s.offers.items.every((o: { points: string[] }) => o.points.length > 0)).toBe(true);
    expect(s.locationDetails.directions.map((d: { mode: string }) => d.mode)).toContain("Train");
    expect(s.attendee.length).toBeGreaterThan(0);
    expect(s.sectors.length).toBeGreaterThan(0);
    expect(e.exhibitors.map((x: { employer: { id: string } }) => x.employer.id)).toContain("kopicloud");
    expect(e.capacity).toBe(600);
    expect(e.team).toBeNull();
  });
  it("the schedule is grouped by the fair's two local days, slots by start", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: KL_CAREER_FAIR_ID });
    const days = r.data!.event.sections.schedule as { date: string; slots: { from: string }[] }[];
    expect(days).toHaveLength(2);
    const [first, second] = r.data!.event.dates as { from: string }[];
    expect(days.map((d) => d.date)).toEqual([first!.from, second!.from].map((iso) => localDay(new Date(iso), 0, "12:00").slice(0, 10)));
    for (const day of days) expect(day.slots.map((s) => s.from)).toEqual([...day.slots.map((s) => s.from)].sort());
  });
  it("the schedule's days are the event's local dates, not UTC's", async () => {
    // 23:30 UTC is 07:30 the next day in Kuala Lumpur.
    const id = await bed.addEvent({
      dates: [{ from: "2026-07-01T23:30:00Z", to: "2026-07-02T03:00:00Z" }],
      sections: {
        ...(await import("./seed-data.js")).eventSeed(NOW)[0]!.sections,
        schedule: [{ from: "2026-07-01T23:30:00Z", to: "2026-07-02T00:00:00Z", title: "Breakfast", description: "", place: null }],
      },
    });
    const r = await bed.client.exec<EventData>(EVENT, { id });
    expect(r.data!.event.sections.schedule).toEqual([
      { date: "2026-07-02", slots: [{ from: "2026-07-01T23:30:00Z", to: "2026-07-02T00:00:00Z", title: "Breakfast", place: null }] },
    ]);
  });
  it("an online webinar has no location, no exhibitors and no limit", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: "breaking-into-data-webinar" });
    expect(r.data!.event).toMatchObject({ mode: "Online", location: null, exhibitors: [], capacity: null, placesLeft: null });
    expect(r.data!.event.sections.locationDetails).toBeNull();
  });
  it("the Penang outreach takes teams of 3–4 students in years 1–4", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: "penang-schools-outreach" });
    expect(r.data!.event.team).toEqual({ minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 });
  });
  it("registrationWindow follows the request's clock at the period's boundaries", async () => {
    const id = await bed.addEvent({ registration: { from: "2026-06-01T00:00:00.000Z", to: "2026-06-20T00:00:00.000Z" } });
    const at = async (iso: string) => {
      bed.setNow(new Date(iso));
      const r = await bed.client.exec<EventData>(EVENT, { id });
      return [r.data!.event.registrationWindow, r.data!.event.registrationOpen];
    };
    expect(await at("2026-05-31T23:59:59.000Z")).toEqual(["NOT_YET_OPEN", false]);
    expect(await at("2026-06-01T00:00:00.000Z")).toEqual(["OPEN", true]);
    expect(await at("2026-06-19T23:59:59.000Z")).toEqual(["OPEN", true]);
    expect(await at("2026-06-20T00:00:00.000Z")).toEqual(["CLOSED", false]);
    expect(await at("2026-06-20T00:00:01.000Z")).toEqual(["CLOSED", false]);
    bed.setNow();
  });
  it("an unknown event is null", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: "nope" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.event).toBeNull();
  });
  it("resolves Event references (as jobs hands them out) through _entities", async () => {
    const r = await bed.client.exec<{ _entities: unknown[] }>(
      `query { _entities(representations: [{ __typename: "Event", id: "${KL_CAREER_FAIR_ID}" }, { __typename: "Event", id: "nope" }]) { ... on Event { id type } } }`,
    );
    expect(r.data!._entities).toEqual([{ id: KL_CAREER_FAIR_ID, type: "CareerFair" }, null]);
  });
});

describe("an event's calendar file (RFC 5545)", () => {
  it("parses as iCalendar with one VEVENT per day, in UTC, with stable UIDs and the event's page", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: KL_CAREER_FAIR_ID });
    const ics: string = r.data!.event.calendarFile;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toMatch(/^VERSION:2\.0\r$/m);
    expect(ics).toMatch(/^PRODID:/m);
    // RFC 5545 §3.1: content lines are folded at 75 octets.
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(2);
    const days = r.data!.event.dates as { from: string; to: string }[];
    vevents.forEach((v, i) => {
      const event = new ICAL.Event(v);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(days[i]!.from).toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(days[i]!.to).toISOString());
      expect(event.uid).toBe(`${KL_CAREER_FAIR_ID}-${i + 1}@events.talentforge.test`);
      expect(event.location).toContain("Kuala Lumpur");
      expect(v.getFirstPropertyValue("url")).toMatch(new RegExp(`/events/${KL_CAREER_FAIR_ID}$`));
      expect(v.getFirstPropertyValue("dtstamp")).toBeTruthy();
    });
  });
  it("an online event's entry says Online", async () => {
    const r = await bed.client.exec<EventData>(EVENT, { id: "breaking-into-data-webinar" });
    const [v] = new ICAL.Component(ICAL.parse(r.data!.event.calendarFile)).getAllSubcomponents("vevent");
    expect(new ICAL.Event(v!).location).toBe("Online");
  });
});

describe("the dashboard's events", () => {
  it("upcoming events marked showAtDashboard, soonest first, at most 3", async () => {
    const now = new Date();
    bed.setNow(now);
    const r = await bed.client.exec<{ dashboardEvents: { id: string; showAtDashboard: boolean; past: boolean }[] }>(
      `{ dashboardEvents { id showAtDashboard past } }`,
    );
    bed.setNow();
    const list = r.data!.dashboardEvents;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(3);
    expect(list.every((e) => e.showAtDashboard && !e.past)).toBe(true);
    expect(list.map((e) => e.id)).toEqual(all.filter((e) => list.some((l) => l.id === e.id)).map((e) => e.id));
    expect(list.map((e) => e.id)).not.toContain("career-switchers-webinar");
  });
});

describe("the home page's featured events", () => {
  it("upcoming featured events, soonest first, at most 3, for visitors too", async () => {
    const r = await bed.client.exec<{ featuredEvents: { id: string; featured: boolean; past: boolean; dates: { from: string }[] }[] }>(
      `{ featuredEvents { id featured past dates { from } } }`,
    );
    expect(r.errors).toBeUndefined();
    const list = r.data!.featuredEvents;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(3);
    expect(list.every((e) => e.featured && !e.past)).toBe(true);
    const starts = list.map((e) => Math.min(...e.dates.map((d) => Date.parse(d.from))));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
  it("a featured event that has ended is no longer listed", async () => {
    bed.setNow(new Date(Date.now() + 20 * 365 * 86_400_000));
    const r = await bed.client.exec<{ featuredEvents: { id: string }[] }>(`{ featuredEvents { id } }`);
    bed.setNow();
    expect(r.data!.featuredEvents).toEqual([]);
  });
});
