/**
 * Forum notifications through the forum subgraph on a real database (PGlite, or PostgreSQL when DATABASE_URL is
 * set): who gets each of the four types written so far (followers, the author replied to, the answer's author, never
 * the actor), written with their cause or not at all; what a notification shows (title truncated at 50, 'your post',
 * links); unread first then newest, 7 a page; the unread count; marking one (only one's own) and all; a group
 * notification read separately by each admin; statements not growing with the page; visitors refused.
 */
import { describe, expect, it } from "vitest";
import { and, count, eq, inArray } from "drizzle-orm";
import { forumNotificationReads, forumNotifications } from "../../../../drizzle/schema/forum.js";
import { codeOf, demo, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { shortIdOf, FORUM_ADMINS_GROUP } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const FIELDS = `id type isRead actor { id } post { id } comment { id } postTitle viewerIsPostAuthor classTitle link createdDate`;
const LIST = `query($page: Int, $pageSize: Int) { forumNotifications(page: $page, pageSize: $pageSize) { items { ${FIELDS} } pageInfo { page pageSize hasNextPage totalCount } } }`;
const UNREAD = `{ forumUnreadNotificationCount }`;
const MARK = `mutation($id: ID!) { markForumNotificationRead(id: $id) { id isRead } }`;
const MARK_ALL = `mutation { markAllForumNotificationsRead }`;

interface Notification {
  id: string;
  type: string;
  isRead: boolean;
  actor: { id: string } | null;
  post: { id: string } | null;
  comment: { id: string } | null;
  postTitle: string;
  viewerIsPostAuthor: boolean;
  classTitle: string | null;
  link: string;
  createdDate: string;
}
interface ListResult {
  forumNotifications: { items: Notification[]; pageInfo: { page: number; pageSize: number; hasNextPage: boolean; totalCount: number } };
}

const TITLE = "Why does my LEFT JOIN add rows?";

const newPost = (author: Caller, title = TITLE) => suite.newPost(author, { title });
const comment = (caller: Caller, postId: string, parent?: string) => suite.comment(caller, postId, parent);
async function ok(caller: Caller, mutation: string, variables: Record<string, unknown>) {
  suite.tick();
  const r = await exec(mutation, variables, { caller });
  expect(r.errors).toBeUndefined();
  return r;
}
const follow = (caller: Caller, id: string) => ok(caller, `mutation($id: ID!) { followForumPost(id: $id) { id } }`, { id });
const unfollow = (caller: Caller, id: string) => ok(caller, `mutation($id: ID!) { unfollowForumPost(id: $id) { id } }`, { id });
const markAnswer = (caller: Caller, id: string) => ok(caller, `mutation($id: ID!) { markForumCommentAnswer(id: $id) { id } }`, { id });
const edit = (caller: Caller, id: string, title = "Why does my LEFT JOIN add rows? (edited)") =>
  ok(caller, `mutation($id: ID!, $input: ForumPostInput!) { updateForumPost(id: $id, input: $input) { id } }`, {
    id,
    input: { title, description: "Orders grow after the join, even with one payment.", tagIds: ["sql"] },
  });

async function list(caller: Caller, page?: number, pageSize?: number) {
  const r = await exec<ListResult>(LIST, { page, pageSize }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.forumNotifications;
}
const items = async (caller: Caller) => (await list(caller, 1, 100)).items;
/** What each person was told: their notifications' types, newest first. */
const typesOf = async (caller: Caller) => (await items(caller)).map((n) => n.type);
const unread = async (caller: Caller) =>
  (await exec<{ forumUnreadNotificationCount: number }>(UNREAD, {}, { caller })).data!.forumUnreadNotificationCount;
const notificationRows = async () => (await suite.database.db.select({ n: count() }).from(forumNotifications))[0]!.n;

describe("who is notified", () => {
  it("a comment: NEW_COMMENT to the post's followers (the author, a follower), not the commenter", async () => {
    const author = person();
    const follower = person();
    const commenter = person();
    const postId = await newPost(author);
    await follow(follower, postId);
    const c = await comment(commenter, postId);
    for (const who of [author, follower]) {
      expect(await items(who)).toEqual([
        expect.objectContaining({
          type: "NEW_COMMENT",
          isRead: false,
          actor: { id: commenter.viewer.id },
          post: { id: postId },
          comment: { id: c },
          postTitle: TITLE,
        }),
      ]);
    }
    expect(await items(commenter)).toEqual([]);
    expect(await items(person())).toEqual([]);
  });
  it("a reply: NEW_REPLY to the author of the comment replied to (only that), NEW_COMMENT to the other followers", async () => {
    const author = person();
    const first = person();
    const replier = person();
    const postId = await newPost(author);
    const top = await comment(first, postId);
    const reply = await comment(replier, postId, top);
    expect(await items(first)).toEqual([
      expect.objectContaining({ type: "NEW_REPLY", actor: { id: replier.viewer.id }, comment: { id: reply } }),
    ]);
    expect(await typesOf(author)).toEqual(["NEW_COMMENT", "NEW_COMMENT"]);
    expect(await typesOf(replier)).toEqual([]);
    // A reply to a reply is addressed to that reply's author (the thread's first commenter hears of it as a follower).
    const third = person();
    await comment(third, postId, reply);
    expect((await items(replier))[0]).toMatchObject({ type: "NEW_REPLY", actor: { id: third.viewer.id } });
    expect(await typesOf(first)).toEqual(["NEW_COMMENT", "NEW_REPLY"]);
  });
  it("unfollowing stops NEW_COMMENT, but a reply to one's own comment still reaches them", async () => {
    const author = person();
    const commenter = person();
    const postId = await newPost(author);
    const c = await comment(commenter, postId);
    await unfollow(author, postId);
    await unfollow(commenter, postId);
    await comment(person(), postId);
    expect(await typesOf(author)).toEqual(["NEW_COMMENT"]); // the first comment only
    expect(await typesOf(commenter)).toEqual([]);
    await comment(person(), postId, c);
    expect(await typesOf(commenter)).toEqual(["NEW_REPLY"]);
    expect(await typesOf(author)).toEqual(["NEW_COMMENT"]);
  });
  it("an edit: POST_UPDATED to the followers, not the author; the notification keeps the title it was written with", async () => {
    const author = person();
    const commenter = person();
    const postId = await newPost(author);
    await comment(commenter, postId);
    await edit(author, postId);
    expect((await items(commenter))[0]).toMatchObject({
      type: "POST_UPDATED",
      actor: { id: author.viewer.id },
      comment: null,
      postTitle: "Why does my LEFT JOIN add rows? (edited)",
    });
    expect(await typesOf(author)).toEqual(["NEW_COMMENT"]);
    await edit(author, postId, "Joins that multiply rows");
    const [latest, earlier] = await items(commenter);
    expect([latest!.postTitle, earlier!.postTitle]).toEqual(["Joins that multiply rows", "Why does my LEFT JOIN add rows? (edited)"]);
  });
  it("an answer: POST_HAVE_ANSWER to the followers and the answer's author (following or not), not the one who marked it; marking it again tells nobody", async () => {
    const author = person();
    const answerer = person();
    const follower = person();
    const postId = await newPost(author);
    await follow(follower, postId);
    const answer = await comment(answerer, postId);
    await unfollow(answerer, postId);
    await markAnswer(author, answer);
    expect((await items(answerer))[0]).toMatchObject({
      type: "POST_HAVE_ANSWER",
      actor: { id: author.viewer.id },
      comment: { id: answer },
    });
    expect(await typesOf(follower)).toEqual(["POST_HAVE_ANSWER", "NEW_COMMENT"]);
    expect(await typesOf(author)).toEqual(["NEW_COMMENT"]);
    const before = await notificationRows();
    await markAnswer(author, answer);
    expect(await notificationRows()).toBe(before);
    // A moderator marking it: the post's author hears of it too.
    const other = await comment(person(), postId);
    await markAnswer(demo("COURSE_ADMIN"), other);
    expect((await typesOf(author))[0]).toBe("POST_HAVE_ANSWER");
  });
  it("nothing is written when the cause fails: a refused comment, a forbidden edit, a forbidden answer", async () => {
    const author = person();
    const postId = await newPost(author);
    await follow(person(), postId);
    const c = await comment(person(), postId);
    const before = await notificationRows();
    expect(
      codeOf(
        await exec(
          `mutation($postId: ID!) { createForumComment(postId: $postId, description: " ") { id } }`,
          { postId },
          { caller: person() },
        ),
      ),
    ).toBe("BAD_USER_INPUT");
    const stranger = person();
    expect(
      codeOf(
        await exec(
          `mutation($id: ID!) { updateForumPost(id: $id, input: { title: "Not mine", description: "x", tagIds: ["sql"] }) { id } }`,
          { id: postId },
          { caller: stranger },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(codeOf(await exec(`mutation($id: ID!) { markForumCommentAnswer(id: $id) { id } }`, { id: c }, { caller: stranger }))).toBe(
      "FORBIDDEN",
    );
    expect(await notificationRows()).toBe(before);
  });
  it("is written in the cause's transaction: when the comment's transaction fails after writing them, none stays", async () => {
    const author = person();
    const postId = await newPost(author);
    await follow(person(), postId);
    const commenter = person();
    const before = await notificationRows();
    // The commenter's follow is the comment transaction's last statement, after the notifications: make it fail.
    await suite.database.query(`create function forum.test_refuse_follow() returns trigger language plpgsql as $$
      begin if new.user_id = '${commenter.viewer.id}' then raise exception 'refused by the test'; end if; return new; end $$`);
    await suite.database.query(
      `create trigger test_refuse_follow before insert on forum.post_follows for each row execute function forum.test_refuse_follow()`,
    );
    try {
      const r = await exec(
        `mutation($postId: ID!) { createForumComment(postId: $postId, description: "Hello") { id } }`,
        { postId },
        { caller: commenter },
      );
      expect(codeOf(r)).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await suite.database.query(`drop trigger test_refuse_follow on forum.post_follows`);
      await suite.database.query(`drop function forum.test_refuse_follow()`);
    }
    expect(await notificationRows()).toBe(before);
    expect(await typesOf(author)).toEqual([]);
    // The same comment goes through once the follow works again, with its notifications.
    await comment(commenter, postId);
    expect(await notificationRows()).toBe(before + 2);
  });
});

describe("what a notification shows", () => {
  it("the post title truncated at 50 characters plus an ellipsis (SPEC §9), the full title kept in the row", async () => {
    const author = person();
    const fifty = "Joins, window functions and CTEs in one query: how";
    expect(fifty).toHaveLength(50);
    for (const [title, shown] of [
      [fifty, fifty],
      [`${fifty}?`, `${fifty}…`],
    ] as const) {
      const postId = await newPost(author, title);
      await comment(person(), postId);
      expect((await items(author))[0]!.postTitle).toBe(shown);
      const [row] = await suite.database.db
        .select({ postTitle: forumNotifications.postTitle })
        .from(forumNotifications)
        .where(eq(forumNotifications.postId, shortIdOf(postId)!));
      expect(row!.postTitle).toBe(title);
    }
  });
  it("viewerIsPostAuthor: true for the post's author, false for a follower; kept, with the stored title, once the post is deleted (post null)", async () => {
    const author = person();
    const follower = person();
    const postId = await newPost(author);
    await follow(follower, postId);
    const c = await comment(person(), postId);
    expect((await items(author))[0]).toMatchObject({ viewerIsPostAuthor: true, post: { id: postId }, comment: { id: c } });
    expect((await items(follower))[0]).toMatchObject({ viewerIsPostAuthor: false });
    await ok(author, `mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: postId });
    expect((await items(follower))[0]).toMatchObject({
      viewerIsPostAuthor: false,
      post: null,
      comment: null,
      postTitle: TITLE,
      link: `/forum/post/${postId}#${c}`,
    });
    expect((await items(author))[0]).toMatchObject({ viewerIsPostAuthor: true, post: null });
  });
  it("links: a comment, reply or answer → the post at the comment; an edit → the post", async () => {
    const author = person();
    const commenter = person();
    const postId = await newPost(author);
    const c = await comment(commenter, postId);
    const reply = await comment(author, postId, c);
    await markAnswer(author, c);
    await edit(author, postId);
    const editedId = `${shortIdOf(postId)}-why-does-my-left-join-add-rows-edited`;
    expect((await items(author)).map((n) => [n.type, n.link])).toEqual([["NEW_COMMENT", `/forum/post/${editedId}#${c}`]]);
    expect((await items(commenter)).map((n) => [n.type, n.link])).toEqual([
      ["POST_UPDATED", `/forum/post/${editedId}`],
      ["POST_HAVE_ANSWER", `/forum/post/${editedId}#${c}`],
      ["NEW_REPLY", `/forum/post/${editedId}#${reply}`],
    ]);
  });
});

describe("forumNotifications and the unread count", () => {
  it("lists unread first, then newest first, 7 a page; the count is of the unread", async () => {
    const author = person();
    const postId = await newPost(author);
    const comments: string[] = [];
    for (let i = 0; i < 9; i++) comments.push(await comment(person(), postId));
    expect(await unread(author)).toBe(9);
    const first = await list(author);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 7, hasNextPage: true, totalCount: 9 });
    expect(first.items.map((n) => n.comment!.id)).toEqual(comments.slice(2).reverse());
    // Reading the two newest sends them after every unread one.
    for (const n of first.items.slice(0, 2)) await ok(author, MARK, { id: n.id });
    expect(await unread(author)).toBe(7);
    const all = await items(author);
    expect(all.map((n) => [n.comment!.id, n.isRead])).toEqual([
      ...comments
        .slice(0, 7)
        .reverse()
        .map((id) => [id, false]),
      ...comments
        .slice(7)
        .reverse()
        .map((id) => [id, true]),
    ]);
    const second = await list(author, 2);
    expect(second.pageInfo).toMatchObject({ page: 2, hasNextPage: false });
    expect(second.items.map((n) => n.comment!.id)).toEqual(comments.slice(7).reverse());
  });
  it("the demo student sees her seeded notifications, one of them read", async () => {
    const mine = await items(demo("STUDENT"));
    expect(mine.map((n) => [n.type, n.isRead, n.link])).toEqual([
      [
        "NEW_COMMENT",
        false,
        "/forum/post/u5z1k8ho-my-to-do-list-loses-its-tasks-when-i-reload-the-page#g5t9x3lp-it-is-in-scope-and-the-right-tool",
      ],
      [
        "NEW_REPLY",
        false,
        "/forum/post/w4e9r3ui-pandas-groupby-vs-pivot-table-for-monthly-sales#j3k7m1rb-yes-pass-margins-true-and-pivot-table-adds-an-all",
      ],
      [
        "NEW_REPLY",
        false,
        "/forum/post/d9f4g6jb-three-habits-that-make-your-sql-easier-to-review#e9q3w5nb-glad-it-helped-in-the-fcda-labs-we",
      ],
      [
        "NEW_COMMENT",
        false,
        "/forum/post/r5t0w2zc-left-join-returns-more-rows-than-my-base-table-why#c4h8v2td-a-quick-check-for-next-time-compare-count",
      ],
      [
        "NEW_COMMENT",
        true,
        "/forum/post/r5t0w2zc-left-join-returns-more-rows-than-my-base-table-why#a1n5w8qe-a-left-join-keeps-every-order-and-repeats",
      ],
    ]);
    expect(mine[3]).toMatchObject({
      viewerIsPostAuthor: true,
      postTitle: "LEFT JOIN returns more rows than my base table. Wh…",
      actor: { id: demo("INSTRUCTOR").viewer!.id },
    });
  });
});

describe("marking read", () => {
  it("marks one read (twice is fine); someone else's is NOT_FOUND and nothing changes", async () => {
    const author = person();
    const postId = await newPost(author);
    await comment(person(), postId);
    await comment(person(), postId);
    const [n] = await items(author);
    const stranger = person();
    expect(codeOf(await exec(MARK, { id: n!.id }, { caller: stranger }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(MARK, { id: n!.id }, { caller: demo("TALENT_ADMIN") }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(MARK, { id: "not-a-uuid" }, { caller: author }))).toBe("NOT_FOUND");
    expect(await suite.database.db.select().from(forumNotificationReads).where(eq(forumNotificationReads.notificationId, n!.id))).toEqual(
      [],
    );
    for (let i = 0; i < 2; i++)
      expect((await exec(MARK, { id: n!.id }, { caller: author })).data).toEqual({
        markForumNotificationRead: { id: n!.id, isRead: true },
      });
    expect(await unread(author)).toBe(1);
    expect(await unread(stranger)).toBe(0);
  });
  it("marks all read and returns how many were unread; again returns 0", async () => {
    const author = person();
    const postId = await newPost(author);
    for (let i = 0; i < 3; i++) await comment(person(), postId);
    await ok(author, MARK, { id: (await items(author))[0]!.id });
    expect((await exec(MARK_ALL, {}, { caller: author })).data).toEqual({ markAllForumNotificationsRead: 2 });
    expect(await unread(author)).toBe(0);
    expect((await items(author)).every((n) => n.isRead)).toBe(true);
    expect((await exec(MARK_ALL, {}, { caller: author })).data).toEqual({ markAllForumNotificationsRead: 0 });
  });
  it("a forum-admins notification is seen by each admin and read by each separately, not by students", async () => {
    const postId = await newPost(person());
    const [row] = await suite.database.db
      .insert(forumNotifications)
      .values({
        type: "REPORT_SUBMITED",
        recipientGroup: FORUM_ADMINS_GROUP,
        actorId: null,
        postId: shortIdOf(postId)!,
        postTitle: TITLE,
        createdAt: suite.now,
        modifiedDate: suite.now,
      })
      .returning();
    const courseAdmin = person("COURSE_ADMIN");
    const talentAdmin = person("TALENT_ADMIN");
    for (const admin of [courseAdmin, talentAdmin]) {
      expect(await items(admin)).toEqual([
        expect.objectContaining({ id: row!.id, type: "REPORT_SUBMITED", actor: null, isRead: false, link: "/forum/report/all" }),
      ]);
      expect(await unread(admin)).toBe(1);
    }
    for (const other of [person(), person("INSTRUCTOR"), person("JOB_ADMIN")]) {
      expect(await items(other)).toEqual([]);
      expect(codeOf(await exec(MARK, { id: row!.id }, { caller: other }))).toBe("NOT_FOUND");
    }
    await ok(courseAdmin, MARK, { id: row!.id });
    expect(await unread(courseAdmin)).toBe(0);
    expect(await unread(talentAdmin)).toBe(1);
    expect((await exec(MARK_ALL, {}, { caller: talentAdmin })).data).toEqual({ markAllForumNotificationsRead: 1 });
    const reads = await suite.database.db
      .select({ userId: forumNotificationReads.userId })
      .from(forumNotificationReads)
      .where(eq(forumNotificationReads.notificationId, row!.id));
    expect(reads.map((r) => r.userId).sort()).toEqual([courseAdmin.viewer.id, talentAdmin.viewer.id].sort());
  });
  it("the table holds exactly one recipient per notification: a person or a group (a check)", async () => {
    const postId = shortIdOf(await newPost(person()))!;
    const base = { type: "NEW_COMMENT" as const, postId, postTitle: TITLE };
    const both = await suite.database.db
      .insert(forumNotifications)
      .values({ ...base, recipientId: person().viewer.id, recipientGroup: FORUM_ADMINS_GROUP })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const neither = await suite.database.db
      .insert(forumNotifications)
      .values(base)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(both).toBeInstanceOf(Error);
    expect(neither).toBeInstanceOf(Error);
    expect(
      await suite.database.db
        .select()
        .from(forumNotifications)
        .where(and(eq(forumNotifications.postId, postId))),
    ).toEqual([]);
  });
});

describe("statements do not grow with the page", () => {
  it("2 or 7 notifications with their post, comment, author flag and link cost the same statements", async () => {
    const author = person();
    const posts = [await newPost(author), await newPost(author)];
    for (let i = 0; i < 8; i++) await comment(person(), posts[i % 2]!);
    const small = await suite.counter.count(() => exec<ListResult>(LIST, { pageSize: 2 }, { caller: author }));
    const large = await suite.counter.count(() => exec<ListResult>(LIST, { pageSize: 7 }, { caller: author }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    expect(large.result.data!.forumNotifications.items).toHaveLength(7);
    expect(large.statements.length).toBe(small.statements.length);
    // the page, its total, the posts, the comments
    expect(large.statements.length).toBe(4);
    const unreadCount = await suite.counter.count(() => exec(UNREAD, {}, { caller: author }));
    expect(unreadCount.statements).toHaveLength(1);
    const markAll = await suite.counter.count(() => exec(MARK_ALL, {}, { caller: author }));
    expect(markAll.statements).toHaveLength(1);
  });
  it("one event is one INSERT … SELECT however many followers it reaches", async () => {
    const author = person();
    const postId = await newPost(author);
    const followers = Array.from({ length: 12 }, () => person());
    for (const f of followers) await follow(f, postId);
    const commenter = person();
    suite.tick();
    const { statements, result } = await suite.counter.count(() =>
      exec(
        `mutation($postId: ID!) { createForumComment(postId: $postId, description: "Hello") { id } }`,
        { postId },
        { caller: commenter },
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(statements.filter((s) => /insert into "forum"."notifications"/i.test(s))).toHaveLength(1);
    const rows = await suite.database.db
      .select({ recipientId: forumNotifications.recipientId })
      .from(forumNotifications)
      .where(eq(forumNotifications.postId, shortIdOf(postId)!));
    expect(rows.map((r) => r.recipientId).sort()).toEqual([author, ...followers].map((p) => p.viewer.id).sort());
    expect(
      await suite.database.db
        .select()
        .from(forumNotifications)
        .where(and(eq(forumNotifications.postId, shortIdOf(postId)!), inArray(forumNotifications.recipientId, [commenter.viewer.id]))),
    ).toEqual([]);
  });
});

describe("notifications need a logged-in viewer", () => {
  it("every operation is UNAUTHENTICATED for visitors", async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [UNREAD, {}],
      [MARK, { id: "6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c02" }],
      [MARK_ALL, {}],
    ] as const) {
      expect(codeOf(await exec(query, variables, { caller: visitor() })), query).toBe("UNAUTHENTICATED");
    }
  });
});
