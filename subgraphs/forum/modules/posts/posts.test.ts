/**
 * Writing, editing and deleting forum posts through the forum subgraph on a real database: validation with
 * per-field messages that changes nothing, sanitized descriptions, id slugs that survive title edits, author-only
 * edits and deletes (FORBIDDEN for others, NOT_FOUND for unknown or deleted posts), and a deleted post gone from
 * every list and look-up.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { forumPostFollows, forumPosts, forumPostTags } from "../../../../drizzle/schema/forum.js";
import { codeOf, demo, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { shortIdOf } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const FIELDS = `id title description markdown createdDate modifiedDate isAnnouncement isSupport author { id } tags { id } viewerFollows upvoteCount totalVoteCount voteValue isBookmarked`;
const CREATE = `mutation($input: ForumPostInput!) { createForumPost(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ForumPostInput!) { updateForumPost(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteForumPost(id: $id) }`;
const POST = `query($id: ID!) { forumPost(id: $id) { ${FIELDS} } }`;
const FEED = `query($pageSize: Int) { forumPosts(pageSize: $pageSize) { items { id } pageInfo { totalCount } } }`;

interface Post {
  id: string;
  title: string;
  description: string;
  markdown: string;
  createdDate: string;
  modifiedDate: string;
  isAnnouncement: boolean;
  isSupport: boolean;
  author: { id: string };
  tags: { id: string }[];
  viewerFollows: boolean;
  upvoteCount: number;
  totalVoteCount: number;
  voteValue: number;
  isBookmarked: boolean;
}

const input = (over: Record<string, unknown> = {}) => ({
  title: "Window functions: ROW_NUMBER vs RANK",
  description: "When do you use **ROW_NUMBER** rather than _RANK_?",
  tagIds: ["sql", "data-analytics"],
  ...over,
});

async function create(caller: Caller, over: Record<string, unknown> = {}): Promise<Post> {
  suite.tick();
  const r = await exec<{ createForumPost: Post }>(CREATE, { input: input(over) }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.createForumPost;
}
const read = async (caller: Caller, id: string) => (await exec<{ forumPost: Post | null }>(POST, { id }, { caller })).data!.forumPost;
const postCount = async () => (await suite.database.db.select({ n: count() }).from(forumPosts))[0]!.n;
const feedIds = async (caller: Caller) =>
  (await exec<{ forumPosts: { items: { id: string }[] } }>(FEED, { pageSize: 100 }, { caller })).data!.forumPosts.items.map((p) => p.id);
/** Rows of a child table (tags, follows) that belong to a post. */
async function rowsOf(table: typeof forumPostTags | typeof forumPostFollows, idSlug: string) {
  const [row] = await suite.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.postId, shortIdOf(idSlug)!));
  return row!.n;
}

/**
 * Runs `act` while a trigger deletes the tag `tagId` just before a post is filed under it: a forum admin deleting the
 * tag between the service's tag check and its write, made deterministic.
 */
async function whileTagVanishes<T>(tagId: string, act: () => Promise<T>): Promise<T> {
  await suite.database.query(`insert into forum.tags (id, name, category_id) values ('${tagId}', 'Vanishing ${tagId}', 'skill')`);
  await suite.database.query(`create function forum.test_vanish_tag() returns trigger language plpgsql as $$
    begin delete from forum.tags where id = '${tagId}' and new.tag_id = '${tagId}'; return new; end $$`);
  await suite.database.query(
    `create trigger test_vanish_tag before insert on forum.post_tags for each row execute function forum.test_vanish_tag()`,
  );
  try {
    return await act();
  } finally {
    await suite.database.query(`drop trigger test_vanish_tag on forum.post_tags`);
    await suite.database.query(`drop function forum.test_vanish_tag()`);
  }
}

describe("createForumPost", () => {
  it("writes an ordinary post: id slug, Markdown source and its rendered HTML, tags, dates, the author following it", async () => {
    const author = person();
    const post = await create(author);
    expect(post.id).toMatch(/^[0-9a-z]{8}-window-functions-row-number-vs-rank$/);
    expect(post).toMatchObject({
      title: "Window functions: ROW_NUMBER vs RANK",
      description: "<p>When do you use <strong>ROW_NUMBER</strong> rather than <em>RANK</em>?</p>",
      markdown: "When do you use **ROW_NUMBER** rather than _RANK_?",
      createdDate: suite.now.toISOString(),
      modifiedDate: suite.now.toISOString(),
      isAnnouncement: false,
      isSupport: false,
      author: { id: author.viewer.id },
      viewerFollows: true,
      upvoteCount: 0,
      totalVoteCount: 0,
      voteValue: 0,
      isBookmarked: false,
    });
    expect(post.tags.map((t) => t.id).sort()).toEqual(["data-analytics", "sql"]);
    expect((await feedIds(person()))[0]).toBe(post.id);
    expect(await read(person(), post.id)).toMatchObject({ id: post.id, viewerFollows: false });
    expect(await rowsOf(forumPostFollows, post.id)).toBe(1);
  });
  it("drops markup from the title, collapses its spaces; raw HTML and unsafe links in the Markdown stay text", async () => {
    const post = await create(person(), {
      title: "  <b>Pivot</b>\n tables   in <script>x</script>Excel ",
      description: `<p onclick="steal()">Hi</p> [there](javascript:alert(1)) [docs](https://example.com)<script>alert(1)</script><img src=x onerror=alert(1)>`,
      tagIds: ["data-analytics", "data-analytics"],
    });
    expect(post.title).toBe("Pivot tables in Excel");
    const link = 'rel="nofollow ugc noopener" target="_blank"';
    expect(post.description).toBe(
      `<p>&lt;p onclick="steal()"&gt;Hi&lt;/p&gt; [there](javascript:alert(1)) <a href="https://example.com" ${link}>docs</a>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>`,
    );
    expect(post.description).not.toMatch(/<(script|img)|href="javascript/);
    expect(post.tags).toEqual([{ id: "data-analytics" }]);
  });
  it("highlights a fenced code block with hljs classes; headings move down; an unknown language is plain code", async () => {
    const post = await create(person(), {
      description: "# Question\n\n```sql\nSELECT 1;\n```\n\n```cobolx\n<b>x</b>\n```",
    });
    expect(post.description).toBe(
      '<h3>Question</h3>\n<pre><code class="hljs language-sql"><span class="hljs-keyword">SELECT</span> <span class="hljs-number">1</span>;\n</code></pre>\n\n<pre><code>&lt;b&gt;x&lt;/b&gt;\n</code></pre>',
    );
  });
  it("hostile nesting is sanitized output or BAD_USER_INPUT, never a server error", async () => {
    for (const description of [
      "> ".repeat(9_000),
      "[".repeat(20_000),
      "*a".repeat(10_000),
      "- ".repeat(10_000) + "x",
      "```js\n" + "a(".repeat(9_000) + "\n```",
    ]) {
      const r = await exec<{ createForumPost: Post }>(CREATE, { input: input({ description }) }, { caller: person() });
      if (r.errors) expect(codeOf(r)).toBe("BAD_USER_INPUT");
      else expect(r.data!.createForumPost.description).not.toMatch(/<script/);
    }
  });
  it("refuses bad input with a message per field, and writes nothing", async () => {
    const before = await postCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Hi" }, "title"],
      [{ title: "<b></b>  " }, "title"],
      [{ title: "x".repeat(151) }, "title"],
      [{ description: "" }, "description"],
      [{ description: "  \n\n> " }, "description"],
      [{ description: "x".repeat(20_001) }, "description"],
      [{ tagIds: [] }, "tagIds"],
      [{ tagIds: ["sql", "python", "javascript", "resume", "job-search", "general"] }, "tagIds"],
      [{ tagIds: ["sql", "no-such-tag"] }, "tagIds"],
      [{ tagIds: ["m1js-open-2026"] }, "tagIds"],
    ];
    for (const [over, field] of cases) {
      const r = await exec(CREATE, { input: input(over) }, { caller: person() });
      expect(codeOf(r), JSON.stringify(over).slice(0, 80)).toBe("BAD_USER_INPUT");
      expect(Object.keys(fieldsOf(r) ?? {})).toContain(field);
    }
    expect(await postCount()).toBe(before);
  });
  it("a tag deleted between the check and the write is BAD_USER_INPUT on tagIds, and writes nothing", async () => {
    const before = await postCount();
    const r = await whileTagVanishes("vanishing-on-create", () =>
      exec(CREATE, { input: input({ tagIds: ["sql", "vanishing-on-create"] }) }, { caller: person() }),
    );
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toEqual({ tagIds: "A chosen tag no longer exists: choose tags from the list." });
    expect(await postCount()).toBe(before);
  });
  it("names every bad field at once", async () => {
    const r = await exec(CREATE, { input: input({ title: "", description: "", tagIds: [] }) }, { caller: person() });
    expect(Object.keys(fieldsOf(r)!).sort()).toEqual(["description", "tagIds", "title"]);
  });
  it("takes a 150-character title and a 20000-character description", async () => {
    const post = await create(person(), { title: "t".repeat(150), description: "d".repeat(20_000) });
    expect(post.title).toHaveLength(150);
    expect(post.markdown).toHaveLength(20_000);
    expect(post.description).toBe(`<p>${"d".repeat(20_000)}</p>`);
  });
  it("is UNAUTHENTICATED for visitors, and writes nothing", async () => {
    const before = await postCount();
    expect(codeOf(await exec(CREATE, { input: input() }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await postCount()).toBe(before);
  });
});

describe("updateForumPost", () => {
  it("lets the author change title, description and tags; modifiedDate moves; the old link still works", async () => {
    const author = person();
    const post = await create(author);
    suite.tick(3_600_000);
    const r = await exec<{ updateForumPost: Post }>(
      UPDATE,
      {
        id: post.id,
        input: input({ title: "ROW_NUMBER, RANK and DENSE_RANK", description: "Updated `code`", tagIds: ["sql", "interview-tips"] }),
      },
      { caller: author },
    );
    expect(r.errors).toBeUndefined();
    const updated = r.data!.updateForumPost;
    expect(updated.id).toBe(`${shortIdOf(post.id)}-row-number-rank-and-dense-rank`);
    expect(updated).toMatchObject({
      title: "ROW_NUMBER, RANK and DENSE_RANK",
      description: "<p>Updated <code>code</code></p>",
      markdown: "Updated `code`",
      createdDate: post.createdDate,
      modifiedDate: suite.now.toISOString(),
    });
    expect(updated.tags.map((t) => t.id).sort()).toEqual(["interview-tips", "sql"]);
    expect((await read(author, post.id))!.id).toBe(updated.id);
    expect((await read(author, updated.id))!.tags.map((t) => t.id).sort()).toEqual(["interview-tips", "sql"]);
  });
  it("a post stored before Markdown (HTML, no source) reads as it was, edits from its HTML as Markdown, and keeps the source once edited", async () => {
    const author = person();
    const post = await create(author);
    const legacy = "<p>Use <code>SUM(x) OVER ()</code> &amp; <strong>check</strong> the *rows*.</p><pre>SELECT 1\nFROM t;</pre>";
    await suite.database.db
      .update(forumPosts)
      .set({ description: legacy, markdown: null })
      .where(eq(forumPosts.id, shortIdOf(post.id)!));
    const before = (await read(author, post.id))!;
    expect(before.description).toBe(legacy);
    expect(before.markdown).toBe("Use `SUM(x) OVER ()` & **check** the \\*rows\\*.\n\n```\nSELECT 1\nFROM t;\n```");
    suite.tick();
    const r = await exec<{ updateForumPost: Post }>(
      UPDATE,
      { id: post.id, input: input({ description: before.markdown }) },
      { caller: author },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateForumPost.description.replace(/\n/g, "")).toBe(
      legacy.replace("\n", "").replace("<pre>SELECT", "<pre><code>SELECT").replace("</pre>", "</code></pre>"),
    );
    expect(r.data!.updateForumPost.markdown).toBe(before.markdown);
  });
  it("is FORBIDDEN for anyone but the author, and changes nothing", async () => {
    const author = person();
    const post = await create(author);
    for (const caller of [person(), demo("INSTRUCTOR"), demo("COURSE_ADMIN")]) {
      const r = await exec(UPDATE, { id: post.id, input: input({ title: "Hijacked title" }) }, { caller });
      expect(codeOf(r)).toBe("FORBIDDEN");
    }
    expect(await read(author, post.id)).toEqual(post);
  });
  it("refuses bad input with per-field messages, and changes nothing", async () => {
    const author = person();
    const post = await create(author);
    const r = await exec(UPDATE, { id: post.id, input: input({ title: "no", tagIds: ["m1js-open-2026"] }) }, { caller: author });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty("title");
    const tags = await exec(UPDATE, { id: post.id, input: input({ tagIds: ["sql", "nope"] }) }, { caller: author });
    expect(fieldsOf(tags)).toEqual({ tagIds: "No such tag: nope." });
    expect(await read(author, post.id)).toEqual(post);
    expect(await rowsOf(forumPostTags, post.id)).toBe(2);
  });
  it("a tag deleted between the check and the write is BAD_USER_INPUT on tagIds, and changes nothing", async () => {
    const author = person();
    const post = await create(author);
    const r = await whileTagVanishes("vanishing-on-edit", () =>
      exec(UPDATE, { id: post.id, input: input({ title: "A new title", tagIds: ["sql", "vanishing-on-edit"] }) }, { caller: author }),
    );
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toEqual({ tagIds: "A chosen tag no longer exists: choose tags from the list." });
    expect(await read(author, post.id)).toEqual(post);
    expect(await rowsOf(forumPostTags, post.id)).toBe(2);
  });
  it("is NOT_FOUND for an unknown post, and UNAUTHENTICATED for visitors", async () => {
    expect(codeOf(await exec(UPDATE, { id: "zzzzzzzz-nothing", input: input() }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UPDATE, { id: "not a slug", input: input() }, { caller: person() }))).toBe("NOT_FOUND");
    const author = person();
    const post = await create(author);
    expect(codeOf(await exec(UPDATE, { id: post.id, input: input({ title: "Visitor title" }) }, { caller: visitor() }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(await read(author, post.id)).toEqual(post);
  });
});

describe("deleteForumPost", () => {
  it("is FORBIDDEN for anyone but the author and its moderators (forum admins: moderation.test.ts), and the post stays", async () => {
    const author = person();
    const post = await create(author);
    for (const caller of [person(), demo("INSTRUCTOR")]) expect(codeOf(await exec(DELETE, { id: post.id }, { caller }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(DELETE, { id: post.id }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await read(author, post.id)).toEqual(post);
  });
  it("lets the author delete: gone from the feed, their posts, look-ups and references; further actions are NOT_FOUND", async () => {
    const author = person();
    const post = await create(author);
    const r = await exec<{ deleteForumPost: string }>(DELETE, { id: post.id }, { caller: author });
    expect(r.errors).toBeUndefined();
    expect(r.data!.deleteForumPost).toBe(post.id);

    expect(await read(author, post.id)).toBeNull();
    expect(await feedIds(author)).not.toContain(post.id);
    const refs = await exec<{ _entities: ({ id?: string; forumPosts?: { items: unknown[]; pageInfo: { totalCount: number } } } | null)[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on ForumPost { id } ... on User { forumPosts { items { id } pageInfo { totalCount } } } } }`,
      {
        r: [
          { __typename: "ForumPost", id: post.id },
          { __typename: "User", id: author.viewer.id },
        ],
      },
      { caller: author },
    );
    expect(refs.errors).toBeUndefined();
    expect(refs.data!._entities[0]).toBeNull();
    expect(refs.data!._entities[1]!.forumPosts).toEqual({ items: [], pageInfo: { totalCount: 0 } });

    expect(codeOf(await exec(DELETE, { id: post.id }, { caller: author }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UPDATE, { id: post.id, input: input() }, { caller: author }))).toBe("NOT_FOUND");
    for (const m of [
      "voteForumPost(id: $id, value: UP) { id }",
      "followForumPost(id: $id) { id }",
      "bookmarkForumPost(id: $id) { id }",
      "unbookmarkForumPost(id: $id) { id }",
    ]) {
      expect(codeOf(await exec(`mutation($id: ID!) { ${m} }`, { id: post.id }, { caller: person() })), m).toBe("NOT_FOUND");
    }
    // Soft delete: the row stays for what refers to it (reports and notifications), marked with who and when.
    const [row] = await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(post.id)!));
    expect(row).toMatchObject({ deletedAt: suite.now, deletedBy: author.viewer.id });
  });
});
