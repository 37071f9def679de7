/**
 * Forum search (SPEC §5) through the forum subgraph on a real database, with courses and talent faked through
 * ctx.peers: each scope fills only its lists, blank text finds nothing without a statement or a peer call, matching
 * is a case-insensitive substring with LIKE wildcards taken literally, classroom tags stay out of the tags list,
 * classes are only the viewer's (by courses' titles, found before their forum has a post), posts are live, newest
 * first and at most 5 (class posts and hidden ones: classes.test.ts), and people's emails are matched only for
 * talent admins.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { forumTags } from "../../../../drizzle/schema/forum.js";
import { codeOf, demo, fakePeers, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { CLASS_MEMBERSHIPS_QUERY } from "../shared/index.js";
import { PEOPLE_MATCHING_QUERY } from "./service.js";
import { forumSuite } from "../../testing.js";

/** Courses' classMembershipsOf (slug and title), per person id, as the tests set it. */
const classesOf: Record<string, { slug: string; title: string }[]> = {};
/** Talent's people as the fake knows them. */
const people = [
  { id: "6f1c0000-0000-4000-8000-000000000001", name: "Quillon Brightwater", email: "q.bright@example.test" },
  { id: "6f1c0000-0000-4000-8000-000000000002", name: "Ada Quillby", email: "ada@quillon-mail.example.test" },
];
const peers = fakePeers({
  courses: (query, variables) => {
    if (query !== CLASS_MEMBERSHIPS_QUERY) throw new Error(`unexpected courses call: ${query}`);
    return { classMembershipsOf: (classesOf[String(variables.u)] ?? []).map((c) => ({ ...c, role: "STUDENT" })) };
  },
  talent: (query, variables) => {
    if (query !== PEOPLE_MATCHING_QUERY) throw new Error(`unexpected talent call: ${query}`);
    const text = String(variables.s).toLowerCase();
    const found = people.filter((p) => p.name.toLowerCase().includes(text) || (variables.e === true && p.email.includes(text)));
    return { peopleMatching: found.slice(0, Number(variables.n)).map((p) => p.id) };
  },
});
const suite = forumSuite({ peers });
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const SEARCH = /* GraphQL */ `
  query ($text: String!, $scope: ForumSearchScope) {
    forumSearch(text: $text, scope: $scope) {
      text
      scope
      tags {
        id
        name
      }
      classes {
        id
        name
      }
      posts {
        id
        title
      }
      people {
        id
      }
    }
  }
`;
interface SearchData {
  forumSearch: {
    text: string;
    scope: string;
    tags: { id: string; name: string }[];
    classes: { id: string }[];
    posts: { id: string; title: string }[];
    people: { id: string }[];
  };
}
const search = async (caller: Caller, text: string, scope?: string) => {
  const r = await exec<SearchData>(SEARCH, { text, scope }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.forumSearch;
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);

async function addTag(id: string, name: string, categoryId: string) {
  await suite.database.db.insert(forumTags).values({ id, name, categoryId, description: "" });
}
async function post(caller: Caller, title: string): Promise<{ id: string; title: string }> {
  suite.tick();
  const r = await exec<{ createForumPost: { id: string; title: string } }>(
    `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id title } }`,
    { input: { title, description: "Body", tagIds: ["general"] } },
    { caller },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createForumPost;
}

describe("scopes", () => {
  it("ALL fills every list; TAG, CLASS and POST only their own, asking no peer outside the scope", async () => {
    const viewer = person();
    await addTag("kestrel-tips", "Kestrel Tips", "skill");
    await addTag("kestrel-class", "Kestrel Class", "classroom");
    classesOf[viewer.viewer.id] = [{ slug: "kestrel-class", title: "Kestrel Class" }];
    people.push({ id: "6f1c0000-0000-4000-8000-0000000000a1", name: "Kestrel Amani", email: "ka@example.test" });
    const written = await post(viewer, "Kestrel deployment notes");

    const all = await search(viewer, "kestrel");
    expect(all).toMatchObject({ text: "kestrel", scope: "ALL" });
    expect(ids(all.tags)).toEqual(["kestrel-tips"]);
    expect(ids(all.classes)).toEqual(["kestrel-class"]);
    expect(ids(all.posts)).toEqual([written.id]);
    expect(ids(all.people)).toEqual(["6f1c0000-0000-4000-8000-0000000000a1"]);

    for (const [scope, list] of [
      ["TAG", "tags"],
      ["CLASS", "classes"],
      ["POST", "posts"],
    ] as const) {
      peers.calls.length = 0;
      const r = await search(viewer, "kestrel", scope);
      expect(r.scope).toBe(scope);
      for (const other of ["tags", "classes", "posts", "people"] as const) {
        expect(r[other].length > 0, `${scope} ${other}`).toBe(other === list);
      }
      // Classes are the viewer's, and posts those they may read (class forums included): both ask courses.
      expect(peers.calls.map((c) => c.subgraph)).toEqual(scope === "TAG" ? [] : ["courses"]);
    }
  });

  it("the scope defaults to ALL and the text is trimmed", async () => {
    const r = await search(person(), "  kestrel tips \n");
    expect(r).toMatchObject({ text: "kestrel tips", scope: "ALL" });
    expect(ids(r.tags)).toEqual(["kestrel-tips"]);
  });

  it("each list costs one statement, and lists not selected cost none", async () => {
    const viewer = person();
    classesOf[viewer.viewer.id] = [{ slug: "kestrel-class", title: "Kestrel Class" }];
    const every = await suite.counter.count(() => exec(SEARCH, { text: "kestrel" }, { caller: viewer }));
    expect(every.result.errors).toBeUndefined();
    expect(every.statements).toHaveLength(3); // tags, classes, posts (people are talent's)
    const tagsOnly = await suite.counter.count(() => exec(`{ forumSearch(text: "kestrel") { tags { id } } }`, {}, { caller: viewer }));
    expect(tagsOnly.statements).toHaveLength(1);
  });
});

describe("blank text finds nothing", () => {
  it("every list is empty, without a statement or a peer call", async () => {
    const viewer = person();
    for (const text of ["", "   ", "\n\t"]) {
      peers.calls.length = 0;
      const { result, statements } = await suite.counter.count(() => exec<SearchData>(SEARCH, { text }, { caller: viewer }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.forumSearch).toEqual({ text: "", scope: "ALL", tags: [], classes: [], posts: [], people: [] });
      expect(statements).toEqual([]);
      expect(peers.calls).toEqual([]);
    }
  });
});

describe("matching", () => {
  it("is case-insensitive", async () => {
    for (const text of ["INTERVIEW", "interview", "InTeRvIeW"])
      expect(ids((await search(person(), text, "TAG")).tags)).toEqual(["interview-tips"]);
  });

  it("finds a substring anywhere in the name or title", async () => {
    expect(ids((await search(person(), "analyt", "TAG")).tags)).toEqual(["data-analytics"]);
    expect((await search(person(), "ROWS THAN MY", "POST")).posts.map((p) => p.title)).toEqual([
      "LEFT JOIN returns more rows than my base table. Why?",
    ]);
  });

  it("takes LIKE wildcards literally", async () => {
    await addTag("remote-work", "100% Remote", "career");
    await addTag("snake-case", "snake_case naming", "skill");
    expect(ids((await search(person(), "%", "TAG")).tags)).toEqual(["remote-work"]);
    expect(ids((await search(person(), "0% r", "TAG")).tags)).toEqual(["remote-work"]);
    expect(ids((await search(person(), "_", "TAG")).tags)).toEqual(["snake-case"]);
    expect(ids((await search(person(), "e_c", "TAG")).tags)).toEqual(["snake-case"]);
    expect((await search(person(), "%", "POST")).posts).toEqual([]);
  });
});

describe("tags", () => {
  it("leave classroom tags out, and come by name, at most 10", async () => {
    await addTag("zebu-class", "Zebu Class", "classroom");
    for (let i = 11; i >= 0; i--) await addTag(`zebu-${i}`, `Zebu ${String(i).padStart(2, "0")}`, "general");
    const r = await search(person(), "zebu", "TAG");
    expect(r.tags.map((t) => t.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Zebu ${String(i).padStart(2, "0")}`));
    expect(ids(r.tags)).not.toContain("zebu-class");
  });
});

describe("classes", () => {
  it("are only the viewer's classes (asked of courses), matched by title or slug, by title", async () => {
    await addTag("m1py-2027-02", "Python Evening Cohort", "classroom");
    await addTag("m1py-2027-05", "Python Morning Cohort", "classroom");
    const member = person();
    const other = person();
    classesOf[member.viewer.id] = [
      { slug: "m1py-2027-02", title: "Python Evening Cohort" },
      { slug: "m1sql-2027-02", title: "SQL Evening Cohort" },
    ];
    classesOf[other.viewer.id] = [{ slug: "m1py-2027-05", title: "Python Morning Cohort" }];
    expect(ids((await search(member, "python", "CLASS")).classes)).toEqual(["m1py-2027-02"]);
    expect(ids((await search(member, "2027-02", "CLASS")).classes)).toEqual(["m1py-2027-02", "m1sql-2027-02"]);
    expect(ids((await search(member, "EVENING", "CLASS")).classes)).toEqual(["m1py-2027-02", "m1sql-2027-02"]);
    expect(ids((await search(other, "cohort", "CLASS")).classes)).toEqual(["m1py-2027-05"]);
    expect((await search(person(), "python", "CLASS")).classes).toEqual([]);
    expect(peers.calls.at(-1)).toMatchObject({ subgraph: "courses", query: CLASS_MEMBERSHIPS_QUERY });
  });

  it("a class whose forum has no post yet (so no tag) is found as the tag its first post will make, and nothing is written", async () => {
    const viewer = person();
    classesOf[viewer.viewer.id] = [{ slug: "m1js-2027-09", title: "JavaScript September Cohort" }];
    const r = await exec<{ forumSearch: { classes: unknown[] } }>(
      `{ forumSearch(text: "september", scope: CLASS) { classes { id name description followersCount category { name } } } }`,
      {},
      { caller: viewer },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.forumSearch.classes).toEqual([
      {
        id: "m1js-2027-09",
        name: "JavaScript September Cohort",
        description: "Class forum of JavaScript September Cohort.",
        followersCount: 0,
        category: { name: "CLASSROOM" },
      },
    ]);
    expect(await suite.database.db.select().from(forumTags).where(eq(forumTags.id, "m1js-2027-09"))).toEqual([]);
  });

  it("shows the class's title as courses has it now (a class renamed since its tag was made)", async () => {
    await addTag("m1py-2027-11", "Python November Cohort", "classroom");
    const viewer = person();
    classesOf[viewer.viewer.id] = [{ slug: "m1py-2027-11", title: "Python Late Autumn Cohort" }];
    expect((await search(viewer, "late autumn", "CLASS")).classes).toEqual([{ id: "m1py-2027-11", name: "Python Late Autumn Cohort" }]);
    expect((await search(viewer, "november", "CLASS")).classes).toEqual([]);
  });

  it("a general tag whose slug the viewer's class list names is not a class", async () => {
    const viewer = person();
    classesOf[viewer.viewer.id] = [{ slug: "python", title: "python" }];
    expect((await search(viewer, "python", "CLASS")).classes).toEqual([]);
  });
});

describe("posts", () => {
  it("are live posts, newest first, at most 5", async () => {
    const author = person();
    const written: { id: string; title: string }[] = [];
    for (let i = 1; i <= 7; i++) written.push(await post(author, `Ocelot question number ${i}`));
    const deleted = written.pop()!;
    expect((await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: deleted.id }, { caller: author })).errors).toBeUndefined();
    const r = await search(person(), "ocelot", "POST");
    expect(ids(r.posts)).toEqual(
      written
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
  });
});

describe("people", () => {
  it("are asked of talent with the name only for everyone but talent admins, whose search matches emails too", async () => {
    peers.calls.length = 0;
    const student = await search(demo("STUDENT"), "quillon");
    expect(ids(student.people)).toEqual(["6f1c0000-0000-4000-8000-000000000001"]);
    expect(peers.calls.find((c) => c.subgraph === "talent")!.variables).toEqual({ s: "quillon", e: false, n: 5 });

    for (const caller of [demo("INSTRUCTOR"), demo("COURSE_ADMIN"), demo("JOB_ADMIN")]) {
      peers.calls.length = 0;
      expect(ids((await search(caller, "quillon-mail")).people)).toEqual([]);
      expect(peers.calls.find((c) => c.subgraph === "talent")!.variables).toMatchObject({ e: false });
    }
    peers.calls.length = 0;
    const admin = await search(demo("TALENT_ADMIN"), "quillon-mail");
    expect(ids(admin.people)).toEqual(["6f1c0000-0000-4000-8000-000000000002"]);
    expect(peers.calls.find((c) => c.subgraph === "talent")!.variables).toEqual({ s: "quillon-mail", e: true, n: 5 });
  });
});

describe("refusals", () => {
  it("more than 100 characters is BAD_USER_INPUT on text (100 are fine)", async () => {
    const r = await exec(SEARCH, { text: "a".repeat(101) }, { caller: person() });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty("text");
    expect((await exec(SEARCH, { text: "a".repeat(100) }, { caller: person() })).errors).toBeUndefined();
  });

  it("visitors are UNAUTHENTICATED", async () => {
    expect(codeOf(await exec(SEARCH, { text: "sql" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
});
