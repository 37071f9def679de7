/** The class forum mock follows the server's rules (rules/access.ts, schema/forum.graphql), so pages see what the router serves. */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { mockForumPosts } from "./forum";
import { mockForumScope } from "./classes";
import { mayPostInClass } from "@server/forum/modules/classes/rules/classes";
import { talentAdmin, instructor, jobAdmin, loginAs, mei } from "../../../test/session";
import { setSession } from "../../../mocks/session";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; fields?: Record<string, string> } }[];
  };
}
const codeOf = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions.code;

const CLASS = `query($slug: ID!) { forumClass(slug: $slug) { id title viewerRole viewerIsModerator viewerMayAnnounce viewerMayAskSupport } }`;
const TAB = `query($slug: ID!, $tab: ForumClassTab, $page: Int) { forumClass(slug: $slug) { posts(tab: $tab, page: $page) { items { id title isAnnouncement } pageInfo { page pageSize totalCount } } } }`;
const CREATE = `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id title isAnnouncement tags { id } classForum { id title } } }`;
const titles = (r: Awaited<ReturnType<typeof run>>) => (r.data!.forumClass.posts.items as { title: string }[]).map((p) => p.title);

describe("the mock's class memberships in the server's rule of who may post which kind", () => {
  it("lets members and forum admins discuss, moderators announce, and students ask for support", () => {
    const slug = "m1js-open-2026";
    const kinds = ["DISCUSSION", "ANNOUNCEMENT", "SUPPORT"] as const;
    const allowed = (who: { id: string; roles: readonly string[] }) => kinds.filter((k) => mayPostInClass(k, mockForumScope(who), slug));
    expect(allowed(mei)).toEqual(["DISCUSSION", "SUPPORT"]);
    expect(allowed(instructor)).toEqual(["DISCUSSION", "ANNOUNCEMENT"]);
    expect(allowed(talentAdmin)).toEqual(["DISCUSSION", "ANNOUNCEMENT"]);
    expect(allowed(jobAdmin)).toEqual([]);
    // Mei is no member of fcda-2026-10.
    expect(kinds.filter((k) => mayPostInClass(k, mockForumScope(mei), "fcda-2026-10"))).toEqual([]);
  });
});

describe("mock class forums", () => {
  it("tells each reader their part in the class", async () => {
    loginAs(mei);
    expect((await run(CLASS, { slug: "m1js-open-2026" })).data!.forumClass).toEqual({
      id: "m1js-open-2026",
      title: "M1 JavaScript open class 2026",
      viewerRole: "STUDENT",
      viewerIsModerator: false,
      viewerMayAnnounce: false,
      viewerMayAskSupport: true,
    });
    loginAs(instructor);
    expect((await run(CLASS, { slug: "fcda-2026-10" })).data!.forumClass).toMatchObject({
      viewerRole: "INSTRUCTOR",
      viewerIsModerator: true,
      viewerMayAnnounce: true,
      viewerMayAskSupport: false,
    });
    loginAs(talentAdmin);
    expect((await run(CLASS, { slug: "m1js-open-2026" })).data!.forumClass).toMatchObject({
      viewerRole: null,
      viewerIsModerator: true,
      viewerMayAnnounce: true,
      viewerMayAskSupport: false,
    });
  });

  it("is FORBIDDEN outside the class, null for an unknown class, UNAUTHENTICATED for visitors", async () => {
    loginAs(mei);
    expect(codeOf(await run(CLASS, { slug: "fcda-2026-10" }))).toBe("FORBIDDEN");
    loginAs(jobAdmin);
    expect(codeOf(await run(CLASS, { slug: "m1js-open-2026" }))).toBe("FORBIDDEN");
    const unknown = await run(CLASS, { slug: "no-such-class" });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.forumClass).toBeNull();
    setSession(null);
    expect(codeOf(await run(CLASS, { slug: "m1js-open-2026" }))).toBe("UNAUTHENTICATED");
  });

  it("lists the viewer's class forums by title", async () => {
    const mine = async () => ((await run(`{ myForumClasses { id title } }`)).data!.myForumClasses as { id: string }[]).map((c) => c.id);
    loginAs(mei);
    expect(await mine()).toEqual(["m1js-open-2026", "m1sql-2026-05"]);
    loginAs(instructor);
    expect(await mine()).toEqual(["fcda-2026-10", "m1js-open-2026", "m1sql-2026-05"]);
    loginAs(talentAdmin); // forum admins read every class forum but belong to none
    expect(await mine()).toEqual([]);
  });

  it("lists posts by tab: discussions, announcements, pinned and support questions", async () => {
    loginAs(mei);
    const slug = "m1js-open-2026";
    expect(titles(await run(TAB, { slug, tab: "POSTS" }))).toEqual([
      "Study group for the asynchronous JavaScript module?",
      "Welcome to the M1 JavaScript open class forum",
    ]);
    expect(titles(await run(TAB, { slug, tab: "ANNOUNCEMENTS" }))).toEqual(["Lab 3 deadline moved to Friday"]);
    expect(titles(await run(TAB, { slug, tab: "PINNED" }))).toEqual(["Welcome to the M1 JavaScript open class forum"]);
    expect(titles(await run(TAB, { slug, tab: "SUPPORT" }))).toEqual(["My fetch() call logs a pending Promise instead of the data"]);
    expect(titles(await run(TAB, { slug: "m1sql-2026-05", tab: "POSTS" }))).toEqual([]);
  });

  it("pages discussions 6 at a time and announcements 8", async () => {
    loginAs(instructor);
    for (let i = 1; i <= 9; i++) {
      await run(CREATE, { slug: "fcda-2026-10", input: { kind: "ANNOUNCEMENT", title: `Announcement ${i}`, description: "" } });
      await run(CREATE, { slug: "fcda-2026-10", input: { kind: "DISCUSSION", title: `Discussion ${i}`, description: "<p>Text</p>" } });
    }
    const posts = (await run(TAB, { slug: "fcda-2026-10", tab: "POSTS" })).data!.forumClass.posts;
    expect(posts.pageInfo).toEqual({ page: 1, pageSize: 6, totalCount: 9 });
    const announcements = (await run(TAB, { slug: "fcda-2026-10", tab: "ANNOUNCEMENTS", page: 2 })).data!.forumClass.posts;
    expect(announcements.pageInfo).toEqual({ page: 2, pageSize: 8, totalCount: 9 });
    expect(announcements.items).toHaveLength(1);
  });

  it("lists instructors to every reader and students only to moderators, 8 a page in the order they were added", async () => {
    const PEOPLE = `query($slug: ID!, $students: Boolean!) { forumClass(slug: $slug) { moderators { items { displayName } pageInfo { pageSize totalCount } } students @include(if: $students) { items { displayName } pageInfo { pageSize totalCount } } } }`;
    loginAs(mei);
    const asStudent = await run(PEOPLE, { slug: "m1js-open-2026", students: false });
    expect(asStudent.data!.forumClass.moderators).toEqual({
      items: [{ displayName: "Arjun Nair" }],
      pageInfo: { pageSize: 8, totalCount: 1 },
    });
    expect(codeOf(await run(PEOPLE, { slug: "m1js-open-2026", students: true }))).toBe("FORBIDDEN");
    loginAs(instructor);
    const asInstructor = await run(PEOPLE, { slug: "m1js-open-2026", students: true });
    expect(asInstructor.data!.forumClass.students).toEqual({
      items: [{ displayName: "Mei Ling Tan" }, { displayName: "Tai Man Chan" }],
      pageInfo: { pageSize: 8, totalCount: 2 },
    });
  });

  it("posts in a class forum under its tag only, and the kinds each member may post", async () => {
    loginAs(mei);
    const made = await run(CREATE, {
      slug: "m1js-open-2026",
      input: { kind: "SUPPORT", title: "  How do I   debug a failing test? ", description: "It says <script>x</script> `undefined`." },
    });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createForumClassPost).toMatchObject({
      title: "How do I debug a failing test?",
      isAnnouncement: false,
      tags: [{ id: "m1js-open-2026" }],
      classForum: { id: "m1js-open-2026", title: "M1 JavaScript open class 2026" },
    });
    const post = mockForumPosts().find((p) => p.title === "How do I debug a failing test?")!;
    expect(post).toMatchObject({
      classSlug: "m1js-open-2026",
      isSupport: true,
      description: "<p>It says &lt;script&gt;x&lt;/script&gt; <code>undefined</code>.</p>",
    });
    expect(
      codeOf(await run(CREATE, { slug: "m1js-open-2026", input: { kind: "ANNOUNCEMENT", title: "Not mine to say", description: "" } })),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(await run(CREATE, { slug: "fcda-2026-10", input: { kind: "DISCUSSION", title: "Not my class", description: "<p>Hi</p>" } })),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(await run(CREATE, { slug: "no-such-class", input: { kind: "DISCUSSION", title: "Nowhere", description: "<p>Hi</p>" } })),
    ).toBe("NOT_FOUND");
    loginAs(instructor);
    expect(
      codeOf(
        await run(CREATE, {
          slug: "m1js-open-2026",
          input: { kind: "SUPPORT", title: "Instructors answer these", description: "<p>Hi</p>" },
        }),
      ),
    ).toBe("FORBIDDEN");
    loginAs(talentAdmin);
    expect(
      (await run(CREATE, { slug: "m1js-open-2026", input: { kind: "ANNOUNCEMENT", title: "Forum rules updated", description: "" } })).data!
        .createForumClassPost.isAnnouncement,
    ).toBe(true);
  });

  it("answers bad input per field and writes nothing", async () => {
    loginAs(instructor);
    const before = mockForumPosts().length;
    const short = await run(CREATE, { slug: "m1js-open-2026", input: { kind: "DISCUSSION", title: "Hi", description: "" } });
    expect(codeOf(short)).toBe("BAD_USER_INPUT");
    expect(short.errors![0]!.extensions.fields).toEqual({ title: "At least 3 characters.", description: "Write the post's description." });
    const long = await run(CREATE, {
      slug: "m1js-open-2026",
      input: { kind: "DISCUSSION", title: "x".repeat(151), description: "<p>Body</p>" },
    });
    expect(long.errors![0]!.extensions.fields).toEqual({ title: "At most 150 characters." });
    const announcement = await run(CREATE, {
      slug: "m1js-open-2026",
      input: { kind: "ANNOUNCEMENT", title: "Lab 5 is out", description: "<p>Details</p>" },
    });
    expect(announcement.errors![0]!.extensions.fields).toEqual({ description: "An announcement has no description." });
    expect(mockForumPosts()).toHaveLength(before);
  });
});

describe("class posts in the rest of the mock forum", () => {
  const FEED = `{ forumPosts(pageSize: 100) { items { id } } }`;
  const ids = (items: { id: string }[]) => items.map((p) => p.id.slice(0, 8));
  const classPosts = ["h3x8v1ne", "a1n2c3e4", "g2s6t8yb", "s7u3p9qk"];

  it("keeps them out of the general feed, tag feeds and a person's posts, even for members", async () => {
    loginAs(mei);
    const feed = ids((await run(FEED)).data!.forumPosts.items);
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.filter((id) => classPosts.includes(id))).toEqual([]);
    const tagFeed = await run(`{ forumPosts(tagId: "m1js-open-2026") { items { id } } }`);
    expect(tagFeed.data!.forumPosts.items).toEqual([]);
    const person = await run(`query($id: ID!) { user(id: $id) { forumPosts(pageSize: 100) { items { id } } } }`, { id: instructor.id });
    expect(ids(person.data!.user.forumPosts.items).filter((id) => classPosts.includes(id))).toEqual([]);
  });

  it("lets only members and forum admins read one or find it in search", async () => {
    const POST = `{ forumPost(id: "h3x8v1ne") { id classForum { id } } }`;
    const SEARCH = `{ forumSearch(text: "welcome", scope: POST) { posts { id } } }`;
    for (const [who, sees] of [
      [mei, true],
      [instructor, true],
      [talentAdmin, true],
      [jobAdmin, false],
    ] as const) {
      loginAs(who);
      const post = (await run(POST)).data!.forumPost;
      expect(post === null, who.email).toBe(!sees);
      if (sees) expect(post.classForum).toEqual({ id: "m1js-open-2026" });
      expect(ids((await run(SEARCH)).data!.forumSearch.posts), who.email).toEqual(sees ? ["h3x8v1ne"] : []);
    }
    loginAs(jobAdmin);
    const comment = await run(`mutation { createForumComment(postId: "h3x8v1ne", description: "<p>Hi</p>") { id } }`);
    expect(codeOf(comment)).toBe("NOT_FOUND");
  });

  it("finds only the viewer's own classes in the search's classes", async () => {
    const classes = async (text: string) =>
      (
        (await run(`query($t: String!) { forumSearch(text: $t, scope: CLASS) { classes { id } } }`, { t: text })).data!.forumSearch
          .classes as { id: string }[]
      ).map((c) => c.id);
    loginAs(mei);
    expect(await classes("2026")).toEqual(["m1js-open-2026", "m1sql-2026-05"]);
    loginAs(jobAdmin);
    expect(await classes("2026")).toEqual([]);
  });
});
