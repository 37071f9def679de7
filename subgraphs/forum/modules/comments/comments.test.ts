/**
 * Comments and replies through the forum subgraph on a real database (PGlite, or PostgreSQL when DATABASE_URL is
 * set): writing with read-backs, replies one level deep, author-only edits and deletes (FORBIDDEN for others,
 * NOT_FOUND once deleted, replies deleted with their comment), per-field BAD_USER_INPUT that writes nothing, counts,
 * paging and pageInPost, votes (exact under 50 concurrent voters) and bookmarks, and a post page whose statement
 * count does not grow with its comments.
 */
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { forumCommentBookmarks, forumComments, forumCommentVotes, forumPostFollows } from "../../../../drizzle/schema/forum.js";
import { isUniqueViolation } from "../../../shared/db.js";
import { codeOf, demo, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { shortIdOf } from "../shared/index.js";
import { forumSuite } from "../../testing.js";
import { fiftyConcurrentVoters, type ShownVotes } from "../../vote-scenarios.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const FIELDS = `id description markdown createdDate modifiedDate author { id } post { id } parentComment { id } isAnswer replyCount viewerMayEdit isBookmarked voteValue`;
const CREATE = `mutation($postId: ID!, $parent: ID, $description: String!) { createForumComment(postId: $postId, parentCommentId: $parent, description: $description) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $description: String!) { updateForumComment(id: $id, description: $description) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteForumComment(id: $id) }`;
const COMMENT = `query($id: ID!) { forumComment(id: $id) { ${FIELDS} } }`;
const THREAD = `query($id: ID!, $pageSize: Int) {
  forumPost(id: $id) {
    id commentCount answerCount viewerFollows
    comments(pageSize: $pageSize) { items { id replyCount replies { items { id } pageInfo { totalCount } } } pageInfo { totalCount hasNextPage } }
  }
}`;

interface Comment {
  id: string;
  description: string;
  markdown: string;
  createdDate: string;
  modifiedDate: string;
  author: { id: string };
  post: { id: string };
  parentComment: { id: string } | null;
  isAnswer: boolean;
  replyCount: number;
  viewerMayEdit: boolean;
  isBookmarked: boolean;
  voteValue: number;
}
interface Thread {
  id: string;
  commentCount: number;
  answerCount: number;
  viewerFollows: boolean;
  comments: {
    items: { id: string; replyCount: number; replies: { items: { id: string }[]; pageInfo: { totalCount: number } } }[];
    pageInfo: { totalCount: number; hasNextPage: boolean };
  };
}

async function newPost(author: Caller = person()): Promise<string> {
  suite.tick();
  const r = await exec<{ createForumPost: { id: string } }>(
    `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
    { input: { title: "Which join keeps every order?", description: "LEFT or INNER?", tagIds: ["sql"] } },
    { caller: author },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createForumPost.id;
}
async function comment(caller: Caller, postId: string, description = "A LEFT JOIN keeps every order.", parent?: string): Promise<Comment> {
  suite.tick();
  const r = await exec<{ createForumComment: Comment }>(CREATE, { postId, parent, description }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.createForumComment;
}
const read = async (caller: Caller, id: string) =>
  (await exec<{ forumComment: Comment | null }>(COMMENT, { id }, { caller })).data!.forumComment;
const thread = async (caller: Caller, id: string, pageSize?: number) =>
  (await exec<{ forumPost: Thread }>(THREAD, { id, pageSize }, { caller })).data!.forumPost;
const commentRows = async () => (await suite.database.db.select({ n: count() }).from(forumComments))[0]!.n;

describe("createForumComment", () => {
  it("writes a comment: id slug of its first words, its Markdown and the sanitized HTML, dates, author; the commenter follows the post", async () => {
    const postId = await newPost();
    const commenter = person();
    const markdown = "A LEFT JOIN keeps **every** order and repeats it per payment <script>alert(1)</script>";
    const c = await comment(commenter, postId, markdown);
    expect(c.id).toMatch(/^[0-9a-z]{8}-a-left-join-keeps-every-order-and-repeats$/);
    expect(c).toEqual({
      id: c.id,
      description: "<p>A LEFT JOIN keeps <strong>every</strong> order and repeats it per payment &lt;script&gt;alert(1)&lt;/script&gt;</p>",
      markdown,
      createdDate: suite.now.toISOString(),
      modifiedDate: suite.now.toISOString(),
      author: { id: commenter.viewer.id },
      post: { id: postId },
      parentComment: null,
      isAnswer: false,
      replyCount: 0,
      viewerMayEdit: true,
      isBookmarked: false,
      voteValue: 0,
    });
    expect(await read(person(), c.id)).toEqual({ ...c, viewerMayEdit: false });
    // Found by the short id alone, as a post is.
    expect((await read(person(), shortIdOf(c.id)!))!.id).toBe(c.id);
    expect(await thread(commenter, postId)).toMatchObject({
      commentCount: 1,
      viewerFollows: true,
      comments: { items: [{ id: c.id, replyCount: 0 }] },
    });
    const [follows] = await suite.database.db
      .select({ n: count() })
      .from(forumPostFollows)
      .where(eq(forumPostFollows.postId, shortIdOf(postId)!));
    expect(follows!.n).toBe(2); // the author and the commenter
  });
  it("commenting twice keeps one follow, and an author who unfollowed follows again by commenting", async () => {
    const author = person();
    const postId = await newPost(author);
    await exec(`mutation($id: ID!) { unfollowForumPost(id: $id) { id } }`, { id: postId }, { caller: author });
    await comment(author, postId);
    await comment(author, postId);
    const [follows] = await suite.database.db
      .select({ n: count() })
      .from(forumPostFollows)
      .where(eq(forumPostFollows.postId, shortIdOf(postId)!));
    expect(follows!.n).toBe(1);
    expect((await thread(author, postId)).viewerFollows).toBe(true);
  });
  it("files replies under their comment, and a reply to a reply under the same top-level comment", async () => {
    const postId = await newPost();
    const top = await comment(person(), postId, "Check the payments per order.");
    const reply = await comment(person(), postId, "Some orders have two payments.", top.id);
    const replyToReply = await comment(person(), postId, "Then aggregate payments first.", reply.id);
    expect(reply.parentComment).toEqual({ id: top.id });
    expect(replyToReply.parentComment).toEqual({ id: top.id });
    const t = await thread(person(), postId);
    expect(t.commentCount).toBe(3);
    expect(t.comments.pageInfo.totalCount).toBe(1);
    expect(t.comments.items).toEqual([
      { id: top.id, replyCount: 2, replies: { items: [{ id: reply.id }, { id: replyToReply.id }], pageInfo: { totalCount: 2 } } },
    ]);
    const r = await exec<{ forumComment: { replyCount: number; replies: { items: unknown[] } } }>(
      `query($id: ID!) { forumComment(id: $id) { replyCount replies { items { id } } } }`,
      { id: reply.id },
      { caller: person() },
    );
    expect(r.data!.forumComment).toEqual({ replyCount: 0, replies: { items: [] } });
  });
  it("refuses bad input with a message per field, and writes nothing", async () => {
    const postId = await newPost();
    const otherPostComment = await comment(person(), await newPost());
    const before = await commentRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ description: "" }, "description"],
      [{ description: "> \n\n   " }, "description"],
      [{ description: "x".repeat(10_001) }, "description"],
      [{ parent: otherPostComment.id }, "parentCommentId"],
    ];
    for (const [over, field] of cases) {
      const r = await exec(CREATE, { postId, description: "Fine", ...over }, { caller: person() });
      expect(codeOf(r), JSON.stringify(over).slice(0, 60)).toBe("BAD_USER_INPUT");
      expect(Object.keys(fieldsOf(r) ?? {})).toEqual([field]);
    }
    expect(await commentRows()).toBe(before);
  });
  it("a reply's fenced code is highlighted and stored with its source", async () => {
    const postId = await newPost();
    const top = await comment(person(), postId);
    const reply = await comment(person(), postId, "Try:\n\n```sql\nSELECT count(*) FROM orders;\n```", top.id);
    expect(reply.description).toContain('<pre><code class="hljs language-sql"><span class="hljs-keyword">SELECT</span>');
    expect(reply.markdown).toBe("Try:\n\n```sql\nSELECT count(*) FROM orders;\n```");
  });
  it("a comment stored before Markdown reads as it was and edits from its HTML as Markdown", async () => {
    const c = await comment(person(), await newPost());
    const legacy = "<p>Check <code>count(*)</code> &amp; <em>compare</em>.</p>";
    await suite.database.query(`update forum.comments set description = '${legacy}', markdown = null where id = '${shortIdOf(c.id)}'`);
    expect(await read(person(), c.id)).toMatchObject({ description: legacy, markdown: "Check `count(*)` & _compare_." });
  });
  it("takes a 10000-character description", async () => {
    const c = await comment(person(), await newPost(), "d".repeat(10_000));
    expect(c.markdown).toHaveLength(10_000);
    expect(c.description).toBe(`<p>${"d".repeat(10_000)}</p>`);
  });
  it("is NOT_FOUND for an unknown or deleted post or parent, UNAUTHENTICATED for visitors; none writes anything", async () => {
    const author = person();
    const postId = await newPost(author);
    const c = await comment(author, postId);
    await exec(DELETE, { id: c.id }, { caller: author });
    const deletedPost = await newPost(author);
    await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: deletedPost }, { caller: author });
    const before = await commentRows();
    const description = "Hello";
    expect(codeOf(await exec(CREATE, { postId: "zzzzzzzz-nothing", description }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(CREATE, { postId: deletedPost, description }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(CREATE, { postId, parent: c.id, description }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(CREATE, { postId, parent: "zzzzzzzz", description }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(CREATE, { postId, description }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await commentRows()).toBe(before);
  });
});

describe("updateForumComment", () => {
  it("lets the author change the description; the slug follows, modifiedDate moves, the old link still works", async () => {
    const author = person();
    const c = await comment(author, await newPost());
    suite.tick(3_600_000);
    const r = await exec<{ updateForumComment: Comment }>(
      UPDATE,
      { id: c.id, description: "Use `count(distinct o.id)` instead." },
      { caller: author },
    );
    expect(r.errors).toBeUndefined();
    const updated = r.data!.updateForumComment;
    expect(updated).toEqual({
      ...c,
      id: `${shortIdOf(c.id)}-use-count-distinct-o-id-instead`,
      description: "<p>Use <code>count(distinct o.id)</code> instead.</p>",
      markdown: "Use `count(distinct o.id)` instead.",
      modifiedDate: suite.now.toISOString(),
    });
    expect(await read(author, c.id)).toEqual(updated);
  });
  it("is FORBIDDEN for anyone but the author (the post's author and moderators too), and changes nothing", async () => {
    const postAuthor = person();
    const author = person();
    const c = await comment(author, await newPost(postAuthor));
    for (const caller of [person(), postAuthor, demo("COURSE_ADMIN"), demo("TALENT_ADMIN")]) {
      expect(codeOf(await exec(UPDATE, { id: c.id, description: "Hijacked" }, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(UPDATE, { id: c.id, description: "Visitor" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await read(author, c.id)).toEqual(c);
  });
  it("refuses bad input with a per-field message, and changes nothing; NOT_FOUND for unknown comments", async () => {
    const author = person();
    const c = await comment(author, await newPost());
    const r = await exec(UPDATE, { id: c.id, description: "" }, { caller: author });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toEqual({ description: "Write the comment." });
    expect(await read(author, c.id)).toEqual(c);
    expect(codeOf(await exec(UPDATE, { id: "zzzzzzzz-nothing", description: "x" }, { caller: author }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UPDATE, { id: "not a slug", description: "x" }, { caller: author }))).toBe("NOT_FOUND");
  });
});

describe("deleteForumComment", () => {
  it("lets the author delete a comment with its replies: gone from look-ups, lists and counts; further actions are NOT_FOUND", async () => {
    const author = person();
    const postId = await newPost();
    const keep = await comment(person(), postId, "First");
    const c = await comment(author, postId, "Second");
    const r1 = await comment(person(), postId, "Reply one", c.id);
    const r2 = await comment(author, postId, "Reply two", c.id);
    expect((await thread(author, postId)).commentCount).toBe(4);
    suite.tick();
    const r = await exec<{ deleteForumComment: string }>(DELETE, { id: c.id }, { caller: author });
    expect(r.errors).toBeUndefined();
    expect(r.data!.deleteForumComment).toBe(c.id);

    for (const id of [c.id, r1.id, r2.id]) expect(await read(author, id)).toBeNull();
    expect(await read(author, keep.id)).not.toBeNull();
    const t = await thread(author, postId);
    expect(t).toMatchObject({ commentCount: 1, comments: { items: [{ id: keep.id }], pageInfo: { totalCount: 1 } } });
    const refs = await exec<{ _entities: unknown[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on ForumComment { id } } }`,
      { r: [{ __typename: "ForumComment", id: c.id }] },
      { caller: author },
    );
    expect(refs.data!._entities).toEqual([null]);

    // Soft delete: the rows stay, marked with who and when, the replies too.
    const rows = await suite.database.db
      .select()
      .from(forumComments)
      .where(eq(forumComments.postId, shortIdOf(postId)!));
    for (const id of [c.id, r1.id, r2.id])
      expect(rows.find((row) => row.id === shortIdOf(id))).toMatchObject({ deletedAt: suite.now, deletedBy: author.viewer.id });

    for (const m of [
      `mutation($id: ID!) { deleteForumComment(id: $id) }`,
      `mutation($id: ID!) { updateForumComment(id: $id, description: "x") { id } }`,
      `mutation($id: ID!) { voteForumComment(id: $id, value: UP) { id } }`,
      `mutation($id: ID!) { bookmarkForumComment(id: $id) { id } }`,
      `mutation($id: ID!) { markForumCommentAnswer(id: $id) { id } }`,
    ]) {
      expect(codeOf(await exec(m, { id: c.id }, { caller: author })), m).toBe("NOT_FOUND");
      expect(codeOf(await exec(m, { id: r1.id }, { caller: author })), m).toBe("NOT_FOUND");
    }
  });
  it("deleting a reply leaves its comment and the other replies", async () => {
    const author = person();
    const postId = await newPost();
    const c = await comment(person(), postId);
    const r1 = await comment(author, postId, "Reply one", c.id);
    const r2 = await comment(person(), postId, "Reply two", c.id);
    await exec(DELETE, { id: r1.id }, { caller: author });
    expect((await thread(author, postId)).comments.items).toEqual([
      { id: c.id, replyCount: 1, replies: { items: [{ id: r2.id }], pageInfo: { totalCount: 1 } } },
    ]);
  });
  it("is FORBIDDEN for anyone but the author and its moderators (the post's author and instructors too), and the comment stays", async () => {
    const postAuthor = person();
    const author = person();
    const postId = await newPost(postAuthor);
    const c = await comment(author, postId);
    // Forum admins may (moderation.test.ts); an instructor moderates only their class forum.
    for (const caller of [person(), postAuthor, demo("INSTRUCTOR")])
      expect(codeOf(await exec(DELETE, { id: c.id }, { caller }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(DELETE, { id: c.id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await read(author, c.id)).toEqual(c);
  });
  it("comments of a deleted post are gone with it", async () => {
    const author = person();
    const postId = await newPost(author);
    const c = await comment(author, postId);
    await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: postId }, { caller: author });
    expect(await read(author, c.id)).toBeNull();
    expect(codeOf(await exec(UPDATE, { id: c.id, description: "x" }, { caller: author }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(DELETE, { id: c.id }, { caller: author }))).toBe("NOT_FOUND");
  });
});

describe("a post's comments: paging and pageInPost", () => {
  const PAGE = `query($id: ID!, $page: Int, $pageSize: Int) { forumPost(id: $id) { comments(page: $page, pageSize: $pageSize) { items { id } pageInfo { page totalCount totalPages hasNextPage hasPreviousPage } } } }`;
  const PAGE_IN_POST = `query($id: ID!, $pageSize: Int) { forumComment(id: $id) { pageInPost(pageSize: $pageSize) } }`;
  type PageData = {
    forumPost: {
      comments: {
        items: { id: string }[];
        pageInfo: { page: number; totalCount: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };
      };
    };
  };
  const pageInPost = async (id: string, pageSize?: number) =>
    (await exec<{ forumComment: { pageInPost: number } }>(PAGE_IN_POST, { id, pageSize }, { caller: person() })).data!.forumComment
      .pageInPost;

  it("lists top-level comments oldest first, a page at a time; pageInPost finds a comment's page, or its comment's for a reply", async () => {
    const postId = await newPost();
    const first = person();
    const comments: Comment[] = [await comment(first, postId, "Comment 1")];
    for (let i = 2; i <= 5; i++) comments.push(await comment(person(), postId, `Comment ${i}`));
    const reply = await comment(person(), postId, "A reply to the third", comments[2]!.id);
    const ids = comments.map((c) => c.id);

    const pages = await Promise.all([1, 2, 3].map((page) => exec<PageData>(PAGE, { id: postId, page, pageSize: 2 }, { caller: person() })));
    expect(pages.map((p) => p.data!.forumPost.comments.items.map((c) => c.id))).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    expect(pages[1]!.data!.forumPost.comments.pageInfo).toEqual({
      page: 2,
      totalCount: 5,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(pages[2]!.data!.forumPost.comments.pageInfo.hasNextPage).toBe(false);

    expect(await Promise.all(ids.map((id) => pageInPost(id, 2)))).toEqual([1, 1, 2, 2, 3]);
    expect(await pageInPost(reply.id, 2)).toBe(2);
    expect(await pageInPost(ids[4]!)).toBe(1); // default page size 20
    expect(await pageInPost(ids[4]!, 4)).toBe(2);

    // Deleting an earlier comment moves the later ones up a place.
    await exec(DELETE, { id: ids[0] }, { caller: first });
    expect(await pageInPost(ids[2]!, 2)).toBe(1);
    expect(await pageInPost(reply.id, 2)).toBe(1);
  });
  it("pages replies oldest first", async () => {
    const postId = await newPost();
    const c = await comment(person(), postId);
    const replies: string[] = [];
    for (let i = 1; i <= 3; i++) replies.push((await comment(person(), postId, `Reply ${i}`, c.id)).id);
    const r = await exec<{ forumComment: { replies: { items: { id: string }[]; pageInfo: { hasNextPage: boolean } } } }>(
      `query($id: ID!) { forumComment(id: $id) { replies(page: 2, pageSize: 2) { items { id } pageInfo { hasNextPage } } } }`,
      { id: c.id },
      { caller: person() },
    );
    expect(r.data!.forumComment.replies).toEqual({ items: [{ id: replies[2] }], pageInfo: { hasNextPage: false } });
  });
  it("refuses page sizes outside 1-100", async () => {
    const postId = await newPost();
    const c = await comment(person(), postId);
    expect(codeOf(await exec(PAGE, { id: postId, pageSize: 101 }, { caller: person() }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await exec(PAGE_IN_POST, { id: c.id, pageSize: 0 }, { caller: person() }))).toBe("BAD_USER_INPUT");
  });
});

const VOTE_FIELDS = `id upvoteCount downvoteCount totalVoteCount voteValue viewerUpvoted viewerDownvoted`;
const VOTE = `mutation($id: ID!, $value: ForumVoteValue!) { voteForumComment(id: $id, value: $value) { ${VOTE_FIELDS} } }`;
type Votes = ShownVotes & { id: string };
const vote = (caller: Caller, id: string, value: "UP" | "DOWN" | "NONE") =>
  exec<{ voteForumComment: Votes }>(VOTE, { id, value }, { caller });
const votesOf = async (caller: Caller, id: string) =>
  (await exec<{ forumComment: Votes }>(`query($id: ID!) { forumComment(id: $id) { ${VOTE_FIELDS} } }`, { id }, { caller })).data!
    .forumComment;
async function voteRows(idSlug: string) {
  const rows = await suite.database.db
    .select()
    .from(forumCommentVotes)
    .where(eq(forumCommentVotes.commentId, shortIdOf(idSlug)!));
  return { up: rows.filter((r) => r.value === 1).length, down: rows.filter((r) => r.value === -1).length };
}

describe("voteForumComment", () => {
  it("rule: an author may not vote on their own comment (FORBIDDEN) but may take back a vote", async () => {
    const author = person();
    const c = await comment(author, await newPost());
    expect(codeOf(await vote(author, c.id, "UP"))).toBe("FORBIDDEN");
    expect((await vote(author, c.id, "NONE")).errors).toBeUndefined();
    expect((await votesOf(person(), c.id)).upvoteCount).toBe(0);
  });
  it("records UP, replaces it with DOWN, and NONE takes it back; the viewer's flags follow", async () => {
    const c = await comment(person(), await newPost());
    const voter = person();
    expect((await vote(voter, c.id, "UP")).data!.voteForumComment).toEqual({
      id: c.id,
      upvoteCount: 1,
      downvoteCount: 0,
      totalVoteCount: 1,
      voteValue: 1,
      viewerUpvoted: true,
      viewerDownvoted: false,
    });
    expect((await vote(voter, c.id, "DOWN")).data!.voteForumComment).toEqual({
      id: c.id,
      upvoteCount: 0,
      downvoteCount: 1,
      totalVoteCount: -1,
      voteValue: -1,
      viewerUpvoted: false,
      viewerDownvoted: true,
    });
    expect(await votesOf(person(), c.id)).toMatchObject({ downvoteCount: 1, voteValue: 0, viewerDownvoted: false });
    expect((await vote(voter, c.id, "NONE")).data!.voteForumComment).toEqual({
      id: c.id,
      upvoteCount: 0,
      downvoteCount: 0,
      totalVoteCount: 0,
      voteValue: 0,
      viewerUpvoted: false,
      viewerDownvoted: false,
    });
    expect(await voteRows(c.id)).toEqual({ up: 0, down: 0 });
  });
  it("counts exactly with 50 people voting at once, and again when they change their votes at once", async () => {
    const c = await comment(person(), await newPost());
    await fiftyConcurrentVoters({
      vote: (caller, value) => vote(caller, c.id, value),
      shown: (caller) => votesOf(caller, c.id),
      rows: () => voteRows(c.id),
    });
  });
  it("one vote per person and comment is a database constraint, and a vote is 1 or -1", async () => {
    const id = shortIdOf((await comment(person(), await newPost())).id)!;
    const db = suite.database.db;
    const userId = person().viewer.id;
    await db.insert(forumCommentVotes).values({ commentId: id, userId, value: 1 });
    const duplicate = await db
      .insert(forumCommentVotes)
      .values({ commentId: id, userId, value: -1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(duplicate, "comment_votes_pkey")).toBe(true);
    const zero = await db
      .insert(forumCommentVotes)
      .values({ commentId: id, userId: person().viewer.id, value: 0 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(zero).toBeInstanceOf(Error);
  });
  it("is NOT_FOUND for an unknown comment, UNAUTHENTICATED for visitors; neither changes anything", async () => {
    expect(codeOf(await vote(person(), "zzzzzzzz-nothing", "UP"))).toBe("NOT_FOUND");
    const c = await comment(person(), await newPost());
    expect(codeOf(await vote(visitor(), c.id, "UP"))).toBe("UNAUTHENTICATED");
    expect(await voteRows(c.id)).toEqual({ up: 0, down: 0 });
  });
});

describe("bookmarkForumComment", () => {
  const BOOKMARK = `mutation($id: ID!) { bookmarkForumComment(id: $id) { id isBookmarked } }`;
  const UNBOOKMARK = `mutation($id: ID!) { unbookmarkForumComment(id: $id) { id isBookmarked } }`;
  async function bookmarks(idSlug: string, userId?: string) {
    const where = eq(forumCommentBookmarks.commentId, shortIdOf(idSlug)!);
    const [row] = await suite.database.db
      .select({ n: count() })
      .from(forumCommentBookmarks)
      .where(userId ? and(where, eq(forumCommentBookmarks.userId, userId)) : where);
    return row!.n;
  }
  it("bookmarks and unbookmarks idempotently, for the viewer only", async () => {
    const c = await comment(person(), await newPost());
    const reader = person();
    const both = await Promise.all([exec(BOOKMARK, { id: c.id }, { caller: reader }), exec(BOOKMARK, { id: c.id }, { caller: reader })]);
    expect(both.map((r) => r.data)).toEqual([
      { bookmarkForumComment: { id: c.id, isBookmarked: true } },
      { bookmarkForumComment: { id: c.id, isBookmarked: true } },
    ]);
    expect(await bookmarks(c.id, reader.viewer.id)).toBe(1);
    expect((await read(reader, c.id))!.isBookmarked).toBe(true);
    expect((await read(person(), c.id))!.isBookmarked).toBe(false);
    for (let i = 0; i < 2; i++)
      expect((await exec(UNBOOKMARK, { id: c.id }, { caller: reader })).data).toEqual({
        unbookmarkForumComment: { id: c.id, isBookmarked: false },
      });
    expect(await bookmarks(c.id)).toBe(0);
  });
  it("is NOT_FOUND for unknown comments and UNAUTHENTICATED for visitors; neither changes anything", async () => {
    for (const m of [BOOKMARK, UNBOOKMARK]) expect(codeOf(await exec(m, { id: "zzzzzzzz" }, { caller: person() }))).toBe("NOT_FOUND");
    const c = await comment(person(), await newPost());
    expect(codeOf(await exec(BOOKMARK, { id: c.id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await bookmarks(c.id)).toBe(0);
  });
});

describe("the post page with comments, replies, votes and bookmarks", () => {
  const POST_PAGE = /* GraphQL */ `
    query ($id: ID!, $pageSize: Int) {
      forumPost(id: $id) {
        id
        commentCount
        answerCount
        answer {
          id
        }
        viewerMayEdit
        viewerMayModerate
        categories {
          name
        }
        comments(pageSize: $pageSize) {
          items {
            ...CommentCard
            replyCount
            replies {
              items {
                ...CommentCard
                parentComment {
                  id
                }
              }
              pageInfo {
                totalCount
              }
            }
          }
          pageInfo {
            totalCount
            hasNextPage
          }
        }
      }
    }
    fragment CommentCard on ForumComment {
      id
      description
      createdDate
      modifiedDate
      author {
        id
      }
      isAnswer
      pageInPost
      upvoteCount
      downvoteCount
      totalVoteCount
      voteValue
      viewerUpvoted
      viewerDownvoted
      isBookmarked
      viewerMayEdit
    }
  `;
  type Card = { id: string; voteValue: number; isBookmarked: boolean; isAnswer: boolean };
  type PostPage = {
    forumPost: {
      commentCount: number;
      answer: { id: string } | null;
      comments: { items: (Card & { replies: { items: (Card & { parentComment: { id: string } })[] } })[] };
    };
  };

  it("costs the same number of statements for 2 comments as for 20 (no N+1)", async () => {
    const author = person();
    const viewer = person();
    const postId = await newPost(author);
    // 20 comments with 2 replies each; the viewer voted on and bookmarked every one of them.
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const c = await comment(person(), postId, `Comment ${i}`);
      ids.push(c.id);
      for (let j = 0; j < 2; j++) ids.push((await comment(person(), postId, `Reply ${i}.${j}`, c.id)).id);
    }
    await Promise.all(ids.map((id, i) => vote(viewer, id, i % 2 ? "UP" : "DOWN")));
    await Promise.all(ids.map((id) => exec(`mutation($id: ID!) { bookmarkForumComment(id: $id) { id } }`, { id }, { caller: viewer })));
    await exec(`mutation($id: ID!) { markForumCommentAnswer(id: $id) { id } }`, { id: ids[0] }, { caller: author });

    const small = await suite.counter.count(() => exec<PostPage>(POST_PAGE, { id: postId, pageSize: 2 }, { caller: viewer }));
    const large = await suite.counter.count(() => exec<PostPage>(POST_PAGE, { id: postId, pageSize: 20 }, { caller: viewer }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    const page = large.result.data!.forumPost;
    expect(page.commentCount).toBe(60);
    expect(page.answer).toEqual({ id: ids[0] });
    expect(page.comments.items).toHaveLength(20);
    const cards = page.comments.items.flatMap((c) => [c, ...c.replies.items]);
    expect(cards).toHaveLength(60);
    expect(cards.every((c) => c.isBookmarked && c.voteValue !== 0)).toBe(true);
    expect(page.comments.items[0]!.isAnswer).toBe(true);
    // A last page knows its total without a count, so the larger page may cost one statement less, never more.
    expect(large.statements.length).toBeLessThanOrEqual(small.statements.length);
    // post, tags, categories, comment count, answer, top-level page (its total needs no count: it is the last page),
    // positions (pageInPost: the replies' comments are already loaded), vote tallies and bookmarks of the comments,
    // then of the replies, the replies' page and their counts
    expect(large.statements.length).toBe(13);
  });
  it("ForumComment.post reads the post's own state", async () => {
    const author = person();
    const postId = await newPost(author);
    const c = await comment(person(), postId);
    const r = await exec<{ forumComment: { post: { id: string; commentCount: number; viewerMayEdit: boolean } } }>(
      `query($id: ID!) { forumComment(id: $id) { post { id commentCount viewerMayEdit } } }`,
      { id: c.id },
      { caller: author },
    );
    expect(r.data!.forumComment.post).toEqual({ id: postId, commentCount: 1, viewerMayEdit: true });
  });
});

describe("comments need a logged-in viewer", () => {
  it("forumComment is UNAUTHENTICATED for visitors", async () => {
    const c = await comment(person(), await newPost());
    expect(codeOf(await exec(COMMENT, { id: c.id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(THREAD, { id: c.post.id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
});
