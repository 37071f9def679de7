/** The events subgraph's operations against a real database, as the router calls them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../shared/db.js";
import type { BaseContext, SubgraphDefinition } from "../shared/server.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { demo, testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import { eventsContext } from "./context.js";
import { EVENT_SEED } from "./seed-data.js";
import { eventsSubgraph } from "./index.js";

const counter = statementCounter();
let database: Database;
let client: SubgraphClient;
/** The clock every request in this file sees (injected through the context). */
let now = new Date("2026-11-21T00:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  const def: SubgraphDefinition = {
    ...(eventsSubgraph as unknown as SubgraphDefinition),
    context: (base: BaseContext) => ({ ...eventsContext(base), now }),
  };
  client = await testSubgraph(def, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const bySoonest = [...EVENT_SEED].sort((a, b) => (a.startsAt as Date).getTime() - (b.startsAt as Date).getTime() || (a.id < b.id ? -1 : 1));

const EVENTS = /* GraphQL */ `
  query Events($page: Int, $pageSize: Int) {
    events(page: $page, pageSize: $pageSize) {
      items {
        id
        title
        type
        mode
        featured
        location {
          country
          short
          full
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
  location: { country: string; short: string; full: string } | null;
  dates: { from: string; to: string }[];
  registrationPeriod: { from: string; to: string };
  registrationOpen: boolean;
}
type EventsData = {
  events: {
    items: EventItem[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};

describe("events", () => {
  it("a visitor reads events soonest first, 8 a page by default", async () => {
    const r = await client.exec<EventsData>(EVENTS, {});
    expect(r.errors).toBeUndefined();
    expect(r.data!.events.items.map((e) => e.id)).toEqual(bySoonest.slice(0, 8).map((e) => e.id));
    expect(r.data!.events.pageInfo).toMatchObject({ page: 1, pageSize: 8, hasPreviousPage: false, totalCount: EVENT_SEED.length });
  });
  it("page 2 continues where page 1 stopped", async () => {
    const one = await client.exec<EventsData>(EVENTS, { page: 1, pageSize: 2 });
    const two = await client.exec<EventsData>(EVENTS, { page: 2, pageSize: 2 });
    expect([...one.data!.events.items, ...two.data!.events.items].map((e) => e.id)).toEqual(bySoonest.slice(0, 4).map((e) => e.id));
    expect(one.data!.events.pageInfo).toMatchObject({ hasNextPage: true, totalPages: Math.ceil(EVENT_SEED.length / 2) });
  });
  it("pageSize above 100 is BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(EVENTS, { pageSize: 101 }))).toBe("BAD_USER_INPUT");
  });
  it("page 0 is BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(EVENTS, { page: 0 }))).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 1 or 5 events", async () => {
    const small = await counter.count(() => client.exec<EventsData>(EVENTS, { pageSize: 1 }));
    const large = await counter.count(() => client.exec<EventsData>(EVENTS, { pageSize: 5 }));
    expect(large.result.data!.events.items).toHaveLength(5);
    expect(large.statements.length).toBe(small.statements.length);
  });
  it("includes an online webinar without a location", async () => {
    const r = await client.exec<EventsData>(EVENTS, { pageSize: 100 });
    const webinar = r.data!.events.items.find((e) => e.type === "Webinar");
    expect(webinar).toMatchObject({ mode: "Online", location: null });
  });
});

const EVENT = /* GraphQL */ `
  query Event($id: ID!) {
    event(id: $id) {
      id
      title
      type
      mode
      location {
        short
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
    }
  }
`;

describe("event", () => {
  it("the KL Career Fair is a physical career fair in Kuala Lumpur over two days", async () => {
    const r = await client.exec<{ event: EventItem }>(EVENT, { id: "kl-career-fair-2025" }, { caller: demo("STUDENT") });
    expect(r.data!.event).toMatchObject({
      type: "CareerFair",
      mode: "Physical",
      location: { short: expect.stringContaining("Kuala Lumpur") },
    });
    expect(r.data!.event.dates).toEqual([
      { from: "2025-11-22T02:00:00.000Z", to: "2025-11-22T09:00:00.000Z" },
      { from: "2025-11-23T02:00:00.000Z", to: "2025-11-23T08:00:00.000Z" },
    ]);
    expect(r.data!.event.registrationPeriod).toEqual({ from: "2025-08-31T16:00:00.000Z", to: "2025-11-20T16:00:00.000Z" });
  });
  it("registrationOpen follows the request's clock at the period's boundaries", async () => {
    const check = async (at: string) => {
      now = new Date(at);
      const r = await client.exec<{ event: EventItem }>(EVENT, { id: "kl-career-fair-2025" });
      return r.data!.event.registrationOpen;
    };
    expect(await check("2025-08-31T15:59:59.999Z")).toBe(false);
    expect(await check("2025-08-31T16:00:00.000Z")).toBe(true);
    expect(await check("2025-11-20T15:59:59.999Z")).toBe(true);
    expect(await check("2025-11-20T16:00:00.000Z")).toBe(false);
    now = new Date("2026-11-21T00:00:00Z");
  });
  it("an unknown event is null", async () => {
    const r = await client.exec<{ event: unknown }>(EVENT, { id: "nope" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.event).toBeNull();
  });
  it("resolves Event references (as jobs hands them out) through _entities", async () => {
    const r = await client.exec<{ _entities: unknown[] }>(
      `query { _entities(representations: [{ __typename: "Event", id: "kl-career-fair-2025" }, { __typename: "Event", id: "nope" }]) { ... on Event { id type } } }`,
    );
    expect(r.data!._entities).toEqual([{ id: "kl-career-fair-2025", type: "CareerFair" }, null]);
  });
  it("an unsigned request is UNAUTHENTICATED", async () => {
    expect(codeOf(await client.exec(EVENTS, {}, { headers: {} }))).toBe("UNAUTHENTICATED");
  });
});

describe("database constraints", () => {
  it("refuses a registration period that ends before it starts", async () => {
    await expect(
      database.query(
        `INSERT INTO events.events (id, title, type, mode, dates, starts_at, registration_from, registration_to)
         VALUES ('bad', 'Bad', 'Webinar', 'Online', '[{"from":"2027-01-01T00:00:00Z","to":"2027-01-01T01:00:00Z"}]', '2027-01-01T00:00:00Z', '2026-12-02', '2026-12-01')`,
      ),
    ).rejects.toThrow();
  });
  it("refuses an event without dates", async () => {
    await expect(
      database.query(
        `INSERT INTO events.events (id, title, type, mode, dates, starts_at, registration_from, registration_to)
         VALUES ('bad2', 'Bad', 'Webinar', 'Online', '[]', '2027-01-01T00:00:00Z', '2026-12-01', '2026-12-02')`,
      ),
    ).rejects.toThrow();
  });
});
