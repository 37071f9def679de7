/**
 * Shared setup of the jobs subgraph tests: a fresh test database, the subgraph with a fake `ctx.peers` that answers
 * courses' programmeMemberships from a table the test controls (and records the calls), and the error readers.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../shared/db.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { as, fakePeers, testSubgraph, type GraphQLResult, type SubgraphClient } from "../shared/testing/harness.js";
import type { Caller, Role } from "../shared/viewer.js";
import { MEMBERSHIPS_QUERY } from "./context.js";
import { jobsSubgraph } from "./index.js";

export const codeOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.code;
export const fieldsOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/**
 * Fake peers (the harness's fakePeers) whose courses answers programmeMemberships from `memberships` (user id →
 * programme ids), which tests change as they go; every call is recorded in `calls`.
 */
export function membershipPeers(memberships: Record<string, string[]> = {}) {
  const peers = fakePeers({
    courses: (query, variables) => {
      if (query !== MEMBERSHIPS_QUERY) throw new Error(`unexpected courses call: ${query}`);
      return { programmeMemberships: memberships[String(variables.u)] ?? [] };
    },
  });
  return Object.assign(peers, { memberships });
}

/** A fresh person with roles (no demo rows of their own). */
export function person(...roles: Role[]): Caller & { viewer: { id: string } } {
  const id = randomUUID();
  return as({ id, email: `${id}@example.test`, roles: roles.length ? roles : ["STUDENT"] }) as Caller & { viewer: { id: string } };
}

/** Registers beforeAll/afterAll for a test file: database, statement counter, fake peers, and the client. */
export function jobsSuite() {
  const counter = statementCounter();
  const peers = membershipPeers();
  const suite = { counter, peers, database: undefined as unknown as Database, client: undefined as unknown as SubgraphClient };
  beforeAll(async () => {
    suite.database = await createTestDatabase({ onQuery: counter.onQuery });
    suite.client = await testSubgraph(jobsSubgraph as never, suite.database, { peers });
  });
  afterAll(async () => {
    await suite.client?.stop();
    await suite.database?.close();
  });
  return suite;
}
