/**
 * Moderation and reports through the router in both runtime modes: a learner reports another learner's post → the
 * reporter and other learners no longer see it, its author sees it marked and is told (no actor) → a talent admin
 * finds it in the reports list (reporter's name from talent) and approves it → the post is gone for everyone and its
 * author is told CONTENT_DELETED (no actor). Learners cannot list or review reports.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;

async function signUp(url: string, email: string, firstName: string): Promise<TestBrowser> {
  const browser = new TestBrowser(url);
  const res = await browser.request("/auth/signup", {
    body: { purpose: "learn", email, firstName, lastName: "Learner", password: "correct horse" },
  });
  expect(res.status).toBe(201);
  return browser;
}

const POST = `query($id: ID!) { forumPost(id: $id) { id isUnderReview viewerMayReport } }`;
const FEED = `{ forumPosts(pageSize: 100) { items { id } } }`;
const NOTIFICATIONS = `{ forumNotifications(pageSize: 100) { items { type actor { id } post { id } postTitle } } }`;
const REPORTS = `{ forumReports(status: PENDING, pageSize: 100) { items { id status reason excerpt postTitle reporter { id firstName } author { id } post { id } viewerMayReview } pageInfo { pageSize } } }`;
interface Notes {
  forumNotifications: { items: { type: string; actor: { id: string } | null; post: { id: string } | null; postTitle: string }[] };
}
interface Reports {
  forumReports: {
    items: {
      id: string;
      status: string;
      reason: string;
      excerpt: string;
      postTitle: string;
      reporter: { id: string; firstName: string };
      author: { id: string };
      post: { id: string } | null;
      viewerMayReview: boolean;
    }[];
    pageInfo: { pageSize: number };
  };
}

describe.each(ROUTER_MODES)("forum moderation through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("a learner reports a post → hidden from others, marked for its author → a talent admin approves → gone, author told", async () => {
    const author = await signUp(router.url, `author-${mode}@example.my`, "Aina");
    const reporter = await signUp(router.url, `reporter-${mode}@example.my`, "Farid");
    const other = await signUp(router.url, `other-${mode}@example.my`, "Wei");
    const admin = await logIn(router.url, account("TALENT_ADMIN").email);

    const created = await author.graphql<{ createForumPost: { id: string } }>(
      `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
      {
        input: {
          title: "Cheap exam answers for every M1 module, message me now",
          description: "Best prices.\n\nFast delivery.",
          tagIds: ["sql"],
        },
      },
    );
    expect(created.json.errors).toBeUndefined();
    const postId = created.json.data!.createForumPost.id;
    expect(
      (await reporter.graphql<{ forumPost: { viewerMayReport: boolean } }>(POST, { id: postId })).json.data!.forumPost.viewerMayReport,
    ).toBe(true);

    // A bad reason is refused and changes nothing.
    expect(codeOf(await reporter.graphql(`mutation($id: ID!) { reportForumPost(id: $id, reason: "bad") { id } }`, { id: postId }))).toBe(
      "BAD_USER_INPUT",
    );
    expect((await other.graphql<{ forumPost: { id: string } | null }>(POST, { id: postId })).json.data!.forumPost).not.toBeNull();

    const reported = await reporter.graphql<{ reportForumPost: { id: string; status: string } }>(
      `mutation($id: ID!) { reportForumPost(id: $id, reason: "Selling exam answers") { id status } }`,
      { id: postId },
    );
    expect(reported.json.errors).toBeUndefined();
    expect(reported.json.data!.reportForumPost.status).toBe("PENDING");
    const reportId = reported.json.data!.reportForumPost.id;

    for (const learner of [reporter, other]) {
      expect((await learner.graphql<{ forumPost: unknown }>(POST, { id: postId })).json.data!.forumPost).toBeNull();
      expect(
        (await learner.graphql<{ forumPosts: { items: { id: string }[] } }>(FEED)).json.data!.forumPosts.items.map((p) => p.id),
      ).not.toContain(postId);
    }
    expect((await author.graphql<{ forumPost: unknown }>(POST, { id: postId })).json.data!.forumPost).toEqual({
      id: postId,
      isUnderReview: true,
      viewerMayReport: false,
    });
    expect((await author.graphql<Notes>(NOTIFICATIONS)).json.data!.forumNotifications.items).toContainEqual({
      type: "CONTENT_REPORTED_HIDDEN",
      actor: null,
      post: { id: postId },
      postTitle: "Cheap exam answers for every M1 module, message me…",
    });

    // Learners neither list nor review reports.
    expect(codeOf(await other.graphql(REPORTS))).toBe("FORBIDDEN");
    expect(codeOf(await other.graphql(`mutation($id: ID!) { approveForumReport(id: $id) { id } }`, { id: reportId }))).toBe("FORBIDDEN");

    const listed = (await admin.graphql<Reports>(REPORTS)).json;
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.forumReports.pageInfo.pageSize).toBe(100);
    expect(listed.data!.forumReports.items).toContainEqual({
      id: reportId,
      status: "PENDING",
      reason: "Selling exam answers",
      excerpt: "Best prices. Fast delivery.",
      postTitle: "Cheap exam answers for every M1 module, message me…",
      reporter: { id: expect.any(String), firstName: "Farid" },
      author: { id: expect.any(String) },
      post: { id: postId },
      viewerMayReview: true,
    });
    expect(
      (await admin.graphql<{ forumReports: { pageInfo: { pageSize: number } } }>(`{ forumReports { pageInfo { pageSize } } }`)).json.data!
        .forumReports.pageInfo.pageSize,
    ).toBe(5);
    expect((await admin.graphql<{ forumViewerIsModerator: boolean }>(`{ forumViewerIsModerator }`)).json.data!.forumViewerIsModerator).toBe(
      true,
    );

    const approved = await admin.graphql<{ approveForumReport: { status: string; post: unknown } }>(
      `mutation($id: ID!) { approveForumReport(id: $id) { status post { id } } }`,
      { id: reportId },
    );
    expect(approved.json.errors).toBeUndefined();
    expect(approved.json.data!.approveForumReport).toEqual({ status: "APPROVED", post: null });
    expect(codeOf(await admin.graphql(`mutation($id: ID!) { approveForumReport(id: $id) { id } }`, { id: reportId }))).toBe("CONFLICT");

    for (const who of [author, reporter, other, admin])
      expect((await who.graphql<{ forumPost: unknown }>(POST, { id: postId })).json.data!.forumPost).toBeNull();
    const told = (await author.graphql<Notes>(NOTIFICATIONS)).json.data!.forumNotifications.items;
    expect(told[0]).toEqual({
      type: "CONTENT_DELETED",
      actor: null,
      post: null,
      postTitle: "Cheap exam answers for every M1 module, message me…",
    });
  });
});
