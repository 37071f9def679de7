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
import { fakePeers, testSubgraph, type FakePeer, type SubgraphClient } from "../shared/testing/harness.js";
import type { Caller, Role } from "../shared/viewer.js";
import { createForumSubgraph } from "./index.js";
import { CLASS_MEMBER_IDS_QUERY } from "./modules/classes/index.js";
import { CLASS_MEMBERSHIPS_QUERY, CLASSES_BY_SLUG_QUERY, type ClassRole } from "./modules/shared/index.js";

/** A class as the fake courses knows it: slug, title and members in the order they were added. */
export interface FakeClass {
  slug: string;
  title: string;
  members: { userId: string; role: ClassRole }[];
}

/**
 * Courses' class questions answered from `classes` (tests add classes and members to it): the viewer's memberships,
 * classes by slug and pages of member ids, as courses' internal queries answer them.
 */
export function fakeClassroom(classes: FakeClass[]): FakePeer {
  return (query, v) => {
    if (query === CLASS_MEMBERSHIPS_QUERY) {
      const mine = classes.flatMap((c) =>
        c.members.filter((m) => m.userId === v.u).map((m) => ({ slug: c.slug, title: c.title, role: m.role })),
      );
      return { classMembershipsOf: mine.sort((a, b) => a.slug.localeCompare(b.slug)) };
    }
    if (query === CLASSES_BY_SLUG_QUERY) {
      const wanted = new Set(v.s as string[]);
      return { classesBySlug: classes.filter((c) => wanted.has(c.slug)).map((c) => ({ slug: c.slug, title: c.title })) };
    }
    if (query === CLASS_MEMBER_IDS_QUERY) {
      const all = classes.find((c) => c.slug === v.s)?.members.filter((m) => m.role === v.r) ?? [];
      const size = Number(v.n ?? 8);
      const page = Number(v.p ?? 1);
      return { classMemberIds: { userIds: all.slice((page - 1) * size, page * size).map((m) => m.userId), totalCount: all.length } };
    }
    throw new Error(`unexpected courses call: ${query}`);
  };
}

export const demoIdOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role))!.id;

/**
 * Registers beforeAll/afterAll for a test file: database, statement counter, clock, image storage and client.
 * `peers`: what ctx.peers answers (the harness's fakePeers); by default courses answers from `suite.classes` (no
 * classes until a test adds some) and every other peer call fails.
 */
export function forumSuite(opts: { peers?: Peers } = {}) {
  const counter = statementCounter();
  const classes: FakeClass[] = [];
  const suite = {
    /** The classes the default fake courses knows (add to it in a test). */
    classes,
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
        {
          input: { title: "Why does my LEFT JOIN add rows?", description: "Orders grow after the join.", tagIds: ["sql"], ...input },
        },
        { caller: author },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.createForumPost.id;
    },
    /** A comment by `caller` on the post, or a reply to `parent`; returns its id slug. */
    async comment(caller: Caller, postId: string, parent?: string): Promise<string> {
      suite.tick();
      const r = await suite.client.exec<{ createForumComment: { id: string } }>(
        `mutation($postId: ID!, $parent: ID) { createForumComment(postId: $postId, parentCommentId: $parent, description: "Aggregate payments first.") { id } }`,
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
    suite.client = await testSubgraph(createForumSubgraph({ now: () => suite.now, storage }) as never, suite.database, {
      peers: opts.peers ?? fakePeers({ courses: fakeClassroom(classes) }),
    });
  });
  afterAll(async () => {
    await suite.client?.stop();
    await suite.database?.close();
    if (suite.uploads) fs.rmSync(suite.uploads, { recursive: true, force: true });
  });
  return suite;
}
