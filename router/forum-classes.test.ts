/**
 * Class forums through the router in both runtime modes, on courses' real membership (the demo accounts and seeded
 * classes: the demo instructor teaches every class, the demo student studies in m1js-open-2026 and m1sql-2026-05):
 * the seeded class forum and its tabs; an instructor's announcement → the student's unread count rises and the
 * notification leads to the class forum; a student's support question reaches the instructor; people lists; a
 * non-member is FORBIDDEN, a forum admin outside the class reads it.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const student = account("STUDENT");
const instructor = account("INSTRUCTOR");
const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;

const CLASS = "m1js-open-2026";
const CLASS_TITLE = "M1 JavaScript open class 2026";

const FORUM_CLASS = /* GraphQL */ `
  query ($slug: ID!, $tab: ForumClassTab) {
    forumClass(slug: $slug) {
      id
      title
      viewerRole
      viewerIsModerator
      viewerMayAnnounce
      viewerMayAskSupport
      posts(tab: $tab) {
        items {
          id
          title
          isAnnouncement
          isSupport
          author {
            id
            firstName
          }
          classForum {
            id
            title
          }
        }
        pageInfo {
          pageSize
        }
      }
    }
  }
`;
interface ForumClassData {
  forumClass: {
    id: string;
    title: string;
    viewerRole: string | null;
    viewerIsModerator: boolean;
    viewerMayAnnounce: boolean;
    viewerMayAskSupport: boolean;
    posts: {
      items: {
        id: string;
        title: string;
        isAnnouncement: boolean;
        isSupport: boolean;
        author: { id: string; firstName: string };
        classForum: { id: string; title: string };
      }[];
      pageInfo: { pageSize: number };
    };
  } | null;
}
const CREATE = `mutation($slug: ID!, $input: ForumClassPostInput!) { createForumClassPost(slug: $slug, input: $input) { id } }`;
const UNREAD = `{ forumUnreadNotificationCount }`;
const LIST = `{ forumNotifications { items { type isRead actor { id firstName } post { id } postTitle classTitle link } } }`;
interface List {
  forumNotifications: {
    items: {
      type: string;
      isRead: boolean;
      actor: { id: string; firstName: string } | null;
      post: { id: string } | null;
      postTitle: string;
      classTitle: string | null;
      link: string;
    }[];
  };
}

describe.each(ROUTER_MODES)("class forums through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("the seeded class forum: a member reads its tabs; the demo classes are the student's", async () => {
    const learner = await logIn(router.url, student.email);
    const r = await learner.graphql<ForumClassData>(FORUM_CLASS, { slug: CLASS });
    expect(r.json.errors).toBeUndefined();
    const forum = r.json.data!.forumClass!;
    expect(forum).toMatchObject({
      id: CLASS,
      title: CLASS_TITLE,
      viewerRole: "STUDENT",
      viewerIsModerator: false,
      viewerMayAnnounce: false,
      viewerMayAskSupport: true,
    });
    expect(forum.posts.items.map((p) => p.id)).toContainEqual(
      expect.stringMatching(/^h3x8v1ne-welcome-to-the-m1-javascript-open-class-forum$/),
    );
    expect(forum.posts.items[0]!.classForum).toEqual({ id: CLASS, title: CLASS_TITLE });
    const announcements = (await learner.graphql<ForumClassData>(FORUM_CLASS, { slug: CLASS, tab: "ANNOUNCEMENTS" })).json.data!.forumClass!
      .posts;
    expect(announcements.pageInfo.pageSize).toBe(8);
    expect(announcements.items.map((p) => p.id.slice(0, 8))).toContain("q2w6a9lt");
    expect(announcements.items.every((p) => p.isAnnouncement)).toBe(true);
    const support = (await learner.graphql<ForumClassData>(FORUM_CLASS, { slug: CLASS, tab: "SUPPORT" })).json.data!.forumClass!.posts;
    expect(support.items.map((p) => ({ id: p.id.slice(0, 8), author: p.author.firstName }))).toContainEqual({
      id: "u5z1k8ho",
      author: student.firstName,
    });

    const mine = await learner.graphql<{ myForumClasses: { id: string; title: string }[] }>(`{ myForumClasses { id title } }`);
    expect(mine.json.data!.myForumClasses).toEqual([
      { id: CLASS, title: CLASS_TITLE },
      { id: "m1sql-2026-05", title: "M1 SQL May 2026" },
    ]);
    // Class posts are not in the general feed.
    const feed = await learner.graphql<{ forumPosts: { items: { id: string }[] } }>(`{ forumPosts(pageSize: 100) { items { id } } }`);
    expect(feed.json.data!.forumPosts.items.map((p) => p.id.slice(0, 8))).not.toContain("h3x8v1ne");
  });

  it("an instructor's announcement → the student's unread count rises → the notification leads to the class forum", async () => {
    const learner = await logIn(router.url, student.email);
    const teacher = await logIn(router.url, instructor.email);
    const unread = async () =>
      (await learner.graphql<{ forumUnreadNotificationCount: number }>(UNREAD)).json.data!.forumUnreadNotificationCount;
    const before = await unread();

    const posted = await teacher.graphql<{ createForumClassPost: { id: string } }>(CREATE, {
      slug: CLASS,
      input: { kind: "ANNOUNCEMENT", title: "Live tutorial moves to Thursday 7 pm", description: "" },
    });
    expect(posted.json.errors).toBeUndefined();
    const postId = posted.json.data!.createForumClassPost.id;
    expect(await unread()).toBe(before + 1);
    const [newest] = (await learner.graphql<List>(LIST)).json.data!.forumNotifications.items;
    expect(newest).toEqual({
      type: "NEW_CLASSROOM_ANNOUNCEMENT_POST",
      isRead: false,
      actor: { id: instructor.id, firstName: instructor.firstName },
      post: { id: postId },
      postTitle: "Live tutorial moves to Thursday 7 pm",
      classTitle: CLASS_TITLE,
      link: `/forum/class-forum/${CLASS}`,
    });
    // The instructor is not told of their own announcement.
    expect((await teacher.graphql<List>(LIST)).json.data!.forumNotifications.items.some((n) => n.post?.id === postId)).toBe(false);
    // A student may not announce.
    expect(
      codeOf(
        await learner.graphql(CREATE, { slug: CLASS, input: { kind: "ANNOUNCEMENT", title: "Not mine to announce", description: "" } }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("a student's support question reaches the instructor", async () => {
    const learner = await logIn(router.url, student.email);
    const teacher = await logIn(router.url, instructor.email);
    const unread = async () =>
      (await teacher.graphql<{ forumUnreadNotificationCount: number }>(UNREAD)).json.data!.forumUnreadNotificationCount;
    const before = await unread();
    const asked = await learner.graphql<{ createForumClassPost: { id: string } }>(CREATE, {
      slug: CLASS,
      input: {
        kind: "SUPPORT",
        title: "Why does my map() return undefined?",
        description: "<p>I forgot something in the arrow function, I think.</p>",
      },
    });
    expect(asked.json.errors).toBeUndefined();
    const postId = asked.json.data!.createForumClassPost.id;
    expect(await unread()).toBe(before + 1);
    const [newest] = (await teacher.graphql<List>(LIST)).json.data!.forumNotifications.items;
    expect(newest).toMatchObject({
      type: "NEW_SUPPORT_POST",
      actor: { id: student.id, firstName: student.firstName },
      post: { id: postId },
      classTitle: CLASS_TITLE,
      link: `/forum/post/${postId}`,
    });
    // An instructor asks no support questions.
    expect(
      codeOf(await teacher.graphql(CREATE, { slug: CLASS, input: { kind: "SUPPORT", title: "Asking myself", description: "<p>?</p>" } })),
    ).toBe("FORBIDDEN");
  });

  it("people lists: instructors for readers, students for moderators only", async () => {
    const learner = await logIn(router.url, student.email);
    const teacher = await logIn(router.url, instructor.email);
    const PEOPLE = `query($slug: ID!) { forumClass(slug: $slug) { moderators { items { id firstName } pageInfo { pageSize totalCount } } } }`;
    const mods = await learner.graphql<{
      forumClass: { moderators: { items: { id: string; firstName: string }[]; pageInfo: { pageSize: number; totalCount: number } } };
    }>(PEOPLE, { slug: CLASS });
    expect(mods.json.errors).toBeUndefined();
    expect(mods.json.data!.forumClass.moderators).toEqual({
      items: [{ id: instructor.id, firstName: instructor.firstName }],
      pageInfo: { pageSize: 8, totalCount: 1 },
    });
    const STUDENTS = `query($slug: ID!) { forumClass(slug: $slug) { students { items { id firstName } } } }`;
    const students = await teacher.graphql<{ forumClass: { students: { items: { id: string; firstName: string }[] } } }>(STUDENTS, {
      slug: CLASS,
    });
    expect(students.json.errors).toBeUndefined();
    expect(students.json.data!.forumClass.students.items).toContainEqual({ id: student.id, firstName: student.firstName });
    expect(codeOf(await learner.graphql(STUDENTS, { slug: CLASS }))).toBe("FORBIDDEN");
  });

  it("a non-member is FORBIDDEN; a forum admin outside the class reads it; an unknown class is null; visitors UNAUTHENTICATED", async () => {
    const learner = await logIn(router.url, student.email);
    // The demo student is not in the Data Analytics class; the job admin is in no class.
    expect(codeOf(await learner.graphql(FORUM_CLASS, { slug: "fcda-2026-10" }))).toBe("FORBIDDEN");
    const jobAdmin = await logIn(router.url, account("JOB_ADMIN").email);
    expect(codeOf(await jobAdmin.graphql(FORUM_CLASS, { slug: CLASS }))).toBe("FORBIDDEN");
    expect(
      codeOf(
        await jobAdmin.graphql(CREATE, { slug: CLASS, input: { kind: "DISCUSSION", title: "Let me in", description: "<p>Please.</p>" } }),
      ),
    ).toBe("FORBIDDEN");
    // Nor do they find its posts by id.
    const welcome = await jobAdmin.graphql<{ forumPost: unknown }>(`{ forumPost(id: "h3x8v1ne") { id } }`);
    expect(welcome.json.data!.forumPost).toBeNull();

    const courseAdmin = await logIn(router.url, account("COURSE_ADMIN").email);
    const read = await courseAdmin.graphql<ForumClassData>(FORUM_CLASS, { slug: "fcda-2026-10" });
    expect(read.json.errors).toBeUndefined();
    expect(read.json.data!.forumClass).toMatchObject({
      id: "fcda-2026-10",
      title: "Data Analytics foundation October 2026",
      viewerRole: null,
      viewerIsModerator: true,
    });
    expect((await courseAdmin.graphql<ForumClassData>(FORUM_CLASS, { slug: "no-such-class" })).json.data!.forumClass).toBeNull();
    expect(codeOf(await new TestBrowser(router.url).graphql(FORUM_CLASS, { slug: CLASS }))).toBe("UNAUTHENTICATED");
  });
});
