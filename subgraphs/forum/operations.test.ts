/** The forum subgraph's operations against a real database, as the router calls them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumPosts } from "../../drizzle/schema/forum.js";
import type { Database } from "../shared/db.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { codeOf, demo, testSubgraph, visitor, type SubgraphClient } from "../shared/testing/harness.js";
import { makeIdSlug } from "./modules/shared/index.js";
import { FORUM_SEED } from "./seed-data.js";
import { forumSubgraph } from "./index.js";

const counter = statementCounter();
let database: Database;
let client: SubgraphClient;
const student = demo("STUDENT");
const studentId = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  client = await testSubgraph(forumSubgraph as never, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

// The feed is the general forum's: the seeded class forum posts are not in it.
const newestFirst = FORUM_SEED.posts
  .filter((p) => !p.classSlug)
  .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime());
const idSlug = (p: (typeof FORUM_SEED.posts)[number]) => makeIdSlug(p.id, p.title);

const POSTS = /* GraphQL */ `
  query Posts($page: Int, $pageSize: Int) {
    forumPosts(page: $page, pageSize: $pageSize) {
      items {
        id
        title
        description
        createdDate
        author {
          id
        }
        tags {
          id
          name
          category {
            name
          }
        }
      }
      pageInfo {
        page
        pageSize
        hasNextPage
        hasPreviousPage
        totalCount
        totalPages
      }
    }
  }
`;
interface PostItem {
  id: string;
  title: string;
  description: string;
  createdDate: string;
  author: { id: string };
  tags: { id: string; name: string; category: { name: string } }[];
}
type PostsData = {
  forumPosts: {
    items: PostItem[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};

describe("forumPosts", () => {
  it("is UNAUTHENTICATED for visitors (the forum is not in the visitor menu)", async () => {
    const r = await client.exec(POSTS, {}, { caller: visitor() });
    expect(codeOf(r)).toBe("UNAUTHENTICATED");
    expect(r.data).toBeNull();
  });
  it("lists posts newest first, 6 a page, with id slugs, authors and tags", async () => {
    const r = await client.exec<PostsData>(POSTS, {}, { caller: student });
    expect(r.errors).toBeUndefined();
    const { items, pageInfo } = r.data!.forumPosts;
    expect(items.map((p) => p.id)).toEqual(newestFirst.slice(0, 6).map(idSlug));
    expect(pageInfo).toEqual({
      page: 1,
      pageSize: 6,
      hasNextPage: true,
      hasPreviousPage: false,
      totalCount: newestFirst.length,
      totalPages: 2,
    });
    const first = items[0]!;
    const seed = newestFirst[0]!;
    expect(first.author).toEqual({ id: seed.authorId });
    expect(first.createdDate).toBe((seed.createdAt as Date).toISOString());
    expect(first.tags.map((t) => t.id).sort()).toEqual(
      FORUM_SEED.postTags
        .filter((pt) => pt.postId === seed.id)
        .map((pt) => pt.tagId)
        .sort(),
    );
  });
  it("page 2 holds the rest", async () => {
    const r = await client.exec<PostsData>(POSTS, { page: 2 }, { caller: student });
    expect(r.data!.forumPosts.items.map((p) => p.id)).toEqual(newestFirst.slice(6).map(idSlug));
    expect(r.data!.forumPosts.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
  it("with tagId lists only the posts filed under that tag, newest first; an unknown tag lists nothing", async () => {
    const TAGGED = `query($tagId: ID) { forumPosts(tagId: $tagId, pageSize: 100) { items { id } pageInfo { totalCount } } }`;
    const r = await client.exec<{ forumPosts: { items: { id: string }[]; pageInfo: { totalCount: number } } }>(
      TAGGED,
      { tagId: "sql" },
      { caller: student },
    );
    expect(r.errors).toBeUndefined();
    const sqlPosts = newestFirst.filter((p) => FORUM_SEED.postTags.some((pt) => pt.postId === p.id && pt.tagId === "sql"));
    expect(sqlPosts.length).toBeGreaterThan(1);
    expect(r.data!.forumPosts.items.map((p) => p.id)).toEqual(sqlPosts.map(idSlug));
    expect(r.data!.forumPosts.pageInfo.totalCount).toBe(sqlPosts.length);
    const none = await client.exec<{ forumPosts: { items: unknown[] } }>(TAGGED, { tagId: "no-such-tag" }, { caller: student });
    expect(none.data!.forumPosts.items).toEqual([]);
  });
  it("pageSize above 100 and page 0 are BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(POSTS, { pageSize: 101 }, { caller: student }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.exec(POSTS, { page: 0 }, { caller: student }))).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 1 or 7 posts with tags and their categories", async () => {
    const small = await counter.count(() => client.exec<PostsData>(POSTS, { pageSize: 1 }, { caller: student }));
    const large = await counter.count(() => client.exec<PostsData>(POSTS, { pageSize: 7 }, { caller: student }));
    expect(large.result.data!.forumPosts.items).toHaveLength(7);
    // A last page knows its total without a count, so the larger page may cost one statement less, never more.
    expect(large.statements.length).toBeLessThanOrEqual(small.statements.length);
  });
  it("stored bodies are sanitized HTML", async () => {
    // Every stored post, class forum posts included (the one with a link is the class welcome post).
    const stored = await database.db.select({ description: forumPosts.description }).from(forumPosts);
    const withLink = stored.find((p) => p.description.includes("<a "));
    expect(withLink?.description).toContain('rel="noopener noreferrer nofollow"');
    for (const p of stored) expect(p.description).not.toMatch(/<script|\son\w+=/i);
    // Demo posts written in Markdown show highlighted fenced code; the others keep the HTML they were written as.
    expect(stored.filter((p) => p.description.includes('<code class="hljs language-')).length).toBeGreaterThanOrEqual(2);
  });
});

const POST = /* GraphQL */ `
  query Post($id: ID!) {
    forumPost(id: $id) {
      id
      title
      author {
        id
      }
    }
  }
`;

describe("forumPost", () => {
  const seed = FORUM_SEED.posts[2]!;
  it("finds a post by its id slug", async () => {
    const r = await client.exec<{ forumPost: PostItem }>(POST, { id: idSlug(seed) }, { caller: student });
    expect(r.data!.forumPost).toMatchObject({ id: idSlug(seed), title: seed.title });
  });
  it("an old slug (the title was edited) still finds the post", async () => {
    const r = await client.exec<{ forumPost: PostItem }>(POST, { id: `${seed.id}-an-older-title` }, { caller: student });
    expect(r.data!.forumPost.id).toBe(idSlug(seed));
  });
  it("an unknown or malformed id slug is null", async () => {
    for (const id of ["zzzzzzzz-nothing", "nope", ""]) {
      const r = await client.exec<{ forumPost: unknown }>(POST, { id }, { caller: student });
      expect(r.errors).toBeUndefined();
      expect(r.data!.forumPost).toBeNull();
    }
  });
  it("is UNAUTHENTICATED for visitors", async () => {
    expect(codeOf(await client.exec(POST, { id: idSlug(seed) }))).toBe("UNAUTHENTICATED");
  });
});

const TAGS = /* GraphQL */ `
  query Tags($page: Int, $pageSize: Int, $category: ForumCategoryName) {
    forumTags(page: $page, pageSize: $pageSize, category: $category) {
      items {
        id
        name
        followersCount
        category {
          id
          name
          tagCount
        }
      }
      pageInfo {
        page
        pageSize
        hasNextPage
        totalCount
      }
    }
  }
`;
type TagsData = {
  forumTags: {
    items: { id: string; name: string; category: { name: string; tagCount: number } }[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; totalCount: number };
  };
};
const classroomIds = new Set(FORUM_SEED.tags.filter((t) => t.categoryId === "classroom").map((t) => t.id));
const nonClassroom = FORUM_SEED.tags
  .filter((t) => !classroomIds.has(t.id))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

describe("forumTags", () => {
  it("lists tags by name, 8 a page, without classroom tags", async () => {
    const r = await client.exec<TagsData>(TAGS, {}, { caller: student });
    expect(r.errors).toBeUndefined();
    expect(r.data!.forumTags.items.map((t) => t.id)).toEqual(nonClassroom.slice(0, 8).map((t) => t.id));
    expect(r.data!.forumTags.pageInfo).toEqual({ page: 1, pageSize: 8, hasNextPage: true, totalCount: nonClassroom.length });
  });
  it("page 2 holds the rest, still without classroom tags", async () => {
    const r = await client.exec<TagsData>(TAGS, { page: 2 }, { caller: student });
    expect(r.data!.forumTags.items.map((t) => t.id)).toEqual(nonClassroom.slice(8).map((t) => t.id));
  });
  it("classroom tags appear when CLASSROOM is asked for", async () => {
    const r = await client.exec<TagsData>(TAGS, { category: "CLASSROOM" }, { caller: student });
    const byName = FORUM_SEED.tags.filter((t) => classroomIds.has(t.id)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(r.data!.forumTags.items.map((t) => t.id)).toEqual(byName.map((t) => t.id));
  });
  it("one category lists only its tags, with the category's tag count", async () => {
    const r = await client.exec<TagsData>(TAGS, { category: "CAREER" }, { caller: student });
    const career = FORUM_SEED.tags.filter((t) => t.categoryId === "career");
    expect(r.data!.forumTags.items).toHaveLength(career.length);
    expect(r.data!.forumTags.items.every((t) => t.category.name === "CAREER" && t.category.tagCount === career.length)).toBe(true);
  });
  it("pageSize above 100 and page 0 are BAD_USER_INPUT", async () => {
    expect(codeOf(await client.exec(TAGS, { pageSize: 101 }, { caller: student }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.exec(TAGS, { page: 0 }, { caller: student }))).toBe("BAD_USER_INPUT");
  });
  it("is UNAUTHENTICATED for visitors", async () => {
    expect(codeOf(await client.exec(TAGS, {}))).toBe("UNAUTHENTICATED");
  });
});

describe("entities", () => {
  it("contributes forumPosts to talent's User, paged newest first", async () => {
    const mine = newestFirst.filter((p) => p.authorId === studentId);
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id forumPosts(pageSize: 2) { items { id } pageInfo { totalCount hasNextPage } } } } }`;
    const r = await client.exec<{
      _entities: { id: string; forumPosts: { items: { id: string }[]; pageInfo: { totalCount: number; hasNextPage: boolean } } }[];
    }>(
      q,
      {
        r: [
          { __typename: "User", id: studentId },
          { __typename: "User", id: "00000000-0000-4000-8000-00000000ffff" },
          { __typename: "User", id: "not-a-uuid" },
        ],
      },
      { caller: student },
    );
    expect(r.errors).toBeUndefined();
    const [me, nobody, malformed] = r.data!._entities;
    expect(me!.forumPosts.items.map((p) => p.id)).toEqual(mine.slice(0, 2).map(idSlug));
    expect(me!.forumPosts.pageInfo).toEqual({ totalCount: mine.length, hasNextPage: true });
    expect(nobody!.forumPosts.items).toEqual([]);
    expect(malformed!.forumPosts.items).toEqual([]);
  });
  it("many people's posts load in one statement, however many people", async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { forumPosts { items { id } } } } }`;
    const one = await counter.count(() => client.exec(q, { r: [{ __typename: "User", id: DEMO_ACCOUNTS[0]!.id }] }, { caller: student }));
    const all = await counter.count(() =>
      client.exec(q, { r: DEMO_ACCOUNTS.map((a) => ({ __typename: "User", id: a.id })) }, { caller: student }),
    );
    expect(all.statements.length).toBe(one.statements.length);
  });
  it("User.forumPosts is UNAUTHENTICATED for visitors", async () => {
    const r = await client.exec(
      `query { _entities(representations: [{ __typename: "User", id: "${studentId}" }]) { ... on User { forumPosts { items { id } } } } }`,
    );
    expect(codeOf(r)).toBe("UNAUTHENTICATED");
  });
  it("resolves ForumPost, ForumTag and ForumCategory references", async () => {
    const seed = FORUM_SEED.posts[0]!;
    const r = await client.exec<{ _entities: unknown[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on ForumPost { title } ... on ForumTag { name } ... on ForumCategory { categoryName: name } } }`,
      {
        r: [
          { __typename: "ForumPost", id: idSlug(seed) },
          { __typename: "ForumTag", id: "sql" },
          { __typename: "ForumCategory", id: "skill" },
          { __typename: "ForumTag", id: "nope" },
        ],
      },
      { caller: student },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities).toEqual([{ title: seed.title }, { name: "SQL" }, { categoryName: "SKILL" }, null]);
  });
  it("an unsigned request is UNAUTHENTICATED", async () => {
    expect(codeOf(await client.exec(POSTS, {}, { headers: {} }))).toBe("UNAUTHENTICATED");
  });
});

describe("database constraints", () => {
  it("a post's id must be a short id", async () => {
    await expect(
      database.query(`INSERT INTO forum.posts (id, slug, title, author_id) VALUES ('NOT-SHORT', 's', 't', '${studentId}')`),
    ).rejects.toThrow();
  });
  it("a post is filed under a tag at most once", async () => {
    const pt = FORUM_SEED.postTags[0]!;
    await expect(database.query(`INSERT INTO forum.post_tags (post_id, tag_id) VALUES ($1, $2)`, [pt.postId, pt.tagId])).rejects.toThrow();
  });
});
