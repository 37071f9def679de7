/**
 * Reports through the forum subgraph on a real database: the reason (plain text, 5-500; bad ones change nothing); who
 * may report (not the author, not twice while pending, only what one sees); reported content hidden from everyone but
 * its author (marked) and its moderators; the notifications (REPORT_SUBMITED to the moderators' groups with the report,
 * CONTENT_REPORTED_HIDDEN once to the author, CONTENT_DELETED on approval, never to the actor, no actor shown);
 * approving (deleted for everyone, record kept) and dismissing (shown again), each once (CONFLICT after); review and
 * lists by the content's moderators only (instructors their class's); pending first, 5 a page, statements not growing
 * with the page; reports arriving at once.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, count, eq, isNull } from "drizzle-orm";
import { forumNotifications, forumPosts, forumPostTags, forumReports } from "../../../../drizzle/schema/forum.js";
import { codeOf, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { makeIdSlug, randomShortId, shortIdOf, slugify } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

// ── People and classes ──

const SQL_CLASS = "m1sql-2026-05";
const JS_CLASS = "m1js-open-2026";
const FCDA_CLASS = "fcda-2026-10";
const admin = person("TALENT_ADMIN");
const courseAdmin = person("COURSE_ADMIN");
const sqlTeacher = person("INSTRUCTOR");
const jsTeacher = person("INSTRUCTOR");
const fcdaTeacher = person("INSTRUCTOR");
const alice = person(); // SQL class student
const bob = person(); // SQL class student
const dave = person(); // SQL class student
const carol = person(); // JS class student and FCDA student
suite.classes.push(
  {
    slug: SQL_CLASS,
    title: "M1 SQL May 2026",
    members: [
      { userId: sqlTeacher.viewer.id, role: "INSTRUCTOR" },
      { userId: alice.viewer.id, role: "STUDENT" },
      { userId: bob.viewer.id, role: "STUDENT" },
      { userId: dave.viewer.id, role: "STUDENT" },
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
  {
    slug: FCDA_CLASS,
    title: "Data Analytics foundation October 2026",
    members: [
      { userId: fcdaTeacher.viewer.id, role: "INSTRUCTOR" },
      { userId: carol.viewer.id, role: "STUDENT" },
    ],
  },
);

// ── Helpers ──

/** A class forum post written straight to the database (createForumClassPost is tested in classes.test.ts). */
async function classPost(
  author: Caller,
  slug: string,
  title = "How do I read a query plan?",
  description = "Where do I start?",
): Promise<string> {
  suite.tick();
  const id = randomShortId((n) => randomBytes(n));
  await suite.database.db.insert(forumPosts).values({
    id,
    slug: slugify(title),
    title,
    description,
    authorId: author.viewer!.id,
    classSlug: slug,
    createdAt: suite.now,
    modifiedDate: suite.now,
  });
  await suite.database.db.insert(forumPostTags).values({ postId: id, tagId: slug });
  return makeIdSlug(id, title);
}
const generalPost = (author: Caller, title?: string) => suite.newPost(author, title ? { title } : {});

async function ok<T = Record<string, unknown>>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  suite.tick();
  const r = await exec<T>(query, variables, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!;
}
const code = async (caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  codeOf(await exec(query, variables, { caller }));

const REPORT_FIELDS = `id status reason excerpt postTitle createdDate reviewedDate viewerMayReview reporter { id } author { id } post { id } comment { id }`;
interface Report {
  id: string;
  status: string;
  reason: string;
  excerpt: string;
  postTitle: string;
  createdDate: string;
  reviewedDate: string | null;
  viewerMayReview: boolean;
  reporter: { id: string };
  author: { id: string };
  post: { id: string } | null;
  comment: { id: string } | null;
}
const REPORT_POST = `mutation($id: ID!, $reason: String!) { reportForumPost(id: $id, reason: $reason) { ${REPORT_FIELDS} } }`;
const REPORT_COMMENT = `mutation($id: ID!, $reason: String!) { reportForumComment(id: $id, reason: $reason) { ${REPORT_FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveForumReport(id: $id) { ${REPORT_FIELDS} } }`;
const DISMISS = `mutation($id: ID!) { dismissForumReport(id: $id) { ${REPORT_FIELDS} } }`;
const LIST = `query($status: ForumReportStatus, $page: Int, $pageSize: Int) { forumReports(status: $status, page: $page, pageSize: $pageSize) { items { ${REPORT_FIELDS} } pageInfo { page pageSize totalCount hasNextPage } } }`;

const reportPost = async (caller: Caller, id: string, reason = "Advertising, not a question") =>
  (await ok<{ reportForumPost: Report }>(caller, REPORT_POST, { id, reason })).reportForumPost;
const reportComment = async (caller: Caller, id: string, reason = "Rude to other learners") =>
  (await ok<{ reportForumComment: Report }>(caller, REPORT_COMMENT, { id, reason })).reportForumComment;
const approve = async (caller: Caller, id: string) =>
  (await ok<{ approveForumReport: Report }>(caller, APPROVE, { id })).approveForumReport;
const dismiss = async (caller: Caller, id: string) =>
  (await ok<{ dismissForumReport: Report }>(caller, DISMISS, { id })).dismissForumReport;
interface ListPage {
  forumReports: { items: Report[]; pageInfo: { page: number; pageSize: number; totalCount: number; hasNextPage: boolean } };
}
const list = async (caller: Caller, variables: Record<string, unknown> = {}) => (await ok<ListPage>(caller, LIST, variables)).forumReports;

interface PostView {
  id: string;
  isUnderReview: boolean;
  viewerMayReport: boolean;
  viewerIsModerator: boolean;
}
const read = async (caller: Caller, id: string) =>
  (
    await exec<{ forumPost: PostView | null }>(
      `query($id: ID!) { forumPost(id: $id) { id isUnderReview viewerMayReport viewerIsModerator } }`,
      { id },
      { caller },
    )
  ).data!.forumPost;
const feedIds = async (caller: Caller) =>
  (
    await exec<{ forumPosts: { items: { id: string }[] } }>(`{ forumPosts(pageSize: 100) { items { id } } }`, {}, { caller })
  ).data!.forumPosts.items.map((p) => p.id);
async function commentsSeen(caller: Caller, postId: string) {
  const r = await exec<{
    forumPost: { commentCount: number; comments: { items: { id: string; isUnderReview: boolean; viewerMayReport: boolean }[] } } | null;
  }>(
    `query($id: ID!) { forumPost(id: $id) { commentCount comments(pageSize: 100) { items { id isUnderReview viewerMayReport } } } }`,
    { id: postId },
    { caller },
  );
  expect(r.errors).toBeUndefined();
  return {
    items: r.data!.forumPost!.comments.items,
    ids: r.data!.forumPost!.comments.items.map((c) => c.id),
    count: r.data!.forumPost!.commentCount,
  };
}

const NOTIFICATIONS = `{ forumNotifications(pageSize: 100) { items { type actor { id } post { id } comment { id } postTitle classTitle link report { id status } } } }`;
interface Note {
  type: string;
  actor: { id: string } | null;
  post: { id: string } | null;
  comment: { id: string } | null;
  postTitle: string;
  classTitle: string | null;
  link: string;
  report: { id: string; status: string } | null;
}
const notesOf = async (caller: Caller) =>
  (await ok<{ forumNotifications: { items: Note[] } }>(caller, NOTIFICATIONS)).forumNotifications.items;
const notesAbout = async (caller: Caller, postId: string) =>
  (await notesOf(caller)).filter((n) => n.link.startsWith(`/forum/post/${postId}`) || n.post?.id === postId);
const reportRows = async (postId: string) =>
  suite.database.db
    .select()
    .from(forumReports)
    .where(eq(forumReports.postId, shortIdOf(postId)!));
const notificationRowsOf = async (postId: string) =>
  suite.database.db
    .select()
    .from(forumNotifications)
    .where(eq(forumNotifications.postId, shortIdOf(postId)!));

// ── The reason ──

describe("the reason: plain text of 5-500 characters; a bad one changes nothing", () => {
  it.each([
    ["blank", ""],
    ["spaces", "   "],
    ["too short", "spam"],
    ["markup only", "<b></b><i> </i>"],
    ["too short once markup is dropped", "<p>abc</p>"],
    ["too long", "x".repeat(501)],
    ["far too long", "x".repeat(5000)],
  ])("%s is BAD_USER_INPUT on reason", async (_, reason) => {
    const post = await generalPost(alice);
    const c = await suite.comment(alice, post);
    for (const [mutation, id] of [
      [REPORT_POST, post],
      [REPORT_COMMENT, c],
    ] as const) {
      const r = await exec(mutation, { id, reason }, { caller: bob });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("reason");
    }
    expect(await reportRows(post)).toEqual([]);
    expect(await notificationRowsOf(post)).toEqual([]);
    expect(await read(carol, post)).toMatchObject({ isUnderReview: false });
  });
  it("markup is dropped: the reason is stored as plain text; 5 and 500 characters fit", async () => {
    const post = await generalPost(alice);
    expect((await reportPost(bob, post, "<p>Too <b>many</b> ads<script>alert(1)</script></p>")).reason).toBe("Too many ads");
    expect((await reportPost(admin, post, "x".repeat(500))).reason).toHaveLength(500);
    expect((await reportPost(courseAdmin, post, "  spam!  ")).reason).toBe("spam!");
  });
});

// ── Reporting and what it hides ──

describe("a reported post is hidden from others while under review", () => {
  it("another learner no longer sees it; its author sees it marked; forum admins see it; an instructor of no part of it does not", async () => {
    const post = await generalPost(alice, "Buy followers cheap, best prices in town, DM me now please");
    expect(await read(bob, post)).toMatchObject({ viewerMayReport: true, isUnderReview: false });
    const report = await reportPost(bob, post);
    expect(report).toEqual({
      id: expect.any(String),
      status: "PENDING",
      reason: "Advertising, not a question",
      excerpt: "Orders grow after the join.",
      postTitle: "Buy followers cheap, best prices in town, DM me no…",
      createdDate: suite.now.toISOString(),
      reviewedDate: null,
      viewerMayReview: false,
      reporter: { id: bob.viewer.id },
      author: { id: alice.viewer.id },
      post: null, // the reporter no longer sees it
      comment: null,
    });
    for (const other of [bob, carol]) {
      expect(await read(other, post)).toBeNull();
      expect(await feedIds(other)).not.toContain(post);
    }
    expect(await read(alice, post)).toEqual({ id: post, isUnderReview: true, viewerMayReport: false, viewerIsModerator: false });
    expect(await feedIds(alice)).toContain(post);
    for (const moderator of [admin, courseAdmin])
      expect(await read(moderator, post)).toMatchObject({ isUnderReview: true, viewerIsModerator: true });
    expect(await read(sqlTeacher, post)).toBeNull();
    const [row] = await reportRows(post);
    expect(row).toMatchObject({ classSlug: null, authorId: alice.viewer.id, reporterId: bob.viewer.id, commentId: null });
  });
  it("a class post: hidden from its other students; the class's instructor and forum admins see it", async () => {
    const post = await classPost(alice, SQL_CLASS);
    await reportPost(bob, post);
    expect(await read(dave, post)).toBeNull();
    expect(await read(bob, post)).toBeNull();
    expect(await read(alice, post)).toMatchObject({ isUnderReview: true });
    expect(await read(sqlTeacher, post)).toMatchObject({ isUnderReview: true, viewerIsModerator: true });
    expect(await read(admin, post)).toMatchObject({ isUnderReview: true });
    expect(await read(jsTeacher, post)).toBeNull();
    expect((await reportRows(post))[0]).toMatchObject({ classSlug: SQL_CLASS });
  });
  it("a reported comment leaves the comment list and counts of others; its author sees it marked; moderators see it", async () => {
    const post = await classPost(alice, SQL_CLASS);
    const c = await suite.comment(dave, post);
    const other = await suite.comment(alice, post);
    expect((await commentsSeen(bob, post)).items).toContainEqual({ id: c, isUnderReview: false, viewerMayReport: true });
    const report = await reportComment(bob, c);
    expect(report).toMatchObject({
      status: "PENDING",
      excerpt: "Aggregate payments first.",
      post: { id: post },
      comment: null,
      author: { id: dave.viewer.id },
    });
    for (const who of [bob, alice]) expect(await commentsSeen(who, post)).toMatchObject({ ids: [other], count: 1 });
    expect((await commentsSeen(dave, post)).items).toContainEqual({ id: c, isUnderReview: true, viewerMayReport: false });
    expect((await commentsSeen(dave, post)).count).toBe(2);
    for (const moderator of [sqlTeacher, admin]) expect((await commentsSeen(moderator, post)).ids).toEqual([c, other]);
    expect((await reportRows(post))[0]).toMatchObject({ commentId: shortIdOf(c), classSlug: SQL_CLASS, authorId: dave.viewer.id });
  });
});

// ── Who may report ──

describe("who may report: logged in, sees it, not its author, one pending report at a time", () => {
  it("its author may not (FORBIDDEN), for posts and comments", async () => {
    const post = await generalPost(alice);
    const c = await suite.comment(bob, post);
    expect(await code(alice, REPORT_POST, { id: post, reason: "My own post" })).toBe("FORBIDDEN");
    expect(await code(bob, REPORT_COMMENT, { id: c, reason: "My own comment" })).toBe("FORBIDDEN");
    expect(await reportRows(post)).toEqual([]);
    expect((await read(alice, post))!.viewerMayReport).toBe(false);
  });
  it("a second report while the first waits is CONFLICT; viewerMayReport turns false", async () => {
    const post = await generalPost(alice);
    expect((await read(admin, post))!.viewerMayReport).toBe(true);
    await reportPost(admin, post);
    expect((await read(admin, post))!.viewerMayReport).toBe(false); // admins still see it
    expect(await code(admin, REPORT_POST, { id: post, reason: "Once more with feeling" })).toBe("CONFLICT");
    expect(await reportRows(post)).toHaveLength(1);
  });
  it("what the viewer cannot see is NOT_FOUND: another class, content under review, unknown; visitors are refused", async () => {
    expect(await code(bob, REPORT_POST, { id: await classPost(carol, JS_CLASS), reason: "Not my class" })).toBe("NOT_FOUND");
    const post = await generalPost(alice);
    await reportPost(bob, post);
    expect(await code(carol, REPORT_POST, { id: post, reason: "Also spam" })).toBe("NOT_FOUND");
    expect(await code(carol, REPORT_POST, { id: "zzzzzzzz", reason: "Also spam" })).toBe("NOT_FOUND");
    expect(await code(carol, REPORT_COMMENT, { id: "zzzzzzzz", reason: "Also spam" })).toBe("NOT_FOUND");
    expect(await code(visitor(), REPORT_POST, { id: post, reason: "Also spam" })).toBe("UNAUTHENTICATED");
  });
});

// ── Notifications ──

describe("who is told of a report (never the actor; report types show no actor)", () => {
  it("general content: REPORT_SUBMITED to every forum admin (with the report), CONTENT_REPORTED_HIDDEN to the author", async () => {
    const post = await generalPost(alice);
    const report = await reportPost(bob, post);
    for (const who of [admin, courseAdmin]) {
      expect(await notesAbout(who, post)).toEqual([
        expect.objectContaining({
          type: "REPORT_SUBMITED",
          actor: null,
          post: { id: post },
          link: "/forum/report/all",
          report: { id: report.id, status: "PENDING" },
          classTitle: null,
        }),
      ]);
    }
    expect(await notesAbout(alice, post)).toEqual([
      expect.objectContaining({ type: "CONTENT_REPORTED_HIDDEN", actor: null, report: null, link: `/forum/post/${post}` }),
    ]);
    expect(await notesAbout(bob, post)).toEqual([]);
    expect(await notesAbout(sqlTeacher, post)).toEqual([]);
    // The group notification's report is gone once reviewed (nothing left to review there).
    await dismiss(courseAdmin, report.id);
    expect((await notesAbout(admin, post))[0]!.report).toBeNull();
  });
  it("class content: the class's instructors are told too (with the class's title), not other instructors", async () => {
    const post = await classPost(alice, SQL_CLASS);
    const report = await reportPost(bob, post);
    expect(await notesAbout(sqlTeacher, post)).toEqual([
      expect.objectContaining({
        type: "REPORT_SUBMITED",
        actor: null,
        classTitle: "M1 SQL May 2026",
        report: { id: report.id, status: "PENDING" },
      }),
    ]);
    expect(await notesAbout(jsTeacher, post)).toEqual([]);
    expect(await notesAbout(alice, post)).toEqual([
      expect.objectContaining({ type: "CONTENT_REPORTED_HIDDEN", classTitle: "M1 SQL May 2026" }),
    ]);
  });
  it("a forum admin who reports is not told of their own report; the other admins are", async () => {
    const post = await generalPost(alice);
    await reportPost(admin, post);
    expect(await notesAbout(admin, post)).toEqual([]);
    expect(await notesAbout(courseAdmin, post)).toHaveLength(1);
  });
  it("a second report of content already under review tells the moderators again, not the author", async () => {
    const post = await generalPost(alice);
    await reportPost(bob, post);
    await reportPost(admin, post); // admins still see it
    expect((await notesAbout(alice, post)).map((n) => n.type)).toEqual(["CONTENT_REPORTED_HIDDEN"]);
    expect((await notesAbout(courseAdmin, post)).map((n) => n.type)).toEqual(["REPORT_SUBMITED", "REPORT_SUBMITED"]);
  });
});

// ── Reviewing ──

describe("dismissing: every pending report of it is dismissed and everyone sees it again", () => {
  it("a post", async () => {
    const post = await generalPost(alice);
    const first = await reportPost(bob, post);
    const second = await reportPost(admin, post);
    const dismissed = await dismiss(courseAdmin, first.id);
    expect(dismissed).toMatchObject({
      id: first.id,
      status: "DISMISSED",
      reviewedDate: suite.now.toISOString(),
      viewerMayReview: false,
      post: { id: post },
    });
    expect((await reportRows(post)).map((r) => [r.id, r.status])).toEqual(
      expect.arrayContaining([
        [first.id, "DISMISSED"],
        [second.id, "DISMISSED"],
      ]),
    );
    for (const who of [bob, carol, alice]) expect(await read(who, post)).toMatchObject({ isUnderReview: false });
    expect(await feedIds(carol)).toContain(post);
    // The reporter may report it again (their report no longer waits).
    expect((await read(bob, post))!.viewerMayReport).toBe(true);
    await reportPost(bob, post, "Still advertising");
    expect(await read(carol, post)).toBeNull();
  });
  it("a comment", async () => {
    const post = await generalPost(alice);
    const c = await suite.comment(dave, post);
    const report = await reportComment(bob, c);
    expect((await commentsSeen(carol, post)).ids).toEqual([]);
    await dismiss(admin, report.id);
    expect((await commentsSeen(carol, post)).items).toEqual([{ id: c, isUnderReview: false, viewerMayReport: true }]);
  });
  it("twice is CONFLICT, and so is approving it afterwards", async () => {
    const report = await reportPost(bob, await generalPost(alice));
    await dismiss(admin, report.id);
    expect(await code(admin, DISMISS, { id: report.id })).toBe("CONFLICT");
    expect(await code(admin, APPROVE, { id: report.id })).toBe("CONFLICT");
  });
});

describe("approving: the content is deleted for everyone, its author told; the report keeps its record", () => {
  it("a post: gone for everyone; the author has CONTENT_DELETED without an actor; every pending report approved", async () => {
    const post = await generalPost(alice, "Cheap certificates");
    const first = await reportPost(bob, post);
    const second = await reportPost(admin, post);
    const approved = await approve(courseAdmin, first.id);
    expect(approved).toMatchObject({
      status: "APPROVED",
      reviewedDate: suite.now.toISOString(),
      post: null,
      postTitle: "Cheap certificates",
      excerpt: "Orders grow after the join.",
      viewerMayReview: false,
    });
    for (const who of [alice, bob, carol, admin, courseAdmin]) expect(await read(who, post)).toBeNull();
    expect(await notesAbout(alice, post)).toEqual([
      expect.objectContaining({ type: "CONTENT_DELETED", actor: null, post: null, postTitle: "Cheap certificates" }),
      expect.objectContaining({ type: "CONTENT_REPORTED_HIDDEN", actor: null }),
    ]);
    expect((await notesAbout(courseAdmin, post)).filter((n) => n.type === "CONTENT_DELETED")).toEqual([]);
    expect((await reportRows(post)).map((r) => [r.id, r.status, r.reviewedBy])).toEqual(
      expect.arrayContaining([
        [first.id, "APPROVED", courseAdmin.viewer.id],
        [second.id, "APPROVED", courseAdmin.viewer.id],
      ]),
    );
    const [row] = await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(post)!));
    expect(row).toMatchObject({ deletedBy: courseAdmin.viewer.id, underReview: false });
    // The record stays listed.
    const listed = (await list(courseAdmin, { status: "APPROVED", pageSize: 100 })).items.find((r) => r.id === first.id);
    expect(listed).toMatchObject({ post: null, postTitle: "Cheap certificates", reason: "Advertising, not a question" });
  });
  it("twice is CONFLICT, and so is dismissing it afterwards", async () => {
    const report = await reportPost(bob, await generalPost(alice));
    await approve(admin, report.id);
    expect(await code(admin, APPROVE, { id: report.id })).toBe("CONFLICT");
    expect(await code(courseAdmin, DISMISS, { id: report.id })).toBe("CONFLICT");
  });
  it("a comment goes with its replies; its author is told about it; the post stays", async () => {
    const post = await classPost(alice, SQL_CLASS);
    const c = await suite.comment(dave, post);
    const reply = await suite.comment(alice, post, c);
    const report = await reportComment(bob, c);
    const approved = await approve(sqlTeacher, report.id);
    expect(approved).toMatchObject({ status: "APPROVED", comment: null, post: { id: post } });
    for (const who of [alice, dave, sqlTeacher]) expect(await commentsSeen(who, post)).toMatchObject({ ids: [], count: 0 });
    expect(await code(alice, `mutation($id: ID!) { updateForumComment(id: $id, description: "x") { id } }`, { id: reply })).toBe(
      "NOT_FOUND",
    );
    const reportTypes = (await notesAbout(dave, post)).filter((n) => n.type !== "NEW_REPLY");
    expect(reportTypes.map((n) => [n.type, n.actor])).toEqual([
      ["CONTENT_DELETED", null],
      ["CONTENT_REPORTED_HIDDEN", null],
    ]);
    const [told] = await suite.database.db
      .select()
      .from(forumNotifications)
      .where(and(eq(forumNotifications.recipientId, dave.viewer.id), eq(forumNotifications.type, "CONTENT_DELETED")));
    expect(told).toMatchObject({ commentId: shortIdOf(c), classTitle: "M1 SQL May 2026" });
  });
  it("content its author already deleted: the report is approved, nothing is deleted again, nobody is told", async () => {
    const post = await generalPost(alice);
    const report = await reportPost(bob, post);
    await ok(alice, `mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: post });
    await approve(admin, report.id);
    expect((await notesAbout(alice, post)).map((n) => n.type)).toEqual(["CONTENT_REPORTED_HIDDEN"]);
    const [row] = await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(post)!));
    expect(row!.deletedBy).toBe(alice.viewer.id);
  });
});

// ── Who reviews ──

describe("reviewing and listing: the content's moderators only (instructors their class's)", () => {
  it("learners and instructors of no class may not list (FORBIDDEN); visitors are UNAUTHENTICATED", async () => {
    expect(await code(alice, LIST)).toBe("FORBIDDEN");
    expect(await code(person("INSTRUCTOR"), LIST)).toBe("FORBIDDEN");
    expect(await code(visitor(), LIST)).toBe("UNAUTHENTICATED");
  });
  it("an instructor lists and reviews their class's reports only; general and other classes' are FORBIDDEN", async () => {
    const mine = await reportPost(bob, await classPost(alice, SQL_CLASS));
    const general = await reportPost(bob, await generalPost(alice));
    const js = await reportPost(carol, await classPost(jsTeacher, JS_CLASS));
    const listed = (await list(sqlTeacher, { pageSize: 100 })).items.map((r) => r.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(general.id);
    expect(listed).not.toContain(js.id);
    for (const id of [general.id, js.id]) {
      expect(await code(sqlTeacher, APPROVE, { id })).toBe("FORBIDDEN");
      expect(await code(sqlTeacher, DISMISS, { id })).toBe("FORBIDDEN");
    }
    for (const id of [mine.id, general.id]) {
      expect(await code(alice, APPROVE, { id })).toBe("FORBIDDEN");
      expect(await code(bob, DISMISS, { id })).toBe("FORBIDDEN");
    }
    expect((await suite.database.db.select().from(forumReports).where(eq(forumReports.id, general.id)))[0]!.status).toBe("PENDING");
    expect((await list(sqlTeacher, { pageSize: 100 })).items.find((r) => r.id === mine.id)!.viewerMayReview).toBe(true);
    expect((await dismiss(sqlTeacher, mine.id)).status).toBe("DISMISSED");
    // Forum admins list every report.
    const all = (await list(admin, { pageSize: 100 })).items.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([general.id, js.id]));
  });
  it("an unknown report is NOT_FOUND; a report is found by reference only by those who may see it", async () => {
    expect(await code(admin, APPROVE, { id: "00000000-0000-4000-8000-00000000dead" })).toBe("NOT_FOUND");
    expect(await code(admin, DISMISS, { id: "not-a-uuid" })).toBe("NOT_FOUND");
    const report = await reportPost(bob, await classPost(alice, SQL_CLASS));
    const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on ForumReport { id status } } }`;
    const r = { r: [{ __typename: "ForumReport", id: report.id }] };
    for (const who of [admin, sqlTeacher])
      expect((await ok<{ _entities: unknown[] }>(who, ENTITIES, r))._entities).toEqual([{ id: report.id, status: "PENDING" }]);
    for (const who of [bob, alice, jsTeacher]) expect((await ok<{ _entities: unknown[] }>(who, ENTITIES, r))._entities).toEqual([null]);
  });
});

// ── The list ──

describe("the reports list: pending first, then newest, 5 a page (SPEC §9)", () => {
  it("orders, pages and filters an instructor's class reports", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const post = await classPost(carol, FCDA_CLASS, `Question ${i} about pivot tables`);
      ids.push((await reportPost(courseAdmin, post, `Reason number ${i}`)).id);
    }
    // The newest is reviewed: it goes after every pending one.
    await dismiss(fcdaTeacher, ids[6]!);
    const first = await list(fcdaTeacher);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 5, totalCount: 7, hasNextPage: true });
    expect(first.items.map((r) => r.id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);
    const second = await list(fcdaTeacher, { page: 2 });
    expect(second.items.map((r) => r.id)).toEqual([ids[0], ids[6]]);
    expect(second.items.map((r) => r.status)).toEqual(["PENDING", "DISMISSED"]);
    expect((await list(fcdaTeacher, { status: "DISMISSED" })).items.map((r) => r.id)).toEqual([ids[6]]);
    expect((await list(fcdaTeacher, { status: "PENDING", pageSize: 100 })).pageInfo.totalCount).toBe(6);
    expect(await code(fcdaTeacher, LIST, { pageSize: 101 })).toBe("BAD_USER_INPUT");
    expect(await code(fcdaTeacher, LIST, { status: "NOPE" })).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 2 reports as for 6 (no N+1)", async () => {
    const query = `query($pageSize: Int) { forumReports(pageSize: $pageSize) { items { ${REPORT_FIELDS} } } }`;
    const small = await suite.counter.count(() => exec<ListPage>(query, { pageSize: 2 }, { caller: fcdaTeacher }));
    const large = await suite.counter.count(() => exec<ListPage>(query, { pageSize: 6 }, { caller: fcdaTeacher }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.forumReports.items).toHaveLength(6);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

// ── At once ──

describe("reports and reviews arriving at once", () => {
  it("two people report the same post at once: its author is told once; each report tells the admins", async () => {
    const post = await generalPost(alice);
    suite.tick();
    const results = await Promise.all(
      [bob, dave].map((who) => exec(REPORT_POST, { id: post, reason: "Advertising again" }, { caller: who })),
    );
    const filed = results.filter((r) => !r.errors);
    expect(filed.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.errors)) expect(codeOf(r)).toBe("NOT_FOUND"); // the other saw it under review
    const rows = await notificationRowsOf(post);
    expect(rows.filter((n) => n.type === "CONTENT_REPORTED_HIDDEN")).toHaveLength(1);
    expect(rows.filter((n) => n.type === "REPORT_SUBMITED")).toHaveLength(filed.length);
    expect(await reportRows(post)).toHaveLength(filed.length);
  });
  it("one person reports the same post twice at once: one report, the other CONFLICT", async () => {
    const post = await generalPost(alice);
    suite.tick();
    const results = await Promise.all([1, 2].map(() => exec(REPORT_POST, { id: post, reason: "Advertising again" }, { caller: admin })));
    expect(results.map(codeOf).sort()).toEqual(["CONFLICT", undefined]);
    expect(await reportRows(post)).toHaveLength(1);
    expect((await notificationRowsOf(post)).filter((n) => n.type === "CONTENT_REPORTED_HIDDEN")).toHaveLength(1);
  });
  it("two moderators approve at once: one succeeds, the other is CONFLICT; the author is told once", async () => {
    const post = await generalPost(alice);
    const report = await reportPost(bob, post);
    suite.tick();
    const results = await Promise.all([admin, courseAdmin].map((who) => exec(APPROVE, { id: report.id }, { caller: who })));
    expect(results.map(codeOf).sort()).toEqual(["CONFLICT", undefined]);
    const [deleted] = await suite.database.db
      .select({ n: count() })
      .from(forumNotifications)
      .where(and(eq(forumNotifications.postId, shortIdOf(post)!), eq(forumNotifications.type, "CONTENT_DELETED")));
    expect(deleted!.n).toBe(1);
    expect(
      await suite.database.db
        .select()
        .from(forumReports)
        .where(and(eq(forumReports.postId, shortIdOf(post)!), isNull(forumReports.reviewedAt))),
    ).toEqual([]);
  });
});
