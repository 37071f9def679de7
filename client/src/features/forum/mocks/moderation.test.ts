/**
 * The moderation mock follows the server's rules (rules/access.ts, rules/moderation.ts), so the client's tests and
 * `dev:mock` see what the router serves: who sees hidden and reported content, who moderates what, reports and their
 * review, and the notifications they write.
 */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { addMockForumReport, mockForumReports } from "./moderation";
import { findMockComment, findMockPost, mockSeedDate } from "./forum";
import { recruiter, talentAdmin, instructor, loginAs, mei } from "../../../test/session";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; fields?: Record<string, string> } }[];
  };
}
const code = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions.code;

const POST = `query($id: ID!) { forumPost(id: $id) { id isPinned isHidden isUnderReview viewerIsModerator viewerMayReport } }`;
const FEED = `{ forumPosts(pageSize: 100) { items { id } } }`;
const feedIds = async () => ((await run(FEED)).data!.forumPosts.items as { id: string }[]).map((p) => p.id.slice(0, 8));
const notificationsOf = async () =>
  (await run(`{ forumNotifications(pageSize: 100) { items { type actor { id } postTitle } } }`)).data!.forumNotifications.items as {
    type: string;
    actor: unknown;
  }[];

describe("mock forum moderation", () => {
  it("shows hidden and reported posts only to their authors and moderators", async () => {
    // The seed's pending report: Mei's introduction is under review.
    loginAs(recruiter);
    expect(await feedIds()).not.toContain("p7k2m9qa");
    expect((await run(POST, { id: "p7k2m9qa" })).data!.forumPost).toBeNull();
    loginAs(mei);
    expect(await feedIds()).toContain("p7k2m9qa");
    expect((await run(POST, { id: "p7k2m9qa" })).data!.forumPost).toMatchObject({
      isUnderReview: true,
      viewerIsModerator: false,
      viewerMayReport: false,
    });
    loginAs(talentAdmin);
    expect((await run(POST, { id: "p7k2m9qa" })).data!.forumPost).toMatchObject({ isUnderReview: true, viewerIsModerator: true });
  });

  it("lets moderators pin and hide (others FORBIDDEN), and hides a hidden post from the rest", async () => {
    loginAs(mei);
    expect(code(await run(`mutation { hideForumPost(id: "d9f4g6jb") { id } }`))).toBe("FORBIDDEN");
    // Arjun teaches m1js-open-2026: he moderates its forum, not the general forum.
    loginAs(instructor);
    expect(code(await run(`mutation { pinForumPost(id: "d9f4g6jb") { id } }`))).toBe("FORBIDDEN");
    expect((await run(`mutation { pinForumPost(id: "g2s6t8yb") { id isPinned } }`)).data!.pinForumPost.isPinned).toBe(true);
    loginAs(talentAdmin);
    expect((await run(`mutation { hideForumPost(id: "d9f4g6jb") { id isHidden } }`)).data!.hideForumPost.isHidden).toBe(true);
    expect((await run(`mutation { hideForumComment(id: "c3r5t0wc") { id isHidden } }`)).data!.hideForumComment.isHidden).toBe(true);
    loginAs(mei);
    expect(await feedIds()).not.toContain("d9f4g6jb");
    const comments = (await run(`{ forumPost(id: "r5t0w2zc") { commentCount comments { items { id } } } }`)).data!.forumPost;
    expect(comments.commentCount).toBe(2);
    expect(comments.comments.items.map((c: { id: string }) => c.id.slice(0, 8))).toEqual(["c1r5t0wa"]);
    // The author still sees it, marked.
    loginAs(instructor);
    expect((await run(POST, { id: "d9f4g6jb" })).data!.forumPost).toMatchObject({ isHidden: true, viewerIsModerator: false });
  });

  it("reports: the reason is checked, authors cannot report themselves, one waiting report each; the content goes under review and people are told", async () => {
    loginAs(mei);
    const REPORT = `mutation($id: ID!, $reason: String!) { reportForumPost(id: $id, reason: $reason) { id status reason author { id } postTitle excerpt } }`;
    const short = await run(REPORT, { id: "d9f4g6jb", reason: " bad " });
    expect(code(short)).toBe("BAD_USER_INPUT");
    expect(short.errors![0]!.extensions.fields).toEqual({ reason: "At least 5 characters." });
    expect(code(await run(REPORT, { id: "k8j5h2gd", reason: "My own post is wrong" }))).toBe("FORBIDDEN");
    const sent = (await run(REPORT, { id: "d9f4g6jb", reason: "Copied from a paid course without credit." })).data!.reportForumPost;
    expect(sent).toMatchObject({ status: "PENDING", reason: "Copied from a paid course without credit.", author: { id: instructor.id } });
    expect(sent.excerpt).toMatch(/^Name every column you select\./);
    expect(findMockPost("d9f4g6jb")!.underReview).toBe(true);
    // The reporter no longer sees it; the author does, and is told (no actor shown).
    expect(await feedIds()).not.toContain("d9f4g6jb");
    loginAs(instructor);
    expect((await notificationsOf())[0]).toMatchObject({ type: "CONTENT_REPORTED_HIDDEN", actor: null });
    loginAs(talentAdmin);
    expect((await notificationsOf()).filter((n) => n.type === "REPORT_SUBMITED")).toHaveLength(2);
    expect(code(await run(REPORT, { id: "d9f4g6jb", reason: "Priya reports it too." }))).toBeUndefined();
    loginAs(mei);
    // Mei cannot see it any more: a second report of hers is NOT_FOUND (the server's rule: what you cannot see).
    expect(code(await run(REPORT, { id: "d9f4g6jb", reason: "Again, the same post." }))).toBe("NOT_FOUND");
  });

  it("reviews: approve deletes the content and approves every pending report of it; dismiss shows it again; both once only", async () => {
    const first = addMockForumReport({ reporterId: mei.id, postId: "r5t0w2zc", commentId: "c3r5t0wc", reason: "Rude reply." });
    const second = addMockForumReport({ reporterId: recruiter.id, postId: "r5t0w2zc", commentId: "c3r5t0wc", reason: "Spam link." });
    const APPROVE = `mutation($id: ID!) { approveForumReport(id: $id) { id status reviewedDate viewerMayReview comment { id } } }`;
    const DISMISS = `mutation($id: ID!) { dismissForumReport(id: $id) { id status } }`;
    loginAs(mei);
    expect(code(await run(APPROVE, { id: first.id }))).toBe("FORBIDDEN");
    expect(code(await run(`{ forumReports { items { id } } }`))).toBe("FORBIDDEN");
    loginAs(talentAdmin);
    const approved = (await run(APPROVE, { id: first.id })).data!.approveForumReport;
    expect(approved).toMatchObject({ status: "APPROVED", viewerMayReview: false, comment: null });
    expect(findMockComment("c3r5t0wc")).toBeNull();
    expect(mockForumReports().find((r) => r.id === second.id)!.status).toBe("APPROVED");
    expect(code(await run(DISMISS, { id: first.id }))).toBe("CONFLICT");
    // Priya wrote the comment herself: no CONTENT_DELETED to the one who deleted it.
    expect((await notificationsOf()).some((n) => n.type === "CONTENT_DELETED")).toBe(false);

    const seeded = mockForumReports().find((r) => r.postId === "p7k2m9qa")!;
    expect((await run(DISMISS, { id: seeded.id })).data!.dismissForumReport.status).toBe("DISMISSED");
    expect(findMockPost("p7k2m9qa")!.underReview).toBe(false);
    loginAs(recruiter);
    expect(await feedIds()).toContain("p7k2m9qa");
  });

  it("lists reports pending first then newest, 5 a page, filtered by status, only those the viewer may review", async () => {
    for (let i = 1; i <= 6; i++)
      addMockForumReport({
        reporterId: mei.id,
        postId: "d9f4g6jb",
        reason: `Reason ${i}`,
        // After the seed's report (weeks old), a day apart.
        createdDate: mockSeedDate(-10 + i, "09:00"),
        status: i === 6 ? "DISMISSED" : "PENDING",
      });
    addMockForumReport({ reporterId: mei.id, postId: "g2s6t8yb", reason: "Class post report", createdDate: mockSeedDate(-1, "09:00") });
    const LIST = `query($status: ForumReportStatus, $page: Int) { forumReports(status: $status, page: $page) { items { reason status viewerMayReview } pageInfo { page pageSize totalCount totalPages knownCount countIsExact } } }`;
    loginAs(talentAdmin);
    const page1 = (await run(LIST, { page: 1 })).data!.forumReports;
    expect(page1.pageInfo).toEqual({ page: 1, pageSize: 5, totalCount: 8, totalPages: 2, knownCount: 8, countIsExact: true });
    expect(page1.items.map((r: { reason: string }) => r.reason)).toEqual([
      "Class post report",
      "Reason 5",
      "Reason 4",
      "Reason 3",
      "Reason 2",
    ]);
    const page2 = (await run(LIST, { page: 2 })).data!.forumReports.items.map((r: { status: string }) => r.status);
    expect(page2).toEqual(["PENDING", "PENDING", "DISMISSED"]);
    expect((await run(LIST, { status: "DISMISSED" })).data!.forumReports.items).toEqual([
      { reason: "Reason 6", status: "DISMISSED", viewerMayReview: false },
    ]);
    // Arjun moderates his class only.
    loginAs(instructor);
    expect((await run(LIST, {})).data!.forumReports.items).toEqual([
      { reason: "Class post report", status: "PENDING", viewerMayReview: true },
    ]);
  });

  it("tells who moderates, and serves the dashboard and the support queue to moderators only", async () => {
    const SUMMARY = `{ forumModerationSummary { pendingReportCount openSupportCount recentPosts { id } recentAnnouncements { id } } }`;
    loginAs(mei);
    expect((await run(`{ forumViewerIsModerator }`)).data!.forumViewerIsModerator).toBe(false);
    expect(code(await run(SUMMARY))).toBe("FORBIDDEN");
    expect(code(await run(`{ forumSupportPosts { items { id } } }`))).toBe("FORBIDDEN");
    loginAs(instructor);
    expect((await run(`{ forumViewerIsModerator }`)).data!.forumViewerIsModerator).toBe(true);
    const summary = (await run(SUMMARY)).data!.forumModerationSummary;
    expect(summary).toMatchObject({ pendingReportCount: 0, openSupportCount: 1 });
    expect(summary.recentPosts).toHaveLength(3);
    expect(summary.recentAnnouncements.map((p: { id: string }) => p.id.slice(0, 8))).toEqual(["a1n2c3e4"]);
    loginAs(talentAdmin);
    expect((await run(SUMMARY)).data!.forumModerationSummary.pendingReportCount).toBe(1);
    expect((await run(`{ forumSupportPosts { items { id isSupport } pageInfo { pageSize } } }`)).data!.forumSupportPosts).toMatchObject({
      items: [{ isSupport: true }],
      pageInfo: { pageSize: 6 },
    });
  });

  it("lets moderators delete other people's posts and comments, and tells the author", async () => {
    loginAs(mei);
    expect(code(await run(`mutation { deleteForumPost(id: "d9f4g6jb") }`))).toBe("FORBIDDEN");
    loginAs(talentAdmin);
    expect((await run(`mutation { deleteForumPost(id: "d9f4g6jb") }`)).data!.deleteForumPost).toMatch(/^d9f4g6jb-/);
    expect(findMockPost("d9f4g6jb")).toBeNull();
    expect((await run(`mutation { deleteForumComment(id: "c2r5t0wb") }`)).data!.deleteForumComment).toMatch(/^c2r5t0wb-/);
    loginAs(instructor);
    expect((await notificationsOf())[0]).toMatchObject({
      type: "CONTENT_DELETED",
      actor: null,
      postTitle: "Three habits that make your SQL easier to review",
    });
    loginAs(mei);
    expect((await notificationsOf())[0]).toMatchObject({ type: "CONTENT_DELETED", actor: null });
  });
});
