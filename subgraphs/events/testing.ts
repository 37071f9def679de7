/**
 * Shared setup of the events subgraph tests against a real database: a fresh test database, the subgraph on a clock
 * the test moves, and events of the test's own (fixed dates, so boundaries are exact whatever day the run seeded).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { eventExhibitors, eventTable } from "../../drizzle/schema/events.js";
import type { Database } from "../shared/db.js";
import type { BaseContext, SubgraphDefinition } from "../shared/server.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { fakePeers, testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import { eventsContext } from "./context.js";
import { eventRowOf, eventSeed, type EventSeed } from "./modules/listings/index.js";
import { eventsSubgraph } from "./index.js";

export { codeOf, fieldsOf, person, visitor } from "../shared/testing/harness.js";
export const reasonOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.reason;

/** The clock the test events are laid out around. */
export const NOW = new Date("2026-06-15T04:00:00Z");

/** The employers the fake jobs knows (the seed's exhibitors among them). */
export const KNOWN_EMPLOYERS = [
  "kopicloud",
  "harbourpay",
  "lantern-analytics",
  "straits-commerce",
  "batik-labs",
  "peakshield",
  "victoria-harbour-logistics",
];

export interface EventsTestbed {
  database: Database;
  client: SubgraphClient;
  /** Jobs and talent as fake peers; `calls` records what was asked. */
  peers: ReturnType<typeof fakePeers>;
  /** What the fake talent answers: user id → name and e-mail (anyone else is unknown). */
  people: Map<string, { displayName: string; email: string | null }>;
  counter: ReturnType<typeof statementCounter>;
  /** Moves the requests' clock; no argument puts it back to NOW. */
  setNow(at?: Date): void;
  /**
   * Adds an event like the seeded career fair (dates from NOW, its exhibitors) with `changes`, a fresh id, and
   * `placesTaken` places already taken; returns its id.
   */
  addEvent(changes?: Partial<EventSeed>, placesTaken?: number): Promise<string>;
}

export function eventsTestbed(): EventsTestbed {
  const counter = statementCounter();
  let now = NOW;
  const people = new Map<string, { displayName: string; email: string | null }>();
  type Representation = { __typename: string; id: string };
  const peers = fakePeers({
    jobs: (_query, variables) => ({
      _entities: (variables.representations as Representation[]).map((r) => (KNOWN_EMPLOYERS.includes(r.id) ? { id: r.id } : null)),
    }),
    talent: (_query, variables) => ({
      _entities: (variables.representations as Representation[]).map((r) => (people.has(r.id) ? { id: r.id, ...people.get(r.id)! } : null)),
    }),
  });
  const bed = { counter, peers, people, setNow: (at?: Date) => void (now = at ?? NOW) } as EventsTestbed;
  beforeAll(async () => {
    bed.database = await createTestDatabase({ onQuery: counter.onQuery });
    const def: SubgraphDefinition = {
      ...(eventsSubgraph as unknown as SubgraphDefinition),
      context: (base: BaseContext) => ({ ...eventsContext(base), now }),
    };
    bed.client = await testSubgraph(def, bed.database, { peers });
    bed.addEvent = async (changes = {}, placesTaken = 0) => {
      const template = eventSeed(NOW)[0]!;
      const id = `test-${randomUUID().slice(0, 8)}`;
      const seed = { ...template, ...changes, id };
      await bed.database.db.insert(eventTable).values({ ...eventRowOf(seed), placesTaken });
      if (seed.exhibitors.length)
        await bed.database.db
          .insert(eventExhibitors)
          .values(seed.exhibitors.map((x, i) => ({ eventId: id, employerId: x.employerId, booth: x.booth, position: i + 1 })));
      return id;
    };
  });
  afterAll(async () => {
    await bed.client?.stop();
    await bed.database?.close();
  });
  return bed;
}
