/**
 * Shared setup of the forum subgraph tests: a fresh test database, a statement counter, the subgraph on a clock the
 * test moves (`suite.now`), and the demo accounts' ids.
 */
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../shared/db.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import type { Role } from "../shared/viewer.js";
import { createForumSubgraph } from "./index.js";

export const demoIdOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;

/** Registers beforeAll/afterAll for a test file: database, statement counter, clock and client. */
export function forumSuite() {
  const counter = statementCounter();
  const suite = {
    counter,
    /** What the subgraph reads as the request's clock; after the seeded posts, so new posts come first. */
    now: new Date("2027-01-10T09:00:00Z"),
    database: undefined as unknown as Database,
    client: undefined as unknown as SubgraphClient,
    /** Moves the clock on by `ms`. */
    tick(ms = 60_000) {
      suite.now = new Date(suite.now.getTime() + ms);
    },
  };
  beforeAll(async () => {
    suite.database = await createTestDatabase({ onQuery: counter.onQuery });
    suite.client = await testSubgraph(createForumSubgraph({ now: () => suite.now }) as never, suite.database);
  });
  afterAll(async () => {
    await suite.client?.stop();
    await suite.database?.close();
  });
  return suite;
}
