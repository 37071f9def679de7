/**
 * Class forum notifications (SPEC §9 NEW_CLASSROOM_ANNOUNCEMENT_POST and NEW_SUPPORT_POST) through the forum subgraph
 * on a real database, with courses' membership faked: an announcement reaches every member of the class (students
 * and the other instructors), a support question its instructors only, never the person who posted and never anyone
 * outside the class; each is stored once for its group and read per person; they carry the class's title and lead
 * to the class forum (an announcement) or the post (a support question); group notifications are read by the class's
 * current members.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { forumNotifications } from "../../../../drizzle/schema/forum.js";
import { demo, fakePeers, person, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { classMembersGroup, classModeratorsGroup, shortIdOf } from "../shared/index.js";
import { fakeClassroom, forumSuite, type FakeClass } from "../../testing.js";

const classes: FakeClass[] = [];
const suite = forumSuite({ peers: fakePeers({ courses: fakeClassroom(classes) }) });
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

type Person = ReturnType<typeof person>;
/** A class with two instructors and three students. */
function newClass() {
  const k = {
    slug: `sql-cohort-${randomUUID().slice(0, 8)}`,
    title: `SQL cohort ${classes.length + 1}`,
    instructor: person("INSTRUCTOR"),
    coInstructor: person("INSTRUCTOR"),
    students: [person(), person(), person()] as [Person, Person, Person],
  };
  classes.push({
    slug: k.slug,
    title: k.title,
    members: [
      { userId: k.instructor.viewer.id, role: "INSTRUCTOR" },
      { userId: k.coInstructor.viewer.id, role: "INSTRUCTOR" },
      ...k.students.map((s) => ({ userId: s.viewer.id, role: "STUDENT" as const })),
    ],
  });
  return k;
}

const FIELDS = `id type isRead actor { id } post { id } postTitle classTitle link viewerIsPostAuthor`;
interface Notification {
  id: string;
  type: string;
  isRead: boolean;
  actor: { id: string } | null;
  post: { id: string } | null;
  postTitle: string;
  classTitle: string | null;
  link: string;
  viewerIsPostAuthor: boolean;
}
const items = async (caller: Caller) => {
  const r = await exec<{ forumNotifications: { items: Notification[] } }>(
    `{ forumNotifications(pageSize: 100) { items { ${FIELDS} } } }`,
    {},
    { caller },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.forumNotifications.items;
};
const unread = async (caller: Caller) =>
  (await exec<{ forumUnreadNotificationCount: number }>(`{ forumUnreadNotificationCount }`, {}, { caller })).data!
    .forumUnreadNotificationCount;
const groupRows = async (group: string) =>
  (await suite.database.db.select({ n: count() }).from(forumNotifications).where(eq(forumNotifications.recipientGroup, group)))[0]!.n;
const allRows = async () => (await suite.database.db.select({ n: count() }).from(forumNotifications))[0]!.n;

async function classPost(caller: Caller, slug: string, kind: "DISCUSSION" | "ANNOUNCEMENT" | "SUPPORT", title: string): Promise<string> {
  suite.tick();
  const r = await exec<{ createForumClassPost: { id: string } }>(
    `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id } }`,
    { slug, input: { kind, title, description: kind === "ANNOUNCEMENT" ? "" : "My query returns duplicates." } },
    { caller },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createForumClassPost.id;
}

describe("an announcement", () => {
  it("reaches every member of the class (students and the other instructors), never the actor nor anyone outside", async () => {
    const k = newClass();
    const other = newClass();
    const postId = await classPost(k.instructor, k.slug, "ANNOUNCEMENT", "Quiz 2 opens on Monday");
    for (const member of [...k.students, k.coInstructor]) {
      expect(await items(member)).toEqual([
        {
          id: expect.any(String),
          type: "NEW_CLASSROOM_ANNOUNCEMENT_POST",
          isRead: false,
          actor: { id: k.instructor.viewer.id },
          post: { id: postId },
          postTitle: "Quiz 2 opens on Monday",
          classTitle: k.title,
          link: `/forum/class-forum/${k.slug}`,
          viewerIsPostAuthor: false,
        },
      ]);
      expect(await unread(member)).toBe(1);
    }
    for (const outsider of [k.instructor, other.instructor, ...other.students, demo("COURSE_ADMIN"), demo("TALENT_ADMIN"), person()]) {
      expect(await items(outsider)).toEqual([]);
    }
    // Stored once, for the group.
    expect(await groupRows(classMembersGroup(k.slug))).toBe(1);
  });

  it("by a forum admin outside the class: every member hears of it, the admin does not", async () => {
    const k = newClass();
    await classPost(demo("TALENT_ADMIN"), k.slug, "ANNOUNCEMENT", "The forum rules were updated");
    for (const member of [k.instructor, k.coInstructor, ...k.students])
      expect((await items(member)).map((n) => n.type)).toEqual(["NEW_CLASSROOM_ANNOUNCEMENT_POST"]);
    expect(await items(demo("TALENT_ADMIN"))).not.toContainEqual(expect.objectContaining({ postTitle: "The forum rules were updated" }));
  });

  it("is read per person: one member's read mark (or mark all) leaves the others' unread", async () => {
    const k = newClass();
    await classPost(k.instructor, k.slug, "ANNOUNCEMENT", "No class next Tuesday");
    const [first, second, third] = k.students;
    const [n] = await items(first);
    const read = await exec<{ markForumNotificationRead: { isRead: boolean } }>(
      `mutation($id: ID!) { markForumNotificationRead(id: $id) { isRead } }`,
      { id: n!.id },
      { caller: first },
    );
    expect(read.data!.markForumNotificationRead.isRead).toBe(true);
    expect(await unread(first)).toBe(0);
    expect(await unread(second)).toBe(1);
    expect((await exec(`mutation { markAllForumNotificationsRead }`, {}, { caller: second })).data).toEqual({
      markAllForumNotificationsRead: 1,
    });
    expect(await unread(second)).toBe(0);
    expect(await unread(third)).toBe(1);
    expect((await items(third))[0]!.isRead).toBe(false);
    expect(await unread(k.coInstructor)).toBe(1);
  });

  it("group notifications are read by the class's current members: a newcomer sees it, someone who left does not", async () => {
    const k = newClass();
    await classPost(k.instructor, k.slug, "ANNOUNCEMENT", "Welcome to week 5");
    const members = classes.find((c) => c.slug === k.slug)!.members;
    const newcomer = person();
    members.push({ userId: newcomer.viewer.id, role: "STUDENT" });
    const leaver = k.students[2];
    members.splice(
      members.findIndex((m) => m.userId === leaver.viewer.id),
      1,
    );
    expect((await items(newcomer)).map((n) => n.postTitle)).toEqual(["Welcome to week 5"]);
    expect(await items(leaver)).toEqual([]);
    expect(await unread(leaver)).toBe(0);
  });
});

describe("a support question", () => {
  it("reaches the class's instructors only, with the class's title, and leads to the post", async () => {
    const k = newClass();
    const [asker, classmate] = k.students;
    const postId = await classPost(asker, k.slug, "SUPPORT", "My GROUP BY returns duplicates");
    for (const instructor of [k.instructor, k.coInstructor]) {
      expect(await items(instructor)).toEqual([
        expect.objectContaining({
          type: "NEW_SUPPORT_POST",
          actor: { id: asker.viewer.id },
          post: { id: postId },
          postTitle: "My GROUP BY returns duplicates",
          classTitle: k.title,
          link: `/forum/post/${postId}`,
        }),
      ]);
      expect(await unread(instructor)).toBe(1);
    }
    for (const other of [asker, classmate, k.students[2], demo("COURSE_ADMIN"), person()]) expect(await items(other)).toEqual([]);
    expect(await groupRows(classModeratorsGroup(k.slug))).toBe(1);
    expect(await groupRows(classMembersGroup(k.slug))).toBe(0);
  });
});

describe("what notifies nobody", () => {
  it("a discussion post, and a refused or bad class post", async () => {
    const k = newClass();
    const before = await allRows();
    await classPost(k.students[0], k.slug, "DISCUSSION", "Study group on Thursday?");
    for (const [caller, kind, description] of [
      [k.students[0], "ANNOUNCEMENT", ""], // a student may not announce
      [k.instructor, "ANNOUNCEMENT", "An announcement has no body."], // bad input
      [k.instructor, "SUPPORT", "Instructors ask no support questions."],
    ] as const) {
      const r = await exec(
        `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id } }`,
        { slug: k.slug, input: { kind, title: "Should notify nobody", description } },
        { caller },
      );
      expect(r.errors, kind).toBeDefined();
    }
    expect(await allRows()).toBe(before);
    for (const member of [k.instructor, k.coInstructor, ...k.students]) expect(await unread(member)).toBe(0);
  });

  it("the stored notification names the post it is about (its short id), which stays a class post", async () => {
    const k = newClass();
    const postId = await classPost(k.instructor, k.slug, "ANNOUNCEMENT", "Stored once");
    const rows = await suite.database.db
      .select()
      .from(forumNotifications)
      .where(eq(forumNotifications.postId, shortIdOf(postId)!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipientId: null,
      recipientGroup: classMembersGroup(k.slug),
      actorId: k.instructor.viewer.id,
      classTitle: k.title,
    });
  });
});
