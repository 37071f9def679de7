/**
 * Votes, follows and bookmarks on posts through the forum subgraph on a real database (PGlite, or PostgreSQL when
 * DATABASE_URL is set): one vote per person and post (a primary key), exact counts under 50 concurrent voters,
 * NONE taking a vote back, idempotent follows and bookmarks, visitors refused, and the feed's new fields loaded
 * without N+1.
 */
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { forumPostBookmarks, forumPostFollows, forumPostVotes } from "../../../../drizzle/schema/forum.js";
import { isUniqueViolation } from "../../../shared/db.js";
import { codeOf, demo, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { makeIdSlug, shortIdOf } from "../shared/index.js";
import { FORUM_POST_SEED } from "./seed-data.js";
import { demoIdOf, forumSuite } from "../../testing.js";
import { fiftyConcurrentVoters, type ShownVotes } from "../../vote-scenarios.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);
const STUDENT = demo("STUDENT");

const VOTE_FIELDS = `id upvoteCount downvoteCount totalVoteCount voteValue viewerUpvoted viewerDownvoted`;
const VOTE = `mutation($id: ID!, $value: ForumVoteValue!) { voteForumPost(id: $id, value: $value) { ${VOTE_FIELDS} } }`;
const POST = `query($id: ID!) { forumPost(id: $id) { ${VOTE_FIELDS} viewerFollows isBookmarked } }`;
type Votes = ShownVotes & { id: string };
type PostState = Votes & { viewerFollows: boolean; isBookmarked: boolean };

async function newPost(author: Caller = person()): Promise<string> {
  suite.tick();
  const r = await exec<{ createForumPost: { id: string } }>(
    `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
    { input: { title: "Is SQL still worth learning in 2027?", description: "Asking for a friend.", tagIds: ["sql"] } },
    { caller: author },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createForumPost.id;
}
const vote = (caller: Caller, id: string, value: "UP" | "DOWN" | "NONE") => exec<{ voteForumPost: Votes }>(VOTE, { id, value }, { caller });
const state = async (caller: Caller, id: string) => (await exec<{ forumPost: PostState }>(POST, { id }, { caller })).data!.forumPost;
async function voteRows(idSlug: string) {
  const rows = await suite.database.db
    .select()
    .from(forumPostVotes)
    .where(eq(forumPostVotes.postId, shortIdOf(idSlug)!));
  return { up: rows.filter((r) => r.value === 1).length, down: rows.filter((r) => r.value === -1).length };
}

describe("voteForumPost", () => {
  it("records UP, replaces it with DOWN, and NONE takes it back; the viewer's flags follow", async () => {
    const id = await newPost();
    const voter = person();
    const up = await vote(voter, id, "UP");
    expect(up.errors).toBeUndefined();
    expect(up.data!.voteForumPost).toEqual({
      id,
      upvoteCount: 1,
      downvoteCount: 0,
      totalVoteCount: 1,
      voteValue: 1,
      viewerUpvoted: true,
      viewerDownvoted: false,
    });
    expect((await vote(voter, id, "UP")).data!.voteForumPost).toMatchObject({ upvoteCount: 1, voteValue: 1 });
    expect((await vote(voter, id, "DOWN")).data!.voteForumPost).toEqual({
      id,
      upvoteCount: 0,
      downvoteCount: 1,
      totalVoteCount: -1,
      voteValue: -1,
      viewerUpvoted: false,
      viewerDownvoted: true,
    });
    expect(await state(person(), id)).toMatchObject({
      downvoteCount: 1,
      totalVoteCount: -1,
      voteValue: 0,
      viewerUpvoted: false,
      viewerDownvoted: false,
    });
    expect((await vote(voter, id, "NONE")).data!.voteForumPost).toEqual({
      id,
      upvoteCount: 0,
      downvoteCount: 0,
      totalVoteCount: 0,
      voteValue: 0,
      viewerUpvoted: false,
      viewerDownvoted: false,
    });
    expect(await voteRows(id)).toEqual({ up: 0, down: 0 });
    expect((await vote(voter, id, "NONE")).data!.voteForumPost.voteValue).toBe(0);
  });
  it("counts exactly with 50 people voting at once, and again when they change their votes at once", async () => {
    const id = await newPost();
    await fiftyConcurrentVoters({
      vote: (caller, value) => vote(caller, id, value),
      shown: (caller) => state(caller, id),
      rows: () => voteRows(id),
    });
  });
  it("one vote per person and post is a database constraint, and a vote is 1 or -1", async () => {
    const id = shortIdOf(await newPost())!;
    const db = suite.database.db;
    const userId = person().viewer.id;
    await db.insert(forumPostVotes).values({ postId: id, userId, value: 1 });
    const duplicate = await db
      .insert(forumPostVotes)
      .values({ postId: id, userId, value: -1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(duplicate, "post_votes_pkey")).toBe(true);
    const zero = await db
      .insert(forumPostVotes)
      .values({ postId: id, userId: person().viewer.id, value: 0 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(zero).toBeInstanceOf(Error);
  });
  it("rule: an author may not vote on their own post (FORBIDDEN, nothing stored) but may take back a vote", async () => {
    const author = person();
    const id = await newPost(author);
    for (const value of ["UP", "DOWN"] as const) expect(codeOf(await vote(author, id, value))).toBe("FORBIDDEN");
    expect(await voteRows(id)).toEqual({ up: 0, down: 0 });
    expect((await vote(author, id, "NONE")).errors).toBeUndefined();
    const mayVote = `query($id: ID!) { forumPost(id: $id) { viewerMayVote } }`;
    const asAuthor = await exec<{ forumPost: { viewerMayVote: boolean } }>(mayVote, { id }, { caller: author });
    const asOther = await exec<{ forumPost: { viewerMayVote: boolean } }>(mayVote, { id }, { caller: person() });
    expect([asAuthor.data!.forumPost.viewerMayVote, asOther.data!.forumPost.viewerMayVote]).toEqual([false, true]);
  });
  it("the seeded votes are never on the voter's own post or comment", () => {
    const authorOf = new Map(FORUM_POST_SEED.posts.map((p) => [p.id, p.authorId]));
    expect(FORUM_POST_SEED.demo.votes.filter((v) => authorOf.get(v.postId) === v.userId)).toEqual([]);
  });
  it("is NOT_FOUND for an unknown post, UNAUTHENTICATED for visitors; neither changes anything", async () => {
    expect(codeOf(await vote(person(), "zzzzzzzz-nothing", "UP"))).toBe("NOT_FOUND");
    const id = await newPost();
    expect(codeOf(await vote(visitor(), id, "UP"))).toBe("UNAUTHENTICATED");
    expect(await voteRows(id)).toEqual({ up: 0, down: 0 });
  });
  it("refuses a value outside UP, DOWN and NONE before any resolver runs", async () => {
    const id = await newPost();
    const r = await exec(VOTE, { id, value: "SIDEWAYS" }, { caller: person() });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(await voteRows(id)).toEqual({ up: 0, down: 0 });
  });
});

const FOLLOW = `mutation($id: ID!) { followForumPost(id: $id) { id viewerFollows } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowForumPost(id: $id) { id viewerFollows } }`;
const BOOKMARK = `mutation($id: ID!) { bookmarkForumPost(id: $id) { id isBookmarked } }`;
const UNBOOKMARK = `mutation($id: ID!) { unbookmarkForumPost(id: $id) { id isBookmarked } }`;

async function marks(idSlug: string, userId: string) {
  const db = suite.database.db;
  const postId = shortIdOf(idSlug)!;
  const [f] = await db
    .select({ n: count() })
    .from(forumPostFollows)
    .where(and(eq(forumPostFollows.postId, postId), eq(forumPostFollows.userId, userId)));
  const [b] = await db
    .select({ n: count() })
    .from(forumPostBookmarks)
    .where(and(eq(forumPostBookmarks.postId, postId), eq(forumPostBookmarks.userId, userId)));
  return { follows: f!.n, bookmarks: b!.n };
}

describe("followForumPost / bookmarkForumPost", () => {
  it("follows and unfollows idempotently, for the viewer only", async () => {
    const id = await newPost();
    const reader = person();
    for (let i = 0; i < 2; i++) {
      const r = await exec<{ followForumPost: { id: string; viewerFollows: boolean } }>(FOLLOW, { id }, { caller: reader });
      expect(r.data!.followForumPost).toEqual({ id, viewerFollows: true });
    }
    expect(await marks(id, reader.viewer.id)).toEqual({ follows: 1, bookmarks: 0 });
    expect((await state(person(), id)).viewerFollows).toBe(false);
    for (let i = 0; i < 2; i++) {
      const r = await exec<{ unfollowForumPost: { viewerFollows: boolean } }>(UNFOLLOW, { id }, { caller: reader });
      expect(r.data!.unfollowForumPost.viewerFollows).toBe(false);
    }
    expect(await marks(id, reader.viewer.id)).toEqual({ follows: 0, bookmarks: 0 });
  });
  it("lets the author stop following their own post", async () => {
    const author = person();
    const id = await newPost(author);
    expect((await state(author, id)).viewerFollows).toBe(true);
    await exec(UNFOLLOW, { id }, { caller: author });
    expect((await state(author, id)).viewerFollows).toBe(false);
  });
  it("bookmarks and unbookmarks idempotently, for the viewer only", async () => {
    const id = await newPost();
    const reader = person();
    const both = await Promise.all([exec(BOOKMARK, { id }, { caller: reader }), exec(BOOKMARK, { id }, { caller: reader })]);
    expect(both.map((r) => r.data)).toEqual([
      { bookmarkForumPost: { id, isBookmarked: true } },
      { bookmarkForumPost: { id, isBookmarked: true } },
    ]);
    expect(await marks(id, reader.viewer.id)).toEqual({ follows: 0, bookmarks: 1 });
    expect((await state(person(), id)).isBookmarked).toBe(false);
    for (let i = 0; i < 2; i++)
      expect((await exec(UNBOOKMARK, { id }, { caller: reader })).data).toEqual({ unbookmarkForumPost: { id, isBookmarked: false } });
    expect(await marks(id, reader.viewer.id)).toEqual({ follows: 0, bookmarks: 0 });
  });
  it("is NOT_FOUND for unknown posts and UNAUTHENTICATED for visitors; neither changes anything", async () => {
    for (const m of [FOLLOW, UNFOLLOW, BOOKMARK, UNBOOKMARK])
      expect(codeOf(await exec(m, { id: "zzzzzzzz" }, { caller: person() }))).toBe("NOT_FOUND");
    const id = await newPost();
    for (const m of [FOLLOW, BOOKMARK]) expect(codeOf(await exec(m, { id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    const [row] = await suite.database.db
      .select({ n: count() })
      .from(forumPostBookmarks)
      .where(eq(forumPostBookmarks.postId, shortIdOf(id)!));
    expect(row!.n).toBe(0);
  });
});

const FEED = /* GraphQL */ `
  query ($pageSize: Int) {
    forumPosts(pageSize: $pageSize) {
      items {
        id
        title
        createdDate
        modifiedDate
        isAnnouncement
        isSupport
        author {
          id
        }
        tags {
          id
          name
          viewerFollows
          category {
            name
          }
        }
        upvoteCount
        downvoteCount
        totalVoteCount
        voteValue
        viewerUpvoted
        viewerDownvoted
        viewerFollows
        isBookmarked
      }
      pageInfo {
        totalCount
        hasNextPage
      }
    }
  }
`;
type FeedData = { forumPosts: { items: (PostState & { tags: { id: string }[] })[] } };

describe("the feed with votes, follows and bookmarks", () => {
  it("shows the viewer's own state (the demo student's seeded votes, bookmarks and follows)", async () => {
    const r = await exec<FeedData>(FEED, { pageSize: 100 }, { caller: STUDENT });
    expect(r.errors).toBeUndefined();
    const byId = new Map(r.data!.forumPosts.items.map((p) => [p.id, p]));
    const idOf = (shortId: string) => makeIdSlug(shortId, FORUM_POST_SEED.posts.find((p) => p.id === shortId)!.title);
    expect(byId.get(idOf("c6v1b7ty"))).toMatchObject({
      upvoteCount: 1,
      voteValue: 1,
      viewerUpvoted: true,
      isBookmarked: true,
      viewerFollows: false,
    });
    // The student commented on the instructor's SQL habits post, so follows it (commenters follow, as authors do).
    expect(byId.get(idOf("d9f4g6jb"))).toMatchObject({ voteValue: 1, isBookmarked: true, viewerFollows: true });
    const own = FORUM_POST_SEED.posts.find((p) => p.authorId === demoIdOf("STUDENT"))!;
    expect(byId.get(idOf(own.id))).toMatchObject({ viewerFollows: true, voteValue: 0 });
  });
  it("costs the same number of statements for 2 posts as for 6 (no N+1)", async () => {
    // Every post on the page has votes, a bookmark and a follow by the viewer.
    const viewer = person();
    for (let i = 0; i < 6; i++) {
      const id = await newPost();
      await vote(viewer, id, i % 2 ? "UP" : "DOWN");
      await exec(BOOKMARK, { id }, { caller: viewer });
      await exec(FOLLOW, { id }, { caller: viewer });
    }
    const small = await suite.counter.count(() => exec<FeedData>(FEED, { pageSize: 2 }, { caller: viewer }));
    const large = await suite.counter.count(() => exec<FeedData>(FEED, { pageSize: 6 }, { caller: viewer }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    const items = large.result.data!.forumPosts.items;
    expect(items).toHaveLength(6);
    expect(items.every((p) => p.isBookmarked && p.viewerFollows && p.voteValue !== 0)).toBe(true);
    expect(large.statements.length).toBe(small.statements.length);
    // page, count, tags of posts, categories, viewer's tag follows, vote tallies, post follows, bookmarks
    expect(large.statements.length).toBe(8);
  });
});
