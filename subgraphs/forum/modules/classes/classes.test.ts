/**
 * Class forums (SPEC §2 `/forum/class-forum/{slug}`, §6, §9 page sizes) through the forum subgraph on a real database,
 * with courses' membership faked from `classes`: who reads a class forum and what each role may do there
 * (member student, instructor, a student of another class, COURSE_ADMIN, TALENT_ADMIN, visitor); writing class posts
 * of each kind (the class's tag made with its first post), refused and bad input changing nothing; the four post tabs
 * and their page sizes; the Instructors and Students lists; class posts kept out of every general list and from
 * non-members everywhere (feed, tag feed, a person's posts, search, look-ups, comments, bookmarks); editing a class
 * post's tags; statements not growing with the page size.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { forumComments, forumPosts, forumTags } from "../../../../drizzle/schema/forum.js";
import { codeOf, demo, fakePeers, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { CLASSES_BY_SLUG_QUERY, shortIdOf } from "../shared/index.js";
import { fakeClassroom, forumSuite, type FakeClass } from "../../testing.js";

/** The classes the fake courses knows (tests add classes and members), and the calls it was asked. */
const classes: FakeClass[] = [];
const peers = fakePeers({ courses: fakeClassroom(classes) });
const suite = forumSuite({ peers });
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);
const COURSE_ADMIN = demo("COURSE_ADMIN");
const TALENT_ADMIN = demo("TALENT_ADMIN");

type Person = ReturnType<typeof person>;
interface TestClass {
  slug: string;
  title: string;
  instructor: Person;
  coInstructor: Person;
  student: Person;
  classmate: Person;
}

let classCount = 0;
/** A class the fake courses knows: two instructors and two students (more students when asked). */
function newClass(extraStudents: Person[] = []): TestClass {
  classCount++;
  const klass = {
    slug: `js-cohort-${classCount}-${randomUUID().slice(0, 6)}`,
    title: `JavaScript cohort ${classCount}`,
    instructor: person("INSTRUCTOR"),
    coInstructor: person("INSTRUCTOR"),
    student: person(),
    classmate: person(),
  };
  classes.push({
    slug: klass.slug,
    title: klass.title,
    members: [
      { userId: klass.instructor.viewer.id, role: "INSTRUCTOR" },
      { userId: klass.student.viewer.id, role: "STUDENT" },
      { userId: klass.coInstructor.viewer.id, role: "INSTRUCTOR" },
      { userId: klass.classmate.viewer.id, role: "STUDENT" },
      ...extraStudents.map((p) => ({ userId: p.viewer.id, role: "STUDENT" as const })),
    ],
  });
  return klass;
}

const CLASS = /* GraphQL */ `
  query ($slug: ID!) {
    forumClass(slug: $slug) {
      id
      title
      viewerRole
      viewerIsModerator
      viewerMayAnnounce
      viewerMayAskSupport
    }
  }
`;
const TAB = /* GraphQL */ `
  query ($slug: ID!, $tab: ForumClassTab, $page: Int, $pageSize: Int) {
    forumClass(slug: $slug) {
      posts(tab: $tab, page: $page, pageSize: $pageSize) {
        items {
          id
        }
        pageInfo {
          page
          pageSize
          hasNextPage
          totalCount
        }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($slug: ID!, $input: ForumClassPostInput!) {
    createForumClassPost(slug: $slug, input: $input) {
      id
      title
      description
      isAnnouncement
      isSupport
      viewerFollows
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
      classForum {
        id
        title
      }
    }
  }
`;
interface Created {
  id: string;
  title: string;
  description: string;
  isAnnouncement: boolean;
  isSupport: boolean;
  viewerFollows: boolean;
  author: { id: string };
  tags: { id: string; name: string; category: { name: string } }[];
  classForum: { id: string; title: string } | null;
}
interface PageOf<T> {
  items: T[];
  pageInfo: { page: number; pageSize: number; hasNextPage: boolean; totalCount: number };
}

type Kind = "DISCUSSION" | "ANNOUNCEMENT" | "SUPPORT";
const inputOf = (kind: Kind, over: Partial<{ title: string; description: string }> = {}) => ({
  kind,
  title:
    kind === "ANNOUNCEMENT" ? "Lab 3 moves to Friday" : kind === "SUPPORT" ? "My fetch call returns undefined" : "Study group on closures?",
  description: kind === "ANNOUNCEMENT" ? "" : "Anyone free on Thursday evening?",
  ...over,
});
const createPost = (caller: Caller, slug: string, kind: Kind, over: Partial<{ title: string; description: string }> = {}) => {
  suite.tick();
  return exec<{ createForumClassPost: Created }>(CREATE, { slug, input: inputOf(kind, over) }, { caller });
};
async function post(caller: Caller, slug: string, kind: Kind = "DISCUSSION", title?: string): Promise<Created> {
  const r = await createPost(caller, slug, kind, title ? { title } : {});
  expect(r.errors).toBeUndefined();
  return r.data!.createForumClassPost;
}
async function tab(caller: Caller, slug: string, vars: { tab?: string; page?: number; pageSize?: number } = {}) {
  const r = await exec<{ forumClass: { posts: PageOf<{ id: string }> } }>(TAB, { slug, ...vars }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.forumClass.posts;
}
const ids = (page: { items: { id: string }[] } | { id: string }[]) => ("items" in page ? page.items : page).map((p) => p.id);
const postCount = async () => (await suite.database.db.select({ n: count() }).from(forumPosts))[0]!.n;
const tagRow = async (id: string) => (await suite.database.db.select().from(forumTags).where(eq(forumTags.id, id)))[0] ?? null;
const setPost = (idSlug: string, set: Partial<typeof forumPosts.$inferInsert>) =>
  suite.database.db
    .update(forumPosts)
    .set(set)
    .where(eq(forumPosts.id, shortIdOf(idSlug)!));

describe("forumClass: who reads a class forum, and what they may do there", () => {
  it("a student of the class: STUDENT, asks support questions, no announcements, no moderation", async () => {
    const k = newClass();
    const r = await exec(CLASS, { slug: k.slug }, { caller: k.student });
    expect(r.errors).toBeUndefined();
    expect(r.data!.forumClass).toEqual({
      id: k.slug,
      title: k.title,
      viewerRole: "STUDENT",
      viewerIsModerator: false,
      viewerMayAnnounce: false,
      viewerMayAskSupport: true,
    });
  });

  it("an instructor of the class: INSTRUCTOR, moderates and announces, asks no support questions", async () => {
    const k = newClass();
    const r = await exec(CLASS, { slug: k.slug }, { caller: k.instructor });
    expect(r.data!.forumClass).toEqual({
      id: k.slug,
      title: k.title,
      viewerRole: "INSTRUCTOR",
      viewerIsModerator: true,
      viewerMayAnnounce: true,
      viewerMayAskSupport: false,
    });
  });

  it("forum admins (COURSE_ADMIN, TALENT_ADMIN) who are not members: no part, moderate and announce; the title is asked of courses", async () => {
    const k = newClass();
    for (const admin of [COURSE_ADMIN, TALENT_ADMIN]) {
      const r = await exec(CLASS, { slug: k.slug }, { caller: admin });
      expect(r.errors).toBeUndefined();
      expect(r.data!.forumClass).toEqual({
        id: k.slug,
        title: k.title,
        viewerRole: null,
        viewerIsModerator: true,
        viewerMayAnnounce: true,
        viewerMayAskSupport: false,
      });
    }
  });

  it("a student of another class, and an INSTRUCTOR of another class, are FORBIDDEN with a clear message", async () => {
    const k = newClass();
    const other = newClass();
    for (const caller of [other.student, other.instructor, person()]) {
      const r = await exec(CLASS, { slug: k.slug }, { caller });
      expect(codeOf(r)).toBe("FORBIDDEN");
      expect(r.errors![0]!.message).toMatch(/class's students and instructors/);
      expect(r.data?.forumClass ?? null).toBeNull();
    }
  });

  it("an unknown class is null (for anyone, forum admins included)", async () => {
    const k = newClass();
    for (const caller of [k.student, COURSE_ADMIN, person()]) {
      const r = await exec(CLASS, { slug: "no-such-class" }, { caller });
      expect(r.errors).toBeUndefined();
      expect(r.data!.forumClass).toBeNull();
    }
    expect((await exec(CLASS, { slug: "x".repeat(300) }, { caller: COURSE_ADMIN })).data!.forumClass).toBeNull();
  });

  it("visitors are UNAUTHENTICATED", async () => {
    const k = newClass();
    expect(codeOf(await exec(CLASS, { slug: k.slug }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(`{ myForumClasses { id } }`, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });

  it("myForumClasses: the viewer's classes (student or instructor) by title; none for others", async () => {
    const teacher = person("INSTRUCTOR");
    const learner = person();
    classes.push(
      { slug: `zz-${randomUUID().slice(0, 6)}`, title: "Beta SQL cohort", members: [{ userId: teacher.viewer.id, role: "INSTRUCTOR" }] },
      {
        slug: `aa-${randomUUID().slice(0, 6)}`,
        title: "Gamma Python cohort",
        members: [
          { userId: teacher.viewer.id, role: "STUDENT" },
          { userId: learner.viewer.id, role: "STUDENT" },
        ],
      },
      {
        slug: `mm-${randomUUID().slice(0, 6)}`,
        title: "Alpha JavaScript cohort",
        members: [{ userId: teacher.viewer.id, role: "INSTRUCTOR" }],
      },
    );
    const mine = async (caller: Caller) =>
      (await exec<{ myForumClasses: { title: string; viewerRole: string }[] }>(`{ myForumClasses { title viewerRole } }`, {}, { caller }))
        .data!.myForumClasses;
    expect(await mine(teacher)).toEqual([
      { title: "Alpha JavaScript cohort", viewerRole: "INSTRUCTOR" },
      { title: "Beta SQL cohort", viewerRole: "INSTRUCTOR" },
      { title: "Gamma Python cohort", viewerRole: "STUDENT" },
    ]);
    expect(await mine(learner)).toEqual([{ title: "Gamma Python cohort", viewerRole: "STUDENT" }]);
    expect(await mine(COURSE_ADMIN)).toEqual([]);
  });
});

describe("createForumClassPost", () => {
  it("a member's discussion post: filed under the class's CLASSROOM tag only (made with the first post), followed by its author", async () => {
    const k = newClass();
    expect(await tagRow(k.slug)).toBeNull();
    const created = await post(k.student, k.slug, "DISCUSSION", "Study group on closures?");
    expect(created).toMatchObject({
      title: "Study group on closures?",
      description: "<p>Anyone free on Thursday evening?</p>",
      isAnnouncement: false,
      isSupport: false,
      viewerFollows: true,
      author: { id: k.student.viewer.id },
      tags: [{ id: k.slug, name: k.title, category: { name: "CLASSROOM" } }],
      classForum: { id: k.slug, title: k.title },
    });
    expect(await tagRow(k.slug)).toMatchObject({
      id: k.slug,
      name: k.title,
      categoryId: "classroom",
      description: `Class forum of ${k.title}.`,
      followersCount: 0,
    });
    const [row] = await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(created.id)!));
    expect(row!.classSlug).toBe(k.slug);
    // The second post reuses the tag.
    await post(k.classmate, k.slug);
    expect((await suite.database.db.select({ n: count() }).from(forumTags).where(eq(forumTags.id, k.slug)))[0]!.n).toBe(1);
  });

  it("an announcement by an instructor (empty description) and a support question by a student", async () => {
    const k = newClass();
    const announcement = await post(k.instructor, k.slug, "ANNOUNCEMENT");
    expect(announcement).toMatchObject({ isAnnouncement: true, isSupport: false, description: "" });
    const question = await post(k.student, k.slug, "SUPPORT");
    expect(question).toMatchObject({ isAnnouncement: false, isSupport: true });
  });

  it("who may post which kind: refused ones are FORBIDDEN and write nothing", async () => {
    const k = newClass();
    const other = newClass();
    const allowed: [string, Caller, Kind][] = [
      ["student discussion", k.student, "DISCUSSION"],
      ["student support", k.student, "SUPPORT"],
      ["instructor discussion", k.instructor, "DISCUSSION"],
      ["instructor announcement", k.coInstructor, "ANNOUNCEMENT"],
      ["course admin discussion", COURSE_ADMIN, "DISCUSSION"],
      ["talent admin announcement", TALENT_ADMIN, "ANNOUNCEMENT"],
    ];
    for (const [what, caller, kind] of allowed) expect((await createPost(caller, k.slug, kind)).errors, what).toBeUndefined();
    const refused: [string, Caller, Kind, RegExp][] = [
      ["student announcement", k.student, "ANNOUNCEMENT", /instructors and forum admins/],
      ["instructor support", k.instructor, "SUPPORT", /students/],
      ["course admin support", COURSE_ADMIN, "SUPPORT", /students/],
      ["other class's student", other.student, "DISCUSSION", /members and forum admins/],
      ["other class's instructor announcement", other.instructor, "ANNOUNCEMENT", /instructors and forum admins/],
      ["other class's student support", other.student, "SUPPORT", /students/],
    ];
    const before = await postCount();
    for (const [what, caller, kind, message] of refused) {
      const r = await createPost(caller, k.slug, kind);
      expect(codeOf(r), what).toBe("FORBIDDEN");
      expect(r.errors![0]!.message, what).toMatch(message);
    }
    expect(await postCount()).toBe(before);
    expect(codeOf(await createPost(visitor(), k.slug, "DISCUSSION"))).toBe("UNAUTHENTICATED");
  });

  it("an unknown class is NOT_FOUND (even for forum admins), and no tag is made", async () => {
    const before = await postCount();
    for (const caller of [COURSE_ADMIN, person()])
      expect(codeOf(await createPost(caller, "no-such-class", "DISCUSSION"))).toBe("NOT_FOUND");
    expect(await postCount()).toBe(before);
    expect(await tagRow("no-such-class")).toBeNull();
  });

  it("bad input is BAD_USER_INPUT per field and changes nothing (not even the class's tag)", async () => {
    const k = newClass();
    const before = await postCount();
    const cases: [Kind, Partial<{ title: string; description: string }>, string][] = [
      ["DISCUSSION", { title: "" }, "title"],
      ["DISCUSSION", { title: "<b> </b>" }, "title"],
      ["DISCUSSION", { title: "x".repeat(151) }, "title"],
      ["DISCUSSION", { description: "" }, "description"],
      ["SUPPORT", { description: " " }, "description"],
      ["ANNOUNCEMENT", { description: "Details inside." }, "description"],
    ];
    for (const [kind, over, field] of cases) {
      const caller = kind === "ANNOUNCEMENT" ? k.instructor : k.student;
      const r = await createPost(caller, k.slug, kind, over);
      expect(codeOf(r), `${kind} ${JSON.stringify(over).slice(0, 40)}`).toBe("BAD_USER_INPUT");
      expect(Object.keys(fieldsOf(r) ?? {})).toContain(field);
    }
    // A kind that does not exist never reaches the service.
    const wrongKind = await exec(CREATE, { slug: k.slug, input: { ...inputOf("DISCUSSION"), kind: "NEWS" } }, { caller: k.student });
    expect(codeOf(wrongKind)).toBe("BAD_USER_INPUT");
    expect(await postCount()).toBe(before);
    expect(await tagRow(k.slug)).toBeNull();
  });

  it("a slug taken by a general tag is CONFLICT (its posts would show in the general lists) and writes nothing", async () => {
    const taken = { slug: "sql", title: "SQL class", members: [{ userId: randomUUID(), role: "STUDENT" as const }] };
    classes.push(taken);
    const before = await postCount();
    expect(codeOf(await createPost(COURSE_ADMIN, "sql", "DISCUSSION"))).toBe("CONFLICT");
    expect(await postCount()).toBe(before);
    classes.splice(classes.indexOf(taken), 1);
  });
});

describe("the post tabs", () => {
  it("Posts, Announcements and Support list their kind, newest first, 6 a page (announcements 8)", async () => {
    const k = newClass();
    const discussions: string[] = [];
    const announcements: string[] = [];
    const support: string[] = [];
    for (let i = 0; i < 7; i++)
      discussions.push((await post(i % 2 ? k.student : k.instructor, k.slug, "DISCUSSION", `Discussion ${i}`)).id);
    for (let i = 0; i < 9; i++) announcements.push((await post(k.instructor, k.slug, "ANNOUNCEMENT", `Announcement ${i}`)).id);
    for (let i = 0; i < 2; i++) support.push((await post(k.classmate, k.slug, "SUPPORT", `Question ${i}`)).id);
    const newest = (list: string[]) => [...list].reverse();

    const posts = await tab(k.student, k.slug);
    expect(ids(posts)).toEqual(newest(discussions).slice(0, 6));
    expect(posts.pageInfo).toEqual({ page: 1, pageSize: 6, hasNextPage: true, totalCount: 7 });
    expect(ids(await tab(k.student, k.slug, { tab: "POSTS", page: 2 }))).toEqual(newest(discussions).slice(6));

    const ann = await tab(k.student, k.slug, { tab: "ANNOUNCEMENTS" });
    expect(ids(ann)).toEqual(newest(announcements).slice(0, 8));
    expect(ann.pageInfo).toEqual({ page: 1, pageSize: 8, hasNextPage: true, totalCount: 9 });

    const sup = await tab(k.instructor, k.slug, { tab: "SUPPORT" });
    expect(ids(sup)).toEqual(newest(support));
    expect(sup.pageInfo).toEqual({ page: 1, pageSize: 6, hasNextPage: false, totalCount: 2 });

    // Only this class's posts.
    const other = newClass();
    await post(other.student, other.slug);
    expect((await tab(k.student, k.slug)).pageInfo.totalCount).toBe(7);
    expect(codeOf(await exec(TAB, { slug: k.slug, pageSize: 101 }, { caller: k.student }))).toBe("BAD_USER_INPUT");
  });

  it("Pinned lists pinned posts of any kind, most recently pinned first", async () => {
    const k = newClass();
    const a = await post(k.student, k.slug, "DISCUSSION", "Pinned first");
    const b = await post(k.instructor, k.slug, "ANNOUNCEMENT", "Pinned second");
    const c = await post(k.student, k.slug, "SUPPORT", "Pinned last");
    await post(k.student, k.slug, "DISCUSSION", "Not pinned");
    // Pinning is moderation's mutation; here the rows are set as it sets them.
    await setPost(c.id, { isPinned: true, pinnedAt: new Date("2027-02-01T00:00:00Z") });
    await setPost(a.id, { isPinned: true, pinnedAt: new Date("2027-02-03T00:00:00Z") });
    await setPost(b.id, { isPinned: true, pinnedAt: new Date("2027-02-02T00:00:00Z") });
    const pinned = await tab(k.student, k.slug, { tab: "PINNED" });
    expect(ids(pinned)).toEqual([a.id, b.id, c.id]);
    expect(pinned.pageInfo.pageSize).toBe(6);
  });

  it("hidden and reported posts only for their authors and the class's moderators; deleted ones for nobody", async () => {
    const k = newClass();
    const shown = await post(k.classmate, k.slug, "DISCUSSION", "Shown post");
    const hidden = await post(k.classmate, k.slug, "DISCUSSION", "Hidden post");
    const reported = await post(k.classmate, k.slug, "DISCUSSION", "Reported post");
    const deleted = await post(k.classmate, k.slug, "DISCUSSION", "Deleted post");
    await setPost(hidden.id, { isHidden: true });
    await setPost(reported.id, { underReview: true });
    await setPost(deleted.id, { deletedAt: suite.now, deletedBy: k.classmate.viewer.id });
    expect(ids(await tab(k.student, k.slug))).toEqual([shown.id]);
    for (const caller of [k.classmate, k.instructor, COURSE_ADMIN])
      expect(ids(await tab(caller, k.slug)), caller.viewer!.id).toEqual([reported.id, hidden.id, shown.id]);
  });

  it("a page of 6 costs the statements a page of 2 does (no N+1)", async () => {
    const k = newClass();
    for (let i = 0; i < 6; i++) await post(i % 2 ? k.student : k.classmate, k.slug, "DISCUSSION", `Statement count ${i}`);
    const FULL = `query($slug: ID!, $pageSize: Int) { forumClass(slug: $slug) { title posts(pageSize: $pageSize) { items { id title author { id } tags { id name } classForum { id title } commentCount upvoteCount voteValue viewerFollows isBookmarked } pageInfo { totalCount } } } }`;
    const small = await suite.counter.count(() =>
      exec<{ forumClass: { posts: PageOf<unknown> } }>(FULL, { slug: k.slug, pageSize: 2 }, { caller: k.student }),
    );
    const large = await suite.counter.count(() =>
      exec<{ forumClass: { posts: PageOf<unknown> } }>(FULL, { slug: k.slug, pageSize: 6 }, { caller: k.student }),
    );
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.forumClass.posts.items).toHaveLength(6);
    // A last page knows its total without a count, so the larger page may cost one statement less, never more.
    expect(large.statements.length).toBeLessThanOrEqual(small.statements.length);
  });
});

describe("the people lists", () => {
  const PEOPLE = /* GraphQL */ `
    query ($slug: ID!, $page: Int) {
      forumClass(slug: $slug) {
        moderators {
          items {
            id
          }
          pageInfo {
            page
            pageSize
            hasNextPage
            totalCount
          }
        }
        students(page: $page) {
          items {
            id
          }
          pageInfo {
            page
            pageSize
            hasNextPage
            totalCount
          }
        }
      }
    }
  `;
  const MODERATORS = `query($slug: ID!) { forumClass(slug: $slug) { moderators { items { id } pageInfo { pageSize totalCount } } } }`;

  it("Instructors for every reader; Students (8 a page, in the order courses added them) for moderators", async () => {
    const more = Array.from({ length: 8 }, () => person());
    const k = newClass(more);
    const studentIds = [k.student, k.classmate, ...more].map((p) => p.viewer.id);
    for (const caller of [k.instructor, COURSE_ADMIN]) {
      const r = await exec<{ forumClass: { moderators: PageOf<{ id: string }>; students: PageOf<{ id: string }> } }>(
        PEOPLE,
        { slug: k.slug },
        { caller },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.forumClass.moderators).toEqual({
        items: [{ id: k.instructor.viewer.id }, { id: k.coInstructor.viewer.id }],
        pageInfo: { page: 1, pageSize: 8, hasNextPage: false, totalCount: 2 },
      });
      expect(r.data!.forumClass.students).toEqual({
        items: studentIds.slice(0, 8).map((id) => ({ id })),
        pageInfo: { page: 1, pageSize: 8, hasNextPage: true, totalCount: 10 },
      });
    }
    const second = await exec<{ forumClass: { students: PageOf<{ id: string }> } }>(
      PEOPLE,
      { slug: k.slug, page: 2 },
      { caller: k.coInstructor },
    );
    expect(second.data!.forumClass.students).toEqual({
      items: studentIds.slice(8).map((id) => ({ id })),
      pageInfo: { page: 2, pageSize: 8, hasNextPage: false, totalCount: 10 },
    });
  });

  it("students may list the instructors but not the students (FORBIDDEN)", async () => {
    const k = newClass();
    const mods = await exec<{ forumClass: { moderators: { items: { id: string }[] } } }>(
      MODERATORS,
      { slug: k.slug },
      { caller: k.student },
    );
    expect(mods.data!.forumClass.moderators.items).toHaveLength(2);
    const r = await exec(PEOPLE, { slug: k.slug }, { caller: k.student });
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(r.errors![0]!.message).toMatch(/instructors and forum admins may list its students/);
  });
});

describe("class posts stay in their class forum", () => {
  const FEED = `query($tagId: ID) { forumPosts(tagId: $tagId, pageSize: 100) { items { id } } }`;
  const POST = `query($id: ID!) { forumPost(id: $id) { id classForum { id title } } }`;
  const SEARCH = `query($text: String!) { forumSearch(text: $text, scope: POST) { posts { id } } }`;
  const PERSON_POSTS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { forumPosts(pageSize: 100) { items { id } } } } }`;

  it("not in the general feed, the tag feed or a person's posts (for members and forum admins alike)", async () => {
    const k = newClass();
    const created = await post(k.student, k.slug, "DISCUSSION", "Quokka closures in the class forum");
    for (const caller of [k.student, k.instructor, COURSE_ADMIN]) {
      expect(ids((await exec<{ forumPosts: { items: { id: string }[] } }>(FEED, {}, { caller })).data!.forumPosts)).not.toContain(
        created.id,
      );
      expect((await exec<{ forumPosts: { items: unknown[] } }>(FEED, { tagId: k.slug }, { caller })).data!.forumPosts.items).toEqual([]);
      const theirs = await exec<{ _entities: { forumPosts: { items: { id: string }[] } }[] }>(
        PERSON_POSTS,
        { r: [{ __typename: "User", id: k.student.viewer.id }] },
        { caller },
      );
      expect(ids(theirs.data!._entities[0]!.forumPosts)).not.toContain(created.id);
    }
  });

  it("found by id and by search for its readers only; non-members get null, NOT_FOUND and nothing", async () => {
    const k = newClass();
    const other = newClass();
    const created = await post(k.student, k.slug, "DISCUSSION", "Wombat closures in the class forum");
    const search = async (caller: Caller) =>
      ids(
        (await exec<{ forumSearch: { posts: { id: string }[] } }>(SEARCH, { text: "wombat closures" }, { caller })).data!.forumSearch.posts,
      );
    for (const caller of [k.classmate, k.instructor, TALENT_ADMIN]) {
      expect((await exec<{ forumPost: unknown }>(POST, { id: created.id }, { caller })).data!.forumPost).toEqual({
        id: created.id,
        classForum: { id: k.slug, title: k.title },
      });
      expect(await search(caller)).toEqual([created.id]);
    }
    for (const caller of [other.student, other.instructor, person()]) {
      expect((await exec<{ forumPost: unknown }>(POST, { id: created.id }, { caller })).data!.forumPost).toBeNull();
      expect(await search(caller)).toEqual([]);
      for (const mutation of [
        `mutation($id: ID!) { createForumComment(postId: $id, description: "Let me in.") { id } }`,
        `mutation($id: ID!) { voteForumPost(id: $id, value: UP) { id } }`,
        `mutation($id: ID!) { bookmarkForumPost(id: $id) { id } }`,
      ]) {
        expect(codeOf(await exec(mutation, { id: created.id }, { caller })), mutation).toBe("NOT_FOUND");
      }
    }
    // A hidden class post is not found by the class's other students either.
    await setPost(created.id, { isHidden: true });
    expect(await search(k.classmate)).toEqual([]);
    expect(await search(k.student)).toEqual([created.id]);
    expect(await search(k.instructor)).toEqual([created.id]);
  });

  it("classForum: the viewer's class title for members, the class's tag name for forum admins outside it, null for general posts", async () => {
    const k = newClass();
    const created = await post(k.student, k.slug);
    // Courses renames the class: members see the new title at once; a forum admin outside it sees the tag's name.
    classes.find((c) => c.slug === k.slug)!.title = "Renamed cohort";
    const classForumOf = async (caller: Caller, id: string) =>
      (await exec<{ forumPost: { classForum: unknown } }>(POST, { id }, { caller })).data!.forumPost.classForum;
    expect(await classForumOf(k.student, created.id)).toEqual({ id: k.slug, title: "Renamed cohort" });
    expect(await classForumOf(COURSE_ADMIN, created.id)).toEqual({ id: k.slug, title: k.title });
    const general = await suite.newPost(k.student);
    expect(await classForumOf(k.student, general)).toBeNull();
  });

  it("bookmarks of a class post and its comments leave the lists of someone no longer in the class", async () => {
    const leaver = person();
    const k = newClass([leaver]);
    const created = await post(k.student, k.slug, "DISCUSSION", "Bookmark me");
    const comment = await suite.comment(k.instructor, created.id);
    for (const mutation of [
      `mutation($id: ID!) { bookmarkForumPost(id: $id) { id } }`,
      `mutation($id: ID!) { bookmarkForumComment(id: $id) { id } }`,
    ]) {
      const id = mutation.includes("Comment") ? comment : created.id;
      expect((await exec(mutation, { id }, { caller: leaver })).errors).toBeUndefined();
    }
    const LISTS = `{ forumBookmarkedPosts { items { id } pageInfo { totalCount } } forumBookmarkedComments { items { id } pageInfo { totalCount } } }`;
    type Lists = { forumBookmarkedPosts: PageOf<{ id: string }>; forumBookmarkedComments: PageOf<{ id: string }> };
    const before = (await exec<Lists>(LISTS, {}, { caller: leaver })).data!;
    expect(ids(before.forumBookmarkedPosts)).toEqual([created.id]);
    expect(ids(before.forumBookmarkedComments)).toEqual([comment]);
    // Courses removes them from the class.
    const members = classes.find((c) => c.slug === k.slug)!.members;
    members.splice(
      members.findIndex((m) => m.userId === leaver.viewer.id),
      1,
    );
    const after = await exec<Lists>(LISTS, {}, { caller: leaver });
    expect(after.errors).toBeUndefined();
    expect(after.data!.forumBookmarkedPosts).toEqual({ items: [], pageInfo: { totalCount: 0 } });
    expect(after.data!.forumBookmarkedComments).toEqual({ items: [], pageInfo: { totalCount: 0 } });
  });

  it("a bookmarked comment hidden since leaves the list of others, not its author's or the class moderators'", async () => {
    const k = newClass();
    const created = await post(k.student, k.slug, "DISCUSSION", "Comment bookmarks");
    const comment = await suite.comment(k.classmate, created.id);
    for (const caller of [k.student, k.classmate, k.instructor]) {
      expect(
        (await exec(`mutation($id: ID!) { bookmarkForumComment(id: $id) { id } }`, { id: comment }, { caller })).errors,
      ).toBeUndefined();
    }
    // Hiding is moderation's mutation; here the row is set as it sets it.
    await suite.database.db
      .update(forumComments)
      .set({ isHidden: true })
      .where(eq(forumComments.id, shortIdOf(comment)!));
    const listed = async (caller: Caller) =>
      ids(
        (await exec<{ forumBookmarkedComments: PageOf<{ id: string }> }>(`{ forumBookmarkedComments { items { id } } }`, {}, { caller }))
          .data!.forumBookmarkedComments,
      );
    expect(await listed(k.student)).toEqual([]);
    expect(await listed(k.classmate)).toEqual([comment]);
    expect(await listed(k.instructor)).toEqual([comment]);
  });

  it("the author's history lists their own class posts", async () => {
    const k = newClass();
    const discussion = await post(k.student, k.slug, "DISCUSSION", "History of mine");
    const announcement = await post(k.instructor, k.slug, "ANNOUNCEMENT");
    const mine = async (caller: Caller, announcements: boolean) =>
      ids(
        (
          await exec<{ myForumPosts: PageOf<{ id: string }> }>(
            `query($a: Boolean) { myForumPosts(announcements: $a) { items { id } } }`,
            { a: announcements },
            { caller },
          )
        ).data!.myForumPosts,
      );
    expect((await mine(k.student, false))[0]).toBe(discussion.id);
    expect(await mine(k.instructor, true)).toEqual([announcement.id]);
  });
});

describe("editing a class post", () => {
  const UPDATE = `mutation($id: ID!, $input: ForumPostInput!) { updateForumPost(id: $id, input: $input) { id title description tags { id } classForum { id } } }`;

  it("keeps exactly its class's tag: another tag, one more or none is BAD_USER_INPUT on tagIds and changes nothing", async () => {
    const k = newClass();
    const other = newClass();
    await post(other.student, other.slug); // the other class's tag exists
    const created = await post(k.student, k.slug, "DISCUSSION", "Editable class post");
    const ok = await exec<{ updateForumPost: unknown }>(
      UPDATE,
      { id: created.id, input: { title: "Edited class post", description: "Edited.", tagIds: [k.slug] } },
      { caller: k.student },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateForumPost).toMatchObject({ title: "Edited class post", tags: [{ id: k.slug }], classForum: { id: k.slug } });
    const [before] = await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(created.id)!));
    for (const tagIds of [["sql"], [k.slug, "sql"], [other.slug], []]) {
      const r = await exec(
        UPDATE,
        { id: created.id, input: { title: "Moved away", description: "Moved.", tagIds } },
        { caller: k.student },
      );
      expect(codeOf(r), tagIds.join()).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("tagIds");
    }
    const [after] = await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(created.id)!));
    expect(after).toEqual(before);
    const post2 = await exec<{ forumPost: { tags: { id: string }[] } }>(
      `query($id: ID!) { forumPost(id: $id) { tags { id } } }`,
      { id: created.id },
      { caller: k.student },
    );
    expect(post2.data!.forumPost.tags).toEqual([{ id: k.slug }]);
  });

  it("an announcement stays without a description; only the author edits", async () => {
    const k = newClass();
    const created = await post(k.instructor, k.slug, "ANNOUNCEMENT");
    const withBody = await exec(
      UPDATE,
      { id: created.id, input: { title: "Lab 3 moves again", description: "Details", tagIds: [k.slug] } },
      { caller: k.instructor },
    );
    expect(fieldsOf(withBody)).toHaveProperty("description");
    const ok = await exec(
      UPDATE,
      { id: created.id, input: { title: "Lab 3 moves again", description: "", tagIds: [k.slug] } },
      { caller: k.instructor },
    );
    expect(ok.errors).toBeUndefined();
    expect(
      codeOf(
        await exec(UPDATE, { id: created.id, input: { title: "Not mine", description: "", tagIds: [k.slug] } }, { caller: k.coInstructor }),
      ),
    ).toBe("FORBIDDEN");
    const rows = await suite.database.db
      .select({ title: forumPosts.title })
      .from(forumPosts)
      .where(and(eq(forumPosts.id, shortIdOf(created.id)!)));
    expect(rows).toEqual([{ title: "Lab 3 moves again" }]);
  });
});

describe("courses is asked only when needed", () => {
  it("a member's class forum page asks courses once (their classes), a forum admin's once more (the class's title)", async () => {
    const k = newClass();
    await post(k.student, k.slug);
    const calls = peers.calls;
    const QUERY = `query($slug: ID!) { forumClass(slug: $slug) { title viewerRole posts { items { id classForum { title } } } } }`;
    calls.length = 0;
    expect((await exec(QUERY, { slug: k.slug }, { caller: k.student })).errors).toBeUndefined();
    expect(calls).toHaveLength(1);
    calls.length = 0;
    expect((await exec(QUERY, { slug: k.slug }, { caller: COURSE_ADMIN })).errors).toBeUndefined();
    expect(calls.map((c) => c.query).filter((q) => q === CLASSES_BY_SLUG_QUERY)).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });
});
