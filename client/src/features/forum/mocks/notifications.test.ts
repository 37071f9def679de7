/** The notification mock follows the server's rules, so the client's tests and `dev:mock` see what the router serves. */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { addMockForumNotification, mockUnreadNotificationCount } from "./notifications";
import { findMockPost } from "./forum";
import { courseAdmin, talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { setSession } from "../../../mocks/session";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as { data: Record<string, any> | null; errors?: { message: string; extensions: { code?: string } }[] };
}

const LIST = `query($page: Int) { forumNotifications(page: $page) { items { id type isRead createdDate postTitle viewerIsPostAuthor classTitle link actor { displayName } } pageInfo { page pageSize totalCount totalPages knownCount countIsExact } } }`;

describe("mock forum notifications", () => {
  it("lists the viewer's own notifications unread first, then newest, 7 a page", async () => {
    loginAs(mei);
    const post = findMockPost("p7k2m9qa")!;
    for (let i = 0; i < 5; i++)
      addMockForumNotification({
        type: "POST_UPDATED",
        recipientIds: [mei.id],
        actorId: instructor.id,
        post,
        createdDate: `2026-08-0${i + 1}T00:00:00.000Z`,
      });
    const first = (await run(LIST, { page: 1 })).data!.forumNotifications;
    const second = (await run(LIST, { page: 2 })).data!.forumNotifications;
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 7, totalCount: 11, totalPages: 2, knownCount: 11, countIsExact: true });
    expect(first.items).toHaveLength(7);
    expect(second.items).toHaveLength(4);
    const all = [...first.items, ...second.items];
    const unread = all.filter((n: { isRead: boolean }) => !n.isRead);
    expect(all.slice(0, unread.length)).toEqual(unread);
    const dates = (list: { createdDate: string }[]) => list.map((n) => n.createdDate);
    expect(dates(unread)).toEqual([...dates(unread)].sort().reverse());
    expect(dates(all.slice(unread.length))).toEqual([...dates(all.slice(unread.length))].sort().reverse());
  });

  it("counts and marks read only the viewer's own; another person's is NOT_FOUND", async () => {
    loginAs(mei);
    expect((await run(`{ forumUnreadNotificationCount }`)).data!.forumUnreadNotificationCount).toBe(3);
    const [mine] = (await run(LIST)).data!.forumNotifications.items;
    loginAs(instructor);
    const refused = await run(`mutation($id: ID!) { markForumNotificationRead(id: $id) { id } }`, { id: mine.id });
    expect(refused.errors?.[0]?.extensions.code).toBe("NOT_FOUND");
    loginAs(mei);
    const read = await run(`mutation($id: ID!) { markForumNotificationRead(id: $id) { id isRead } }`, { id: mine.id });
    expect(read.data!.markForumNotificationRead).toEqual({ id: mine.id, isRead: true });
    expect(mockUnreadNotificationCount(mei.id)).toBe(2);
    expect((await run(`mutation { markAllForumNotificationsRead }`)).data!.markAllForumNotificationsRead).toBe(2);
    expect(mockUnreadNotificationCount(mei.id)).toBe(0);
  });

  it("answers visitors UNAUTHENTICATED", async () => {
    setSession(null);
    expect((await run(`{ forumUnreadNotificationCount }`)).errors?.[0]?.extensions.code).toBe("UNAUTHENTICATED");
    expect((await run(`mutation { markAllForumNotificationsRead }`)).errors?.[0]?.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("shows group notifications to each member with their own read mark, and report types without an actor", async () => {
    loginAs(talentAdmin);
    const [report] = (await run(LIST)).data!.forumNotifications.items;
    expect(report).toMatchObject({ type: "REPORT_SUBMITED", actor: null, isRead: false, link: "/forum/report/all" });
    await run(`mutation($id: ID!) { markForumNotificationRead(id: $id) { id } }`, { id: report.id });
    expect(mockUnreadNotificationCount(talentAdmin.id)).toBe(0);
    expect(mockUnreadNotificationCount(courseAdmin.id)).toBe(1); // the other forum admin
  });

  it("truncates the post title to 50 characters plus an ellipsis and says 'your post' to its author", async () => {
    loginAs(mei);
    const items = (await run(LIST)).data!.forumNotifications.items as {
      type: string;
      postTitle: string;
      viewerIsPostAuthor: boolean;
      link: string;
      classTitle: string | null;
    }[];
    const careerFair = items.find((n) => n.postTitle.startsWith("Anyone going"))!;
    expect(careerFair.postTitle).toBe("Anyone going to the KL career fair? Tips for talki…");
    expect(careerFair.viewerIsPostAuthor).toBe(true);
    expect(careerFair.link).toMatch(/^\/forum\/post\/k8j5h2gd-[^#]+#c5k8j5he/);
    expect(items.find((n) => n.type === "NEW_CLASSROOM_ANNOUNCEMENT_POST")).toMatchObject({
      classTitle: "M1 JavaScript open class 2026",
      link: "/forum/class-forum/m1js-open-2026",
      viewerIsPostAuthor: false,
    });
    expect(items.find((n) => n.type === "POST_UPDATED")!.postTitle).toBe("Three habits that make your SQL easier to review"); // 48: whole
  });

  it("writes NEW_COMMENT to the post's followers and NEW_REPLY to the replied-to author, never to the commenter", async () => {
    loginAs(talentAdmin);
    const made = await run(`mutation { createForumComment(postId: "k8j5h2gd", description: "<p>Bring water too.</p>") { id } }`);
    expect(made.errors).toBeUndefined();
    expect(mockUnreadNotificationCount(mei.id)).toBe(4); // Mei wrote (so follows) the post
    expect(mockUnreadNotificationCount(talentAdmin.id)).toBe(1); // unchanged: not to the actor
    loginAs(mei);
    const [newest] = (await run(LIST)).data!.forumNotifications.items;
    expect(newest).toMatchObject({ type: "NEW_COMMENT", actor: { displayName: "Priya Menon" }, viewerIsPostAuthor: true });

    loginAs(mei);
    await run(
      `mutation { createForumComment(postId: "r5t0w2zc", parentCommentId: "c1r5t0wa", description: "<p>One more question.</p>") { id } }`,
    );
    loginAs(instructor);
    const [reply] = (await run(LIST)).data!.forumNotifications.items;
    expect(reply).toMatchObject({ type: "NEW_REPLY", actor: { displayName: "Mei Ling Tan" }, viewerIsPostAuthor: false });
  });

  it("shows a class's group notifications to its members and moderators only, never to the one who caused them", async () => {
    const types = async () => ((await run(LIST)).data!.forumNotifications.items as { type: string }[]).map((n) => n.type);
    loginAs(mei); // a student of m1js-open-2026
    expect(await types()).toContain("NEW_CLASSROOM_ANNOUNCEMENT_POST");
    expect(await types()).not.toContain("NEW_SUPPORT_POST"); // she asked it; and she is no moderator
    loginAs(instructor); // its instructor: posted the announcement, moderates the support questions
    expect(await types()).not.toContain("NEW_CLASSROOM_ANNOUNCEMENT_POST");
    expect(await types()).toContain("NEW_SUPPORT_POST");
    loginAs(talentAdmin); // a forum admin, in no class
    expect(await types()).toEqual(["REPORT_SUBMITED"]);
  });

  it("writes an announcement to the class's members and a support question to its moderators, with the class's title", async () => {
    loginAs(instructor);
    const made = await run(
      `mutation { createForumClassPost(slug: "m1js-open-2026", input: { kind: ANNOUNCEMENT, title: "Quiz 2 opens on Monday", description: "" }) { id } }`,
    );
    expect(made.errors).toBeUndefined();
    expect(mockUnreadNotificationCount(instructor.id)).toBe(2); // unchanged: a reply and the support question
    expect(mockUnreadNotificationCount("3f0e2a55-0000-4c1d-9a7b-000000000001")).toBe(2); // a classmate: the seed's and this one
    loginAs(mei);
    const [newest] = (await run(LIST)).data!.forumNotifications.items;
    expect(newest).toMatchObject({
      type: "NEW_CLASSROOM_ANNOUNCEMENT_POST",
      postTitle: "Quiz 2 opens on Monday",
      classTitle: "M1 JavaScript open class 2026",
      link: "/forum/class-forum/m1js-open-2026",
      actor: { displayName: "Arjun Nair" },
    });

    await run(
      `mutation { createForumClassPost(slug: "m1js-open-2026", input: { kind: SUPPORT, title: "How do I debug a failing test?", description: "<p>It says undefined.</p>" }) { id } }`,
    );
    loginAs(instructor);
    const [support] = (await run(LIST)).data!.forumNotifications.items;
    expect(support).toMatchObject({
      type: "NEW_SUPPORT_POST",
      classTitle: "M1 JavaScript open class 2026",
      actor: { displayName: "Mei Ling Tan" },
    });
    expect(mockUnreadNotificationCount(talentAdmin.id)).toBe(1); // forum admins are not a class's moderators group
  });
});
