/**
 * Forum categories and tags through the forum subgraph on a real database: the categories in SPEC order, each
 * category's sidebar (3) and browser (up to 4) tags in one statement, and following tags — idempotent, with an exact
 * followers count under concurrent followers; CLASSROOM tags are not followed here; visitors are refused.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { forumTagFollows, forumTags } from "../../../../drizzle/schema/forum.js";
import { codeOf, demo, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { FORUM_TAG_SEED } from "./seed-data.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);
const STUDENT = demo("STUDENT");

const CATEGORIES = /* GraphQL */ `
  query ($includeClassroom: Boolean, $limit: Int) {
    forumCategories(includeClassroom: $includeClassroom) {
      id
      name
      description
      tagCount
      tags(limit: $limit) {
        id
        name
        followersCount
        viewerFollows
        category {
          id
          name
          tagCount
        }
      }
    }
  }
`;
interface TagItem {
  id: string;
  name: string;
  followersCount: number;
  viewerFollows: boolean;
}
type CategoriesData = { forumCategories: { id: string; name: string; description: string; tagCount: number; tags: TagItem[] }[] };
const FOLLOW = `mutation($id: ID!) { followForumTag(id: $id) { id followersCount viewerFollows } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowForumTag(id: $id) { id followersCount viewerFollows } }`;
type FollowData = { followForumTag: TagItem };
type UnfollowData = { unfollowForumTag: TagItem };

const categories = (caller: Caller, vars: { includeClassroom?: boolean; limit?: number } = {}) =>
  exec<CategoriesData>(CATEGORIES, vars, { caller });
const tagsOf = async (caller: Caller, name: string, limit?: number) =>
  (await categories(caller, { limit, includeClassroom: true })).data!.forumCategories.find((c) => c.name === name)!.tags;
/** What the database says: the stored count and the follow rows of a tag. */
async function stored(tagId: string) {
  const db = suite.database.db;
  const [tag] = await db.select({ n: forumTags.followersCount }).from(forumTags).where(eq(forumTags.id, tagId));
  const [rows] = await db.select({ n: count() }).from(forumTagFollows).where(eq(forumTagFollows.tagId, tagId));
  return { count: tag!.n, rows: rows!.n };
}

describe("forumCategories", () => {
  it("lists GENERAL, SKILL and CAREER in SPEC order with descriptions and tag counts", async () => {
    const r = await categories(STUDENT);
    expect(r.errors).toBeUndefined();
    const list = r.data!.forumCategories;
    expect(list.map((c) => c.name)).toEqual(["GENERAL", "SKILL", "CAREER"]);
    for (const c of list) {
      expect(c.description).toBe(FORUM_TAG_SEED.categories.find((s) => s.name === c.name)!.description);
      expect(c.tagCount).toBe(FORUM_TAG_SEED.tags.filter((t) => t.categoryId === c.id).length);
    }
  });
  it("adds CLASSROOM last when asked for", async () => {
    const r = await categories(STUDENT, { includeClassroom: true });
    expect(r.data!.forumCategories.map((c) => c.name)).toEqual(["GENERAL", "SKILL", "CAREER", "CLASSROOM"]);
  });
  it("is UNAUTHENTICATED for visitors", async () => {
    const r = await categories(visitor());
    expect(codeOf(r)).toBe("UNAUTHENTICATED");
    expect(r.data).toBeNull();
  });
});

describe("ForumCategory.tags: 3 in the sidebar, up to 4 in the browser", () => {
  it("gives 3 tags per category by default and 4 when asked", async () => {
    const three = (await categories(STUDENT)).data!.forumCategories;
    expect(three.map((c) => c.tags.length)).toEqual([3, 3, 3]);
    const four = (await categories(STUDENT, { limit: 4 })).data!.forumCategories;
    expect(four.map((c) => c.tags.length)).toEqual([4, 4, 4]);
    for (const c of four) expect(c.tags.every((t) => FORUM_TAG_SEED.tags.find((s) => s.id === t.id)!.categoryId === c.id)).toBe(true);
  });
  it("refuses more than 4 and fewer than 1 (BAD_USER_INPUT)", async () => {
    for (const limit of [5, 0]) {
      const r = await categories(STUDENT, { limit });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(r.errors![0]!.extensions!.fields).toHaveProperty("limit");
    }
  });
  it("ranks the most followed first, then by name (seeded follows: SQL 2, Data Analytics and Python 1 each)", async () => {
    const someone = person();
    expect((await tagsOf(someone, "SKILL")).map((t) => t.id)).toEqual(["sql", "data-analytics", "python"]);
    expect((await tagsOf(someone, "GENERAL", 4)).map((t) => t.name)).toEqual([
      "Events & Meetups",
      "General",
      "Introductions",
      "Study Groups",
    ]);
  });
  it("puts the tags the viewer follows first", async () => {
    const someone = person();
    expect(codeOf(await exec(FOLLOW, { id: "ui-ux" }, { caller: someone }))).toBeUndefined();
    const skill = await tagsOf(someone, "SKILL");
    expect(skill.map((t) => [t.id, t.viewerFollows])).toEqual([
      ["ui-ux", true],
      ["sql", false],
      ["data-analytics", false],
    ]);
    // The demo student follows SQL and Data Analytics: those lead, then Python (1 follower) before UI/UX (1, by name).
    expect((await tagsOf(STUDENT, "SKILL", 4)).map((t) => [t.id, t.viewerFollows])).toEqual([
      ["sql", true],
      ["data-analytics", true],
      ["python", false],
      ["ui-ux", false],
    ]);
    await exec(UNFOLLOW, { id: "ui-ux" }, { caller: someone });
  });
  it("costs the same statements for 3 or 4 categories and 1 or 4 tags each (no N+1)", async () => {
    const small = await suite.counter.count(() => categories(STUDENT, { limit: 1 }));
    const large = await suite.counter.count(() => categories(STUDENT, { limit: 4, includeClassroom: true }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    // 4 tags in each of GENERAL, SKILL and CAREER; CLASSROOM has 3 (one per class courses seeds)
    expect(large.result.data!.forumCategories.flatMap((c) => c.tags).length).toBe(15);
    expect(large.statements.length).toBe(small.statements.length);
    // categories, their tags, tag counts, the viewer's follows
    expect(large.statements.length).toBe(4);
  });
});

describe("followForumTag / unfollowForumTag", () => {
  it("follows once however often asked, and unfollows once", async () => {
    const someone = person();
    const before = await stored("javascript");
    const first = await exec<FollowData>(FOLLOW, { id: "javascript" }, { caller: someone });
    expect(first.errors).toBeUndefined();
    expect(first.data!.followForumTag).toEqual({ id: "javascript", followersCount: before.count + 1, viewerFollows: true });
    const again = await exec<FollowData>(FOLLOW, { id: "javascript" }, { caller: someone });
    expect(again.data!.followForumTag).toEqual({ id: "javascript", followersCount: before.count + 1, viewerFollows: true });
    expect(await stored("javascript")).toEqual({ count: before.count + 1, rows: before.rows + 1 });

    const off = await exec<UnfollowData>(UNFOLLOW, { id: "javascript" }, { caller: someone });
    expect(off.data!.unfollowForumTag).toEqual({ id: "javascript", followersCount: before.count, viewerFollows: false });
    const offAgain = await exec<UnfollowData>(UNFOLLOW, { id: "javascript" }, { caller: someone });
    expect(offAgain.data!.unfollowForumTag).toEqual({ id: "javascript", followersCount: before.count, viewerFollows: false });
    expect(await stored("javascript")).toEqual(before);
  });
  it("shows the follow in the tag list for the follower only", async () => {
    const someone = person();
    await exec(FOLLOW, { id: "resume" }, { caller: someone });
    const LIST = `query($c: ForumCategoryName) { forumTags(category: $c) { items { id viewerFollows followersCount } } }`;
    type ListData = { forumTags: { items: TagItem[] } };
    const mine = (await exec<ListData>(LIST, { c: "CAREER" }, { caller: someone })).data!.forumTags.items.find((t) => t.id === "resume")!;
    const theirs = (await exec<ListData>(LIST, { c: "CAREER" }, { caller: person() })).data!.forumTags.items.find(
      (t) => t.id === "resume",
    )!;
    expect(mine.viewerFollows).toBe(true);
    expect(theirs.viewerFollows).toBe(false);
    expect(theirs.followersCount).toBe(mine.followersCount);
  });
  it("keeps the count exact with 25 people following at once and one of them asking twice", async () => {
    const before = await stored("introductions");
    const people = Array.from({ length: 25 }, () => person());
    const results = await Promise.all(
      [...people, people[0]!].map((caller) => exec<FollowData>(FOLLOW, { id: "introductions" }, { caller })),
    );
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    expect(await stored("introductions")).toEqual({ count: before.count + 25, rows: before.rows + 25 });
    await Promise.all(people.slice(0, 10).map((caller) => exec(UNFOLLOW, { id: "introductions" }, { caller })));
    expect(await stored("introductions")).toEqual({ count: before.count + 15, rows: before.rows + 15 });
  });
  it("is NOT_FOUND for an unknown tag", async () => {
    expect(codeOf(await exec(FOLLOW, { id: "no-such-tag" }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UNFOLLOW, { id: "no-such-tag" }, { caller: person() }))).toBe("NOT_FOUND");
  });
  it("is FORBIDDEN for a CLASSROOM tag, and changes nothing", async () => {
    const before = await stored("m1js-open-2026");
    const r = await exec(FOLLOW, { id: "m1js-open-2026" }, { caller: STUDENT });
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(await stored("m1js-open-2026")).toEqual(before);
  });
  it("is UNAUTHENTICATED for visitors, and changes nothing", async () => {
    const before = await stored("sql");
    expect(codeOf(await exec(FOLLOW, { id: "sql" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(UNFOLLOW, { id: "sql" }))).toBe("UNAUTHENTICATED");
    expect(await stored("sql")).toEqual(before);
  });
});
