/**
 * Shared setup of the forum subgraph tests: a fresh test database, a statement counter, the subgraph on a clock the
 * test moves (`suite.now`), post images in a temporary folder (`suite.uploads`), peers the test may fake, the demo
 * accounts' ids, and writing a post or a comment a minute after the last thing (`suite.newPost`, `suite.comment`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../shared/db.js";
import type { Peers } from "../shared/peers.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { testSubgraph, type SubgraphClient } from "../shared/testing/harness.js";
import type { Caller, Role } from "../shared/viewer.js";
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
    /** A question on SQL by `author` (a title and tags may be given); returns its id slug. */
    async newPost(author: Caller, input: { title?: string; tagIds?: string[] } = {}): Promise<string> {
      suite.tick();
      const r = await suite.client.exec<{ createForumPost: { id: string } }>(
        `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
        { input: { title: "Why does my LEFT JOIN add rows?", description: "<p>Orders grow after the join.</p>", tagIds: ["sql"], ...input } },
        { caller: author },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.createForumPost.id;
    },
    /** A comment by `caller` on the post, or a reply to `parent`; returns its id slug. */
    async comment(caller: Caller, postId: string, parent?: string): Promise<string> {
      suite.tick();
      const r = await suite.client.exec<{ createForumComment: { id: string } }>(
        `mutation($postId: ID!, $parent: ID) { createForumComment(postId: $postId, parentCommentId: $parent, description: "<p>Aggregate payments first.</p>") { id } }`,
        { postId, parent },
        { caller },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.createForumComment.id;
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
