/**
 * Shared setup of the jobs subgraph tests: a fresh test database, the subgraph with local logo storage in a temporary
 * folder and a fake `ctx.peers` that answers courses' programmeMemberships from a table the test controls (and
 * records the calls), talent's career roles, and courses' programmes and events' events by id; and the error readers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../shared/db.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { fakePeers, testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import { MEMBERSHIPS_QUERY } from "./context.js";
import { createJobsSubgraph } from "./index.js";
import { CAREER_ROLE_QUERY } from "./modules/postings/index.js";

/** Talent's career roles as the fake peer knows them (id → title). */
export const FAKE_CAREER_ROLES: Record<string, string> = {
  "data-science": "Data science",
  "software-engineer": "Software engineer",
  "it-support": "IT support",
};
/** Courses' programmes and events' events the fake peers know. */
export const FAKE_PROGRAMMES = ["kyouth-2025", "ca-2027"];
export const FAKE_EVENTS = ["kl-tech-career-fair"];

// The error readers and fresh callers are the shared harness's; re-exported so tests import one module.
export { codeOf, fieldsOf, person } from "../shared/testing/harness.js";

/**
 * Fake peers (the harness's fakePeers) whose courses answers programmeMemberships from `memberships` (user id →
 * programme ids), which tests change as they go; every call is recorded in `calls`.
 */
export function membershipPeers(memberships: Record<string, string[]> = {}) {
  const peers = fakePeers({
    courses: (query, variables) => {
      if (query === MEMBERSHIPS_QUERY) return { programmeMemberships: memberships[String(variables.u)] ?? [] };
      if (query.includes("programme(id:"))
        return { programme: FAKE_PROGRAMMES.includes(String(variables.id)) ? { id: variables.id } : null };
      throw new Error(`unexpected courses call: ${query}`);
    },
    talent: (query, variables) => {
      if (query !== CAREER_ROLE_QUERY) throw new Error(`unexpected talent call: ${query}`);
      const title = FAKE_CAREER_ROLES[String(variables.id)];
      return { careerRole: title ? { id: variables.id, title } : null };
    },
    events: (query, variables) => {
      if (!query.includes("event(id:")) throw new Error(`unexpected events call: ${query}`);
      return { event: FAKE_EVENTS.includes(String(variables.id)) ? { id: variables.id } : null };
    },
  });
  return Object.assign(peers, { memberships });
}

/**
 * Registers beforeAll/afterAll for a test file: database, statement counter, fake peers, logo storage in a temporary
 * folder (`uploads`), and the client.
 */
export function jobsSuite() {
  const counter = statementCounter();
  const peers = membershipPeers();
  const suite = { counter, peers, uploads: "", database: undefined as unknown as Database, client: undefined as unknown as SubgraphClient };
  beforeAll(async () => {
    suite.database = await createTestDatabase({ onQuery: counter.onQuery });
    suite.uploads = fs.mkdtempSync(path.join(os.tmpdir(), "tf-jobs-"));
    const storage = new LocalDiskStorage(suite.uploads, { secret: "x".repeat(32), publicBaseUrl: "" });
    suite.client = await testSubgraph(createJobsSubgraph({ storage }) as never, suite.database, { peers });
  });
  afterAll(async () => {
    await suite.client?.stop();
    await suite.database?.close();
    if (suite.uploads) fs.rmSync(suite.uploads, { recursive: true, force: true });
  });
  return suite;
}
