/**
 * The forum seed runs at every start: content is upserted, demo rows go in once. Running it again changes no count
 * and overwrites nothing a demo author changed.
 */
import { describe, expect, it } from "vitest";
import { count, eq, isNotNull } from "drizzle-orm";
import {
  forumCategories,
  forumComments,
  forumCommentVotes,
  forumNotificationReads,
  forumNotifications,
  forumPostFollows,
  forumPostTags,
  forumPostVotes,
  forumPosts,
  forumTagFollows,
  forumTags,
} from "../../drizzle/schema/forum.js";
import { DAY_MS } from "../shared/seed-dates.js";
import { demo } from "../shared/testing/harness.js";
import { FORUM_TAGS } from "./modules/tags/index.js";
import { makeIdSlug } from "./modules/shared/index.js";
import { commentSlug } from "./modules/comments/index.js";
import { FORUM_SEED } from "./seed-data.js";
import { seedForum } from "./seed.js";
import { forumSuite } from "./testing.js";

const suite = forumSuite();

async function snapshot() {
  const db = suite.database.db;
  const tags = await db.select({ id: forumTags.id, followersCount: forumTags.followersCount }).from(forumTags).orderBy(forumTags.id);
  const [follows] = await db.select({ n: count() }).from(forumTagFollows);
  const [votes] = await db.select({ n: count() }).from(forumPostVotes);
  const [postFollows] = await db.select({ n: count() }).from(forumPostFollows);
  const comments = await db
    .select({ id: forumComments.id, isAnswer: forumComments.isAnswer, deletedAt: forumComments.deletedAt })
    .from(forumComments)
    .orderBy(forumComments.id);
  const [commentVotes] = await db.select({ n: count() }).from(forumCommentVotes);
  const resolved = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.isResolved, true)).orderBy(forumPosts.id);
  const [notifications] = await db.select({ n: count() }).from(forumNotifications);
  // Read marks: a personal notification's on its row, a group one's in notification_reads.
  const [groupReads] = await db.select({ n: count() }).from(forumNotificationReads);
  const [personalReads] = await db.select({ n: count() }).from(forumNotifications).where(isNotNull(forumNotifications.recipientReadAt));
  return {
    tags,
    follows: follows!.n,
    votes: votes!.n,
    postFollows: postFollows!.n,
    comments,
    commentVotes: commentVotes!.n,
    resolved,
    notifications: notifications!.n,
    readMarks: groupReads!.n + personalReads!.n,
  };
}

describe("seedForum", () => {
  it("seeds every tag's followers count as the number of its follow rows", async () => {
    const { tags } = await snapshot();
    for (const tag of tags) {
      const [rows] = await suite.database.db.select({ n: count() }).from(forumTagFollows).where(eq(forumTagFollows.tagId, tag.id));
      expect(tag.followersCount, tag.id).toBe(rows!.n);
    }
    expect(tags.find((t) => t.id === "sql")!.followersCount).toBe(2);
  });
  it("changes no count when run again, and keeps a demo author's edit", async () => {
    const seeded = FORUM_SEED.posts.find((p) => p.authorId === demo("STUDENT").viewer!.id)!;
    const edit = await suite.client.exec(
      `mutation($id: ID!, $input: ForumPostInput!) { updateForumPost(id: $id, input: $input) { id } }`,
      {
        id: makeIdSlug(seeded.id, seeded.title),
        input: { title: "My edited introduction", description: "Edited.", tagIds: ["introductions"] },
      },
      { caller: demo("STUDENT") },
    );
    expect(edit.errors).toBeUndefined();
    const before = await snapshot();
    await seedForum(suite.database.db, { demo: true });
    await seedForum(suite.database.db, { demo: true });
    expect(await snapshot()).toEqual(before);
    const [row] = await suite.database.db.select().from(forumPosts).where(eq(forumPosts.id, seeded.id));
    expect(row).toMatchObject({ title: "My edited introduction", description: "<p>Edited.</p>" });
  });
  it("does not bring back a demo vote, bookmark or tag follow a demo person took back", async () => {
    const student = demo("STUDENT");
    const post = FORUM_SEED.posts.find((p) => p.id === "d9f4g6jb")!;
    const id = makeIdSlug(post.id, post.title);
    for (const mutation of [
      `mutation($id: ID!) { voteForumPost(id: $id, value: NONE) { id } }`,
      `mutation($id: ID!) { unbookmarkForumPost(id: $id) { id } }`,
    ])
      expect((await suite.client.exec(mutation, { id }, { caller: student })).errors).toBeUndefined();
    expect(
      (await suite.client.exec(`mutation { unfollowForumTag(id: "career-change") { id } }`, {}, { caller: student })).errors,
    ).toBeUndefined();
    await seedForum(suite.database.db, { demo: true });
    const r = await suite.client.exec<{
      forumPost: { voteValue: number; isBookmarked: boolean };
      forumTags: { items: { id: string; viewerFollows: boolean }[] };
    }>(
      `query($id: ID!) { forumPost(id: $id) { voteValue isBookmarked } forumTags(category: CAREER, pageSize: 100) { items { id viewerFollows } } }`,
      { id },
      { caller: student },
    );
    expect(r.data!.forumPost).toEqual({ voteValue: 0, isBookmarked: false });
    expect(r.data!.forumTags.items.find((t) => t.id === "career-change")!.viewerFollows).toBe(false);
  });
  it("seeds demo comments and replies: the LEFT JOIN question has its answer, its commenters follow it, and it is resolved", async () => {
    const question = FORUM_SEED.posts.find((p) => p.id === "r5t0w2zc")!;
    const r = await suite.client.exec<{
      forumPost: {
        isResolved: boolean;
        commentCount: number;
        answerCount: number;
        answer: { id: string; author: { id: string }; upvoteCount: number; replyCount: number };
        comments: { items: { id: string; replies: { items: { id: string; author: { id: string } }[] } }[] };
      };
    }>(
      `query($id: ID!) { forumPost(id: $id) { isResolved commentCount answerCount answer { id author { id } upvoteCount replyCount } comments { items { id replies { items { id author { id } } } } } } }`,
      { id: makeIdSlug(question.id, question.title) },
      { caller: demo("INSTRUCTOR") },
    );
    expect(r.errors).toBeUndefined();
    const post = r.data!.forumPost;
    expect(post).toMatchObject({ isResolved: true, commentCount: 3, answerCount: 1 });
    expect(post.answer).toEqual({
      id: "a1n5w8qe-a-left-join-keeps-every-order-and-repeats",
      author: { id: demo("INSTRUCTOR").viewer!.id },
      upvoteCount: 1,
      replyCount: 1,
    });
    expect(post.comments.items.map((c) => c.id.slice(0, 8))).toEqual(["a1n5w8qe", "c4h8v2td"]);
    expect(post.comments.items[0]!.replies.items).toEqual([
      { id: expect.stringMatching(/^b7r2k4mz-/), author: { id: demo("STUDENT").viewer!.id } },
    ]);
    // Every seeded comment's slug is what createForumComment would make of it.
    for (const c of FORUM_SEED.comments) expect(c.slug).toBe(commentSlug(c.description.replace(/<[^>]+>/g, " ")));
    const [follow] = await suite.database.db.select({ n: count() }).from(forumPostFollows).where(eq(forumPostFollows.postId, "r5t0w2zc"));
    expect(follow!.n).toBe(2); // the student asked, the instructor answered
  });
  it("keeps a demo commenter's edit and an unmarked answer when run again", async () => {
    const student = demo("STUDENT");
    const edit = await suite.client.exec(
      `mutation { updateForumComment(id: "d2m6p9sk", description: "Edited comment.") { id } }`,
      {},
      { caller: student },
    );
    expect(edit.errors).toBeUndefined();
    const unmark = await suite.client.exec(
      `mutation { unmarkForumCommentAnswer(id: "a1n5w8qe") { id } unresolveForumPost(id: "r5t0w2zc") { id } }`,
      {},
      { caller: student },
    );
    expect(unmark.errors).toBeUndefined();
    const before = await snapshot();
    await seedForum(suite.database.db, { demo: true });
    expect(await snapshot()).toEqual(before);
    const [row] = await suite.database.db.select().from(forumComments).where(eq(forumComments.id, "d2m6p9sk"));
    expect(row!.description).toBe("<p>Edited comment.</p>");
    expect(before.comments.find((c) => c.id === "a1n5w8qe")!.isAnswer).toBe(false);
    expect(before.resolved.map((p) => p.id)).not.toContain("r5t0w2zc");
  });
  it("seeds the demo notifications once: reading them and seeding again brings no unread one back", async () => {
    const student = demo("STUDENT");
    const unread = async () =>
      (await suite.client.exec<{ forumUnreadNotificationCount: number }>(`{ forumUnreadNotificationCount }`, {}, { caller: student })).data!
        .forumUnreadNotificationCount;
    expect(await unread()).toBe(4);
    expect((await suite.client.exec(`mutation { markAllForumNotificationsRead }`, {}, { caller: student })).data).toEqual({
      markAllForumNotificationsRead: 4,
    });
    const before = await snapshot();
    // Read: the student's five, the instructor's one read, and the demo readers' marks on the two class notifications.
    expect(before).toMatchObject({ notifications: FORUM_SEED.notifications.length, readMarks: 5 + 1 + 2 });
    expect(FORUM_SEED.notificationReads).toHaveLength(2);
    await seedForum(suite.database.db, { demo: true });
    expect(await snapshot()).toEqual(before);
    expect(await unread()).toBe(0);
  });
  describe("the demo class forum (m1js-open-2026)", () => {
    const CLASS = "m1js-open-2026";
    const classPosts = () => FORUM_SEED.posts.filter((p) => p.classSlug);
    const tagsOf = async (postId: string) =>
      (await suite.database.db.select({ tagId: forumPostTags.tagId }).from(forumPostTags).where(eq(forumPostTags.postId, postId))).map(
        (r) => r.tagId,
      );

    it("seeds a welcome post, an instructor's announcement (empty) and a student's support question in the class forum", async () => {
      const rows = await suite.database.db.select().from(forumPosts).where(eq(forumPosts.classSlug, CLASS)).orderBy(forumPosts.createdAt);
      expect(rows.map((r) => ({ id: r.id, author: r.authorId, isAnnouncement: r.isAnnouncement, isSupport: r.isSupport }))).toEqual([
        { id: "h3x8v1ne", author: demo("INSTRUCTOR").viewer!.id, isAnnouncement: false, isSupport: false },
        { id: "q2w6a9lt", author: demo("INSTRUCTOR").viewer!.id, isAnnouncement: true, isSupport: false },
        { id: "u5z1k8ho", author: demo("STUDENT").viewer!.id, isAnnouncement: false, isSupport: true },
      ]);
      expect(rows[0]!.title).toBe("Welcome to the M1 JavaScript open class forum");
      expect(rows[1]!.description).toBe("");
      for (const row of rows) {
        expect(row.id).toMatch(/^[0-9a-z]{8}$/);
        expect(await tagsOf(row.id)).toEqual([CLASS]);
      }
      // The welcome post is weeks old; the announcement and the question came in the two weeks before seeding.
      for (const row of rows.slice(1)) expect(Date.now() - row.createdAt.getTime()).toBeLessThan(14 * DAY_MS);
      expect(
        classPosts()
          .map((p) => p.id)
          .sort(),
      ).toEqual(rows.map((r) => r.id).sort());
    });

    it("seeds the notifications the announcement and the support question wrote to the class, read by the demo", async () => {
      const student = demo("STUDENT");
      const instructor = demo("INSTRUCTOR");
      suite.classes.push({
        slug: CLASS,
        title: "M1 JavaScript open class 2026",
        members: [
          { userId: instructor.viewer!.id, role: "INSTRUCTOR" },
          { userId: student.viewer!.id, role: "STUDENT" },
        ],
      });
      try {
        const list = async (caller: typeof student) =>
          (
            await suite.client.exec<{
              forumNotifications: {
                items: { type: string; isRead: boolean; actor: { id: string }; post: { id: string }; classTitle: string }[];
              };
            }>(`{ forumNotifications(pageSize: 50) { items { type isRead actor { id } post { id } classTitle } } }`, {}, { caller })
          ).data!.forumNotifications.items;
        expect(await list(student)).toContainEqual({
          type: "NEW_CLASSROOM_ANNOUNCEMENT_POST",
          isRead: true,
          actor: { id: instructor.viewer!.id },
          post: { id: expect.stringMatching(/^q2w6a9lt-/) },
          classTitle: "M1 JavaScript open class 2026",
        });
        expect(await list(instructor)).toContainEqual({
          type: "NEW_SUPPORT_POST",
          isRead: true,
          actor: { id: student.viewer!.id },
          post: { id: expect.stringMatching(/^u5z1k8ho-/) },
          classTitle: "M1 JavaScript open class 2026",
        });
      } finally {
        suite.classes.pop();
      }
    });

    it("retires the fcda-2026-01 tag: not in the content, not in the database", async () => {
      expect(FORUM_TAGS.map((t) => t.id)).not.toContain("fcda-2026-01");
      expect(await suite.database.db.select().from(forumTags).where(eq(forumTags.id, "fcda-2026-01"))).toEqual([]);
    });

    it("moves the welcome post of an older data folder (a general post of fcda-2026-01) into the class forum, once", async () => {
      const db = suite.database.db;
      // As a data folder seeded before class forums was: the retired tag, the welcome post filed under it with its
      // old title (migration 0004 then set its class from that tag).
      const [classroom] = await db.select().from(forumCategories).where(eq(forumCategories.name, "CLASSROOM"));
      await db.insert(forumTags).values({ id: "fcda-2026-01", name: "FCDA January 2026", categoryId: classroom!.id, description: "" });
      await db
        .update(forumPosts)
        .set({
          classSlug: "fcda-2026-01",
          title: "Welcome to the FCDA January 2026 class forum",
          slug: "welcome-to-the-fcda-january-2026-class-forum",
        })
        .where(eq(forumPosts.id, "h3x8v1ne"));
      await db.delete(forumPostTags).where(eq(forumPostTags.postId, "h3x8v1ne"));
      await db.insert(forumPostTags).values({ postId: "h3x8v1ne", tagId: "fcda-2026-01" });

      await seedForum(db, { demo: true });
      const [moved] = await db.select().from(forumPosts).where(eq(forumPosts.id, "h3x8v1ne"));
      expect(moved).toMatchObject({
        classSlug: CLASS,
        title: "Welcome to the M1 JavaScript open class forum",
        slug: "welcome-to-the-m1-javascript-open-class-forum",
      });
      expect(await tagsOf("h3x8v1ne")).toEqual([CLASS]);
      expect(await db.select().from(forumTags).where(eq(forumTags.id, "fcda-2026-01"))).toEqual([]);

      // A title its author chose since is kept; running again changes nothing.
      await db.update(forumPosts).set({ title: "Welcome, JavaScript learners!" }).where(eq(forumPosts.id, "h3x8v1ne"));
      const before = await snapshot();
      await seedForum(db, { demo: true });
      expect(await snapshot()).toEqual(before);
      const [kept] = await db.select().from(forumPosts).where(eq(forumPosts.id, "h3x8v1ne"));
      expect(kept!.title).toBe("Welcome, JavaScript learners!");
    });

    it("without demo rows (production), the retired tag is deleted all the same", async () => {
      const db = suite.database.db;
      const [classroom] = await db.select().from(forumCategories).where(eq(forumCategories.name, "CLASSROOM"));
      await db.insert(forumTags).values({ id: "fcda-2026-01", name: "FCDA January 2026", categoryId: classroom!.id, description: "" });
      await seedForum(db, { demo: false });
      expect(await db.select().from(forumTags).where(eq(forumTags.id, "fcda-2026-01"))).toEqual([]);
    });
  });
});
