/**
 * Shared setup of the forum subgraph tests: a fresh test database, a statement counter, the subgraph on a clock the
 * test moves (`suite.now`), post images in a temporary folder (`suite.uploads`), peers the test may fake, and the
 * demo accounts' ids.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../shared/db.js";
import type { Peers } from "../shared/peers.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import type { Role } from "../shared/viewer.js";
import { createForumSubgraph } from "./index.js";

export const demoIdOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;

/**
 * Registers beforeAll/afterAll for a test file: database, statement counter, clock, image storage and client.
 * `peers`: what ctx.peers answers (the harness's fakePeers); by default every call fails.
 */
export function forumSuite(opts: { peers?: Peers } = {}) {
  const counter = statementCounter();
  const suite = {
    counter,
    /** The folder post images are stored in. */
    uploads: "",
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
    suite.uploads = fs.mkdtempSync(path.join(os.tmpdir(), "tf-forum-"));
    const storage = new LocalDiskStorage(suite.uploads, { secret: "x".repeat(32), publicBaseUrl: "" });
    suite.client = await testSubgraph(createForumSubgraph({ now: () => suite.now, storage }) as never, suite.database, { peers: opts.peers });
  });
  afterAll(async () => {
    await suite.client?.stop();
    await suite.database?.close();
    if (suite.uploads) fs.rmSync(suite.uploads, { recursive: true, force: true });
  });
  return suite;
}
