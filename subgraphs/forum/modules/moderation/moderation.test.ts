/**
 * Moderation through the forum subgraph on a real database: pin and unpin, hide and show posts and comments, and
 * moderator deletes (the author told, CONTENT_DELETED without an actor), by forum admins everywhere and by a class's
 * instructors in their class only (FORBIDDEN on the general forum, NOT_FOUND in a class they cannot read), never by
 * learners; who sees hidden content; who is a moderator; the dashboard and the support queue (FORBIDDEN for others).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { forumNotifications, forumPosts, forumPostTags, forumReports } from "../../../../drizzle/schema/forum.js";
import { codeOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { makeIdSlug, randomShortId, shortIdOf, slugify } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

// ── People and classes ──

const SQL_CLASS = "m1sql-2026-05";
const JS_CLASS = "m1js-open-2026";
const admin = person("TALENT_ADMIN");
const courseAdmin = person("COURSE_ADMIN");
const sqlTeacher = person("INSTRUCTOR");
const jsTeacher = person("INSTRUCTOR");
const lonelyTeacher = person("INSTRUCTOR"); // an instructor of no class
const alice = person(); // SQL class student
const bob = person(); // SQL class student
const carol = person(); // JS class student
suite.classes.push(
  {
    slug: SQL_CLASS,
    title: "M1 SQL May 2026",
    members: [
      { userId: sqlTeacher.viewer.id, role: "INSTRUCTOR" },
      { userId: alice.viewer.id, role: "STUDENT" },
      { userId: bob.viewer.id, role: "STUDENT" },
    ],
  },
  {
    slug: JS_CLASS,
    title: "M1 JavaScript open class 2026",
    members: [
      { userId: jsTeacher.viewer.id, role: "INSTRUCTOR" },
      { userId: carol.viewer.id, role: "STUDENT" },
    ],
  },
);

// ── Helpers ──

const POST_FIELDS = `id isPinned isHidden isUnderReview viewerIsModerator viewerMayReport commentCount`;
interface Post {
  id: string;
  isPinned: boolean;
  isHidden: boolean;
  isUnderReview: boolean;
  viewerIsModerator: boolean;
  viewerMayReport: boolean;
  commentCount: number;
}

/**
 * A class forum post written straight to the database (class posts are made by createForumClassPost): filed under
 * the class's CLASSROOM tag, as that mutation files it.
 */
async function classPost(
  author: Caller,
  slug: string,
  kind: { isAnnouncement?: boolean; isSupport?: boolean } = {},
  title = "How do I read a query plan?",
): Promise<string> {
  suite.tick();
  const id = randomShortId((n) => randomBytes(n));
  await suite.database.db.insert(forumPosts).values({
    id,
    slug: slugify(title),
    title,
    description: kind.isAnnouncement ? "" : "Where do I start?",
    authorId: author.viewer!.id,
    classSlug: slug,
    isAnnouncement: kind.isAnnouncement ?? false,
    isSupport: kind.isSupport ?? false,
    createdAt: suite.now,
    modifiedDate: suite.now,
  });
  await suite.database.db.insert(forumPostTags).values({ postId: id, tagId: slug });
  return makeIdSlug(id, title);
}

async function ok<T = Record<string, unknown>>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  suite.tick();
  const r = await exec<T>(query, variables, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!;
}
const code = async (caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  codeOf(await exec(query, variables, { caller }));

const mutation = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { id } }`;
const PIN = mutation("pinForumPost");
const UNPIN = mutation("unpinForumPost");
const HIDE = mutation("hideForumPost");
const UNHIDE = mutation("unhideForumPost");
const HIDE_COMMENT = mutation("hideForumComment");
const UNHIDE_COMMENT = mutation("unhideForumComment");
const DELETE = `mutation($id: ID!) { deleteForumPost(id: $id) }`;
const DELETE_COMMENT = `mutation($id: ID!) { deleteForumComment(id: $id) }`;

const read = async (caller: Caller, id: string) =>
  (await exec<{ forumPost: Post | null }>(`query($id: ID!) { forumPost(id: $id) { ${POST_FIELDS} } }`, { id }, { caller })).data!.forumPost;
const feedIds = async (caller: Caller) =>
  (
    await exec<{ forumPosts: { items: { id: string }[] } }>(`{ forumPosts(pageSize: 100) { items { id } } }`, {}, { caller })
  ).data!.forumPosts.items.map((p) => p.id);
const postRow = async (id: string) =>
  (
    await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(id)!))
  )[0]!;

interface CommentView {
  id: string;
  isHidden: boolean;
  viewerIsModerator: boolean;
  replies: { items: { id: string }[] };
}
async function commentsSeen(caller: Caller, postId: string) {
  const r = await exec<{
    forumPost: { commentCount: number; comments: { items: CommentView[]; pageInfo: { totalCount: number } } } | null;
  }>(
    `query($id: ID!) { forumPost(id: $id) { commentCount comments(pageSize: 100) { items { id isHidden viewerIsModerator replies { items { id } } } pageInfo { totalCount } } } }`,
    { id: postId },
    { caller },
  );
  expect(r.errors).toBeUndefined();
  const post = r.data!.forumPost!;
  return {
    ids: post.comments.items.map((c) => c.id),
    items: post.comments.items,
    count: post.commentCount,
    total: post.comments.pageInfo.totalCount,
  };
}

const NOTIFICATIONS = `{ forumNotifications(pageSize: 100) { items { type actor { id } post { id } comment { id } postTitle classTitle } } }`;
interface Note {
  type: string;
  actor: { id: string } | null;
  post: { id: string } | null;
  comment: { id: string } | null;
  postTitle: string;
  classTitle: string | null;
}
const notesOf = async (caller: Caller) =>
  (await ok<{ forumNotifications: { items: Note[] } }>(caller, NOTIFICATIONS)).forumNotifications.items;

// ── Pin ──

describe("pinning (the post's moderators; twice is fine)", () => {
  it("a forum admin pins and unpins a general post; pinning again keeps when it was first pinned", async () => {
    const post = await suite.newPost(alice);
    expect((await read(alice, post))!.isPinned).toBe(false);
    await ok(admin, PIN, { id: post });
    const pinnedAt = (await postRow(post)).pinnedAt;
    expect(pinnedAt).toEqual(suite.now);
    expect((await read(alice, post))!.isPinned).toBe(true);
    await ok(admin, PIN, { id: post });
    expect((await postRow(post)).pinnedAt).toEqual(pinnedAt);
    await ok(courseAdmin, UNPIN, { id: post });
    expect(await postRow(post)).toMatchObject({ isPinned: false, pinnedAt: null });
    await ok(courseAdmin, UNPIN, { id: post }); // fine when not pinned
  });
  it("an instructor pins their class's posts only: FORBIDDEN on the general forum, NOT_FOUND in another class", async () => {
    const mine = await classPost(alice, SQL_CLASS);
    const data = await ok<{ pinForumPost: { id: string; isPinned: boolean } }>(
      sqlTeacher,
      `mutation($id: ID!) { pinForumPost(id: $id) { id isPinned } }`,
      { id: mine },
    );
    expect(data.pinForumPost).toEqual({ id: mine, isPinned: true });
    expect(await code(sqlTeacher, PIN, { id: await suite.newPost(alice) })).toBe("FORBIDDEN");
    expect(await code(sqlTeacher, PIN, { id: await classPost(carol, JS_CLASS) })).toBe("NOT_FOUND");
    expect(await code(lonelyTeacher, PIN, { id: await suite.newPost(alice) })).toBe("FORBIDDEN");
  });
  it("learners may not (even their own post); visitors are UNAUTHENTICATED; unknown and deleted posts are NOT_FOUND", async () => {
    const general = await suite.newPost(alice);
    const inClass = await classPost(alice, SQL_CLASS);
    for (const id of [general, inClass]) {
      expect(await code(alice, PIN, { id })).toBe("FORBIDDEN");
      expect(await code(bob, PIN, { id })).toBe("FORBIDDEN");
    }
    expect((await postRow(general)).isPinned).toBe(false);
    expect(await code(visitor(), PIN, { id: general })).toBe("UNAUTHENTICATED");
    expect(await code(admin, PIN, { id: "zzzzzzzz-nothing" })).toBe("NOT_FOUND");
    await ok(alice, DELETE, { id: general });
    expect(await code(admin, PIN, { id: general })).toBe("NOT_FOUND");
  });
});

// ── Hide posts ──

describe("hiding a post: only its author (marked) and its moderators see it", () => {
  it("a forum admin hides a general post: gone from others' feed and look-ups, shown to its author and admins; unhide shows it again", async () => {
    const post = await suite.newPost(alice);
    await ok(admin, HIDE, { id: post });
    expect(await read(bob, post)).toBeNull();
    expect(await feedIds(bob)).not.toContain(post);
    expect(await read(sqlTeacher, post)).toBeNull(); // instructors do not moderate the general forum
    expect(await read(alice, post)).toMatchObject({ id: post, isHidden: true, viewerIsModerator: false });
    expect(await feedIds(alice)).toContain(post);
    expect(await read(courseAdmin, post)).toMatchObject({ isHidden: true, viewerIsModerator: true });
    // Moderators find hidden content to act on it.
    await ok(courseAdmin, UNHIDE, { id: post });
    expect(await read(bob, post)).toMatchObject({ isHidden: false });
    expect(await feedIds(bob)).toContain(post);
  });
  it("an instructor hides a post of their class: its students no longer see it, the instructor and the author do", async () => {
    const post = await classPost(alice, SQL_CLASS);
    await ok(sqlTeacher, HIDE, { id: post });
    await ok(sqlTeacher, HIDE, { id: post }); // twice is fine
    expect(await read(bob, post)).toBeNull();
    expect(await read(alice, post)).toMatchObject({ isHidden: true });
    expect(await read(sqlTeacher, post)).toMatchObject({ isHidden: true, viewerIsModerator: true });
    expect(await read(admin, post)).toMatchObject({ isHidden: true, viewerIsModerator: true });
    expect(await read(jsTeacher, post)).toBeNull();
    await ok(sqlTeacher, UNHIDE, { id: post });
    expect(await read(bob, post)).toMatchObject({ isHidden: false, viewerIsModerator: false });
  });
  it("others may not: instructors outside their class, learners, the author", async () => {
    const general = await suite.newPost(alice);
    expect(await code(sqlTeacher, HIDE, { id: general })).toBe("FORBIDDEN");
    expect(await code(alice, HIDE, { id: general })).toBe("FORBIDDEN");
    expect(await code(bob, HIDE, { id: general })).toBe("FORBIDDEN");
    const jsPost = await classPost(carol, JS_CLASS);
    expect(await code(sqlTeacher, HIDE, { id: jsPost })).toBe("NOT_FOUND");
    expect(await code(carol, HIDE, { id: jsPost })).toBe("FORBIDDEN");
    expect((await postRow(general)).isHidden).toBe(false);
    expect((await postRow(jsPost)).isHidden).toBe(false);
  });
});

// ── Hide comments ──

describe("hiding a comment: gone from others' lists and counts; its author (marked) and moderators see it", () => {
  it("a forum admin hides a comment on a general post", async () => {
    const post = await suite.newPost(alice);
    const c = await suite.comment(bob, post);
    const reply = await suite.comment(alice, post, c);
    await ok(admin, HIDE_COMMENT, { id: c });
    const other = await commentsSeen(carol, post);
    expect(other.ids).not.toContain(c);
    expect(other.total).toBe(0);
    expect(other.count).toBeLessThan(2); // the hidden comment is not counted
    const author = await commentsSeen(bob, post);
    expect(author.items.find((x) => x.id === c)).toMatchObject({
      isHidden: true,
      viewerIsModerator: false,
      replies: { items: [{ id: reply }] },
    });
    expect(author.count).toBe(2);
    const moderator = await commentsSeen(courseAdmin, post);
    expect(moderator.items.find((x) => x.id === c)).toMatchObject({ isHidden: true, viewerIsModerator: true });
    await ok(courseAdmin, UNHIDE_COMMENT, { id: c }); // moderators find it hidden
    expect(await commentsSeen(carol, post)).toMatchObject({ ids: [c], count: 2, total: 1 });
  });
  it("an instructor hides comments in their class's posts only", async () => {
    const post = await classPost(alice, SQL_CLASS);
    const c = await suite.comment(bob, post);
    await ok(sqlTeacher, HIDE_COMMENT, { id: c });
    expect((await commentsSeen(alice, post)).ids).toEqual([]);
    expect((await commentsSeen(sqlTeacher, post)).items).toEqual([
      expect.objectContaining({ id: c, isHidden: true, viewerIsModerator: true }),
    ]);
    await ok(sqlTeacher, UNHIDE_COMMENT, { id: c });
    expect((await commentsSeen(alice, post)).ids).toEqual([c]);

    const general = await suite.comment(bob, await suite.newPost(alice));
    expect(await code(sqlTeacher, HIDE_COMMENT, { id: general })).toBe("FORBIDDEN");
    const jsComment = await suite.comment(carol, await classPost(carol, JS_CLASS));
    expect(await code(sqlTeacher, HIDE_COMMENT, { id: jsComment })).toBe("NOT_FOUND");
  });
  it("learners may not, their own comments included; a hidden comment is NOT_FOUND to others; unknown is NOT_FOUND", async () => {
    const post = await suite.newPost(alice);
    const c = await suite.comment(bob, post);
    expect(await code(bob, HIDE_COMMENT, { id: c })).toBe("FORBIDDEN");
    expect(await code(alice, HIDE_COMMENT, { id: c })).toBe("FORBIDDEN");
    await ok(admin, HIDE_COMMENT, { id: c });
    expect(await code(carol, UNHIDE_COMMENT, { id: c })).toBe("NOT_FOUND");
    expect(await code(bob, UNHIDE_COMMENT, { id: c })).toBe("FORBIDDEN");
    expect(await code(admin, HIDE_COMMENT, { id: "zzzzzzzz" })).toBe("NOT_FOUND");
    expect(await code(visitor(), HIDE_COMMENT, { id: c })).toBe("UNAUTHENTICATED");
  });
});

// ── Moderator delete ──

describe("deleting: the author, or the content's moderators (who tell the author: CONTENT_DELETED, no actor)", () => {
  it("a forum admin deletes a learner's post: gone for everyone; the author is told; the admin is not", async () => {
    const post = await suite.newPost(alice, { title: "Selling cheap course certificates, message me" });
    expect(await ok(admin, DELETE, { id: post })).toEqual({ deleteForumPost: post });
    for (const who of [alice, bob, admin]) expect(await read(who, post)).toBeNull();
    expect(await notesOf(alice)).toContainEqual({
      type: "CONTENT_DELETED",
      actor: null,
      post: null,
      comment: null,
      postTitle: "Selling cheap course certificates, message me",
      classTitle: null,
    });
    expect((await notesOf(admin)).filter((n) => n.type === "CONTENT_DELETED")).toEqual([]);
    expect((await postRow(post)).deletedBy).toBe(admin.viewer.id);
  });
  it("its author deleting it tells nobody", async () => {
    const author = person();
    const post = await suite.newPost(author);
    await ok(author, DELETE, { id: post });
    expect(await notesOf(author)).toEqual([]);
  });
  it("an instructor deletes posts of their class (with the class's title), not the general forum's nor another class's", async () => {
    const author = person();
    suite.classes[0]!.members.push({ userId: author.viewer.id, role: "STUDENT" });
    const post = await classPost(author, SQL_CLASS);
    await ok(sqlTeacher, DELETE, { id: post });
    expect(await read(author, post)).toBeNull();
    expect(await notesOf(author)).toEqual([
      expect.objectContaining({ type: "CONTENT_DELETED", actor: null, classTitle: "M1 SQL May 2026" }),
    ]);

    const general = await suite.newPost(alice);
    expect(await code(sqlTeacher, DELETE, { id: general })).toBe("FORBIDDEN");
    const jsPost = await classPost(carol, JS_CLASS);
    expect(await code(sqlTeacher, DELETE, { id: jsPost })).toBe("NOT_FOUND");
    expect((await postRow(general)).deletedAt).toBeNull();
    expect((await postRow(jsPost)).deletedAt).toBeNull();
  });
  it("learners may not delete someone else's post, in the general forum or their class", async () => {
    for (const id of [await suite.newPost(alice), await classPost(alice, SQL_CLASS)]) {
      expect(await code(bob, DELETE, { id })).toBe("FORBIDDEN");
      expect((await postRow(id)).deletedAt).toBeNull();
    }
  });
  it("a moderator's delete approves the pending reports of the post; an author's own delete leaves them for review", async () => {
    const post = await suite.newPost(alice);
    await ok(bob, `mutation($id: ID!) { reportForumPost(id: $id, reason: "Spam link") { id } }`, { id: post });
    await ok(admin, DELETE, { id: post });
    const reports = await suite.database.db
      .select()
      .from(forumReports)
      .where(eq(forumReports.postId, shortIdOf(post)!));
    expect(reports).toEqual([expect.objectContaining({ status: "APPROVED", reviewedBy: admin.viewer.id, reviewedAt: suite.now })]);

    const own = await suite.newPost(alice);
    await ok(bob, `mutation($id: ID!) { reportForumPost(id: $id, reason: "Spam link") { id } }`, { id: own });
    await ok(alice, DELETE, { id: own });
    const [left] = await suite.database.db
      .select()
      .from(forumReports)
      .where(eq(forumReports.postId, shortIdOf(own)!));
    expect(left).toMatchObject({ status: "PENDING", reviewedAt: null });
  });
  it("a moderator deletes a comment with its replies; the comment's author is told about that comment", async () => {
    const post = await classPost(alice, SQL_CLASS);
    const c = await suite.comment(bob, post);
    const reply = await suite.comment(alice, post, c);
    expect(await code(alice, DELETE_COMMENT, { id: c })).toBe("FORBIDDEN"); // the post's author is no moderator
    expect(await ok(sqlTeacher, DELETE_COMMENT, { id: c })).toEqual({ deleteForumComment: c });
    expect(await commentsSeen(alice, post)).toMatchObject({ ids: [], count: 0 });
    const told = (await notesOf(bob)).filter((n) => n.type === "CONTENT_DELETED");
    expect(told).toEqual([expect.objectContaining({ actor: null, post: { id: post }, comment: null, classTitle: "M1 SQL May 2026" })]);
    const [row] = await suite.database.db
      .select()
      .from(forumNotifications)
      .where(and(eq(forumNotifications.recipientId, bob.viewer.id), eq(forumNotifications.type, "CONTENT_DELETED")));
    expect(row).toMatchObject({ commentId: shortIdOf(c), actorId: sqlTeacher.viewer.id });
    expect(await code(alice, `mutation($id: ID!) { voteForumComment(id: $id, value: UP) { id } }`, { id: reply })).toBe("NOT_FOUND");
  });
  it("an instructor may not delete a general-forum comment; learners may not delete others' comments", async () => {
    const post = await suite.newPost(alice);
    const c = await suite.comment(bob, post);
    expect(await code(sqlTeacher, DELETE_COMMENT, { id: c })).toBe("FORBIDDEN");
    expect(await code(carol, DELETE_COMMENT, { id: c })).toBe("FORBIDDEN");
    expect(await commentsSeen(alice, post)).toMatchObject({ ids: [c] });
    await ok(courseAdmin, DELETE_COMMENT, { id: c });
    expect(await commentsSeen(alice, post)).toMatchObject({ ids: [] });
  });
});

// ── Who moderates ──

describe("who is a moderator", () => {
  const IS_MODERATOR = `{ forumViewerIsModerator }`;
  it("forum admins and instructors of a class are; learners and an instructor of no class are not; visitors are refused", async () => {
    for (const who of [admin, courseAdmin, sqlTeacher, jsTeacher])
      expect(await ok(who, IS_MODERATOR)).toEqual({ forumViewerIsModerator: true });
    for (const who of [alice, carol, lonelyTeacher, person("JOB_ADMIN")])
      expect(await ok(who, IS_MODERATOR)).toEqual({ forumViewerIsModerator: false });
    expect(await code(visitor(), IS_MODERATOR)).toBe("UNAUTHENTICATED");
  });
  it("a post's and a comment's viewerIsModerator: forum admins everywhere, instructors in their class", async () => {
    const general = await suite.newPost(alice);
    const inClass = await classPost(alice, SQL_CLASS);
    expect((await read(admin, general))!.viewerIsModerator).toBe(true);
    expect((await read(sqlTeacher, general))!.viewerIsModerator).toBe(false);
    expect((await read(sqlTeacher, inClass))!.viewerIsModerator).toBe(true);
    expect((await read(alice, inClass))!.viewerIsModerator).toBe(false);
    await suite.comment(bob, general);
    expect((await commentsSeen(sqlTeacher, general)).items[0]!.viewerIsModerator).toBe(false);
    expect((await commentsSeen(admin, general)).items[0]!.viewerIsModerator).toBe(true);
  });
});

// ── Dashboard and support queue ──

const SUMMARY = `{ forumModerationSummary { pendingReportCount openSupportCount recentPosts { id } recentAnnouncements { id } } }`;
interface Summary {
  pendingReportCount: number;
  openSupportCount: number;
  recentPosts: { id: string }[];
  recentAnnouncements: { id: string }[];
}
const summaryOf = async (caller: Caller) => (await ok<{ forumModerationSummary: Summary }>(caller, SUMMARY)).forumModerationSummary;
const SUPPORT = `query($page: Int, $pageSize: Int) { forumSupportPosts(page: $page, pageSize: $pageSize) { items { id isResolved } pageInfo { pageSize totalCount hasNextPage } } }`;
interface SupportPage {
  forumSupportPosts: {
    items: { id: string; isResolved: boolean }[];
    pageInfo: { pageSize: number; totalCount: number; hasNextPage: boolean };
  };
}

describe("the forum admin dashboard (moderators only)", () => {
  it("is FORBIDDEN to learners and instructors of no class, UNAUTHENTICATED to visitors", async () => {
    for (const who of [alice, lonelyTeacher]) expect(await code(who, SUMMARY)).toBe("FORBIDDEN");
    expect(await code(visitor(), SUMMARY)).toBe("UNAUTHENTICATED");
  });
  it("an instructor's: their class's pending reports, open support questions and announcements; the newest posts they may read", async () => {
    const before = await summaryOf(sqlTeacher);
    const adminBefore = await summaryOf(admin);
    const reported = await classPost(alice, SQL_CLASS);
    await ok(bob, `mutation($id: ID!) { reportForumPost(id: $id, reason: "Off topic for this class") { id } }`, { id: reported });
    await ok(carol, `mutation($id: ID!) { reportForumPost(id: $id, reason: "Off topic for this class") { id } }`, {
      id: await classPost(jsTeacher, JS_CLASS),
    });
    await ok(alice, `mutation($id: ID!) { reportForumPost(id: $id, reason: "Off topic in general") { id } }`, {
      id: await suite.newPost(bob),
    });
    const open = await classPost(alice, SQL_CLASS, { isSupport: true }, "Cannot log in to the lab");
    const resolved = await classPost(bob, SQL_CLASS, { isSupport: true }, "Lab VM is slow");
    await suite.database.db
      .update(forumPosts)
      .set({ isResolved: true })
      .where(eq(forumPosts.id, shortIdOf(resolved)!));
    await classPost(carol, JS_CLASS, { isSupport: true }, "Node will not install");
    const announcements = [];
    for (let i = 1; i <= 4; i++) announcements.push(await classPost(sqlTeacher, SQL_CLASS, { isAnnouncement: true }, `Week ${i} starts`));
    const jsAnnouncement = await classPost(jsTeacher, JS_CLASS, { isAnnouncement: true }, "JS week 1");
    const newestGeneral = await suite.newPost(carol);

    const mine = await summaryOf(sqlTeacher);
    expect(mine.pendingReportCount).toBe(before.pendingReportCount + 1);
    expect(mine.openSupportCount).toBe(before.openSupportCount + 1);
    expect(mine.recentAnnouncements.map((p) => p.id)).toEqual([announcements[3], announcements[2], announcements[1]]);
    expect(mine.recentPosts.map((p) => p.id)).toEqual([newestGeneral, announcements[3], announcements[2]]);

    const all = await summaryOf(admin);
    expect(all.pendingReportCount).toBe(adminBefore.pendingReportCount + 3);
    expect(all.openSupportCount).toBe(adminBefore.openSupportCount + 2);
    expect(all.recentAnnouncements.map((p) => p.id)).toEqual([jsAnnouncement, announcements[3], announcements[2]]);
    expect(all.recentPosts.map((p) => p.id)).toEqual([newestGeneral, jsAnnouncement, announcements[3]]);
    expect(open).toBeTruthy();
  });
});

describe("the support queue (moderators only): unresolved first, then newest, 6 a page", () => {
  it("an instructor sees their class's support questions only; forum admins every class's", async () => {
    const older = await classPost(alice, SQL_CLASS, { isSupport: true }, "Quiz 2 will not submit");
    const done = await classPost(bob, SQL_CLASS, { isSupport: true }, "Where are the slides?");
    const newer = await classPost(bob, SQL_CLASS, { isSupport: true }, "Lab 3 data set is missing");
    await suite.database.db
      .update(forumPosts)
      .set({ isResolved: true })
      .where(eq(forumPosts.id, shortIdOf(done)!));
    const other = await classPost(carol, JS_CLASS, { isSupport: true }, "npm install fails");
    await classPost(alice, SQL_CLASS, {}, "Not a support question");

    const mine = (await ok<SupportPage>(sqlTeacher, SUPPORT, { pageSize: 100 })).forumSupportPosts;
    const ids = mine.items.map((p) => p.id);
    expect(ids).not.toContain(other);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(done));
    // Every unresolved question comes before every resolved one.
    const firstResolved = mine.items.findIndex((p) => p.isResolved);
    expect(mine.items.slice(firstResolved).every((p) => p.isResolved)).toBe(true);
    expect(mine.items.every((p) => ids.includes(p.id))).toBe(true);

    const all = (await ok<SupportPage>(admin, SUPPORT, { pageSize: 100 })).forumSupportPosts.items.map((p) => p.id);
    expect(all).toContain(other);
    expect(all).toContain(newer);
    const page = (await ok<SupportPage>(admin, SUPPORT)).forumSupportPosts;
    expect(page.pageInfo.pageSize).toBe(6);
    expect(page.items.length).toBeLessThanOrEqual(6);
  });
  it("is FORBIDDEN to learners, UNAUTHENTICATED to visitors, BAD_USER_INPUT for a page size over 100", async () => {
    expect(await code(alice, SUPPORT)).toBe("FORBIDDEN");
    expect(await code(lonelyTeacher, SUPPORT)).toBe("FORBIDDEN");
    expect(await code(visitor(), SUPPORT)).toBe("UNAUTHENTICATED");
    expect(await code(admin, SUPPORT, { pageSize: 101 })).toBe("BAD_USER_INPUT");
  });
});
