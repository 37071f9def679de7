/**
 * Forum notifications through the router in both runtime modes: another person comments on a learner's post → the
 * author's unread count rises → the list shows it first with who wrote it (from talent), 'your post' and a link to
 * the comment → reading it lowers the count → mark all clears the rest. Visitors are refused.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;

const UNREAD = `{ forumUnreadNotificationCount }`;
const LIST = `{ forumNotifications { items { id type isRead actor { id firstName } post { id } comment { id } postTitle viewerIsPostAuthor link } pageInfo { pageSize } } }`;
interface List {
  forumNotifications: {
    items: {
      id: string;
      type: string;
      isRead: boolean;
      actor: { id: string; firstName: string } | null;
      post: { id: string } | null;
      comment: { id: string } | null;
      postTitle: string;
      viewerIsPostAuthor: boolean;
      link: string;
    }[];
    pageInfo: { pageSize: number };
  };
}

describe.each(ROUTER_MODES)("forum notifications through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("another person comments → the author's unread count rises → the list links to the comment → reading lowers the count", async () => {
    const author = await logIn(router.url, account("STUDENT").email);
    const commenter = await logIn(router.url, account("INSTRUCTOR").email);
    const unread = async () =>
      (await author.graphql<{ forumUnreadNotificationCount: number }>(UNREAD)).json.data!.forumUnreadNotificationCount;

    const before = await unread();
    expect(before).toBe(4); // the demo student's seeded unread notifications (the class announcement's she has read)
    const created = await author.graphql<{ createForumPost: { id: string } }>(
      `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
      {
        input: {
          title: "How do I read an EXPLAIN plan without getting lost in the nested loops?",
          description: "<p>Where do I start?</p>",
          tagIds: ["sql"],
        },
      },
    );
    expect(created.json.errors).toBeUndefined();
    const postId = created.json.data!.createForumPost.id;
    expect(await unread()).toBe(before);

    const commented = await commenter.graphql<{ createForumComment: { id: string } }>(
      `mutation($postId: ID!) { createForumComment(postId: $postId, description: "<p>Read it from the innermost node out.</p>") { id } }`,
      { postId },
    );
    expect(commented.json.errors).toBeUndefined();
    const commentId = commented.json.data!.createForumComment.id;
    expect(await unread()).toBe(before + 1);
    // The commenter is not told of their own comment.
    expect((await commenter.graphql<List>(LIST)).json.data!.forumNotifications.items.some((n) => n.comment?.id === commentId)).toBe(false);

    const list = (await author.graphql<List>(LIST)).json.data!.forumNotifications;
    expect(list.pageInfo.pageSize).toBe(7);
    const [newest] = list.items;
    expect(newest).toEqual({
      id: expect.any(String),
      type: "NEW_COMMENT",
      isRead: false,
      actor: { id: account("INSTRUCTOR").id, firstName: account("INSTRUCTOR").firstName },
      post: { id: postId },
      comment: { id: commentId },
      postTitle: "How do I read an EXPLAIN plan without getting lost…",
      viewerIsPostAuthor: true,
      link: `/forum/post/${postId}#${commentId}`,
    });

    const marked = await author.graphql(`mutation($id: ID!) { markForumNotificationRead(id: $id) { id isRead } }`, { id: newest!.id });
    expect(marked.json.data).toEqual({ markForumNotificationRead: { id: newest!.id, isRead: true } });
    expect(await unread()).toBe(before);
    // Someone else cannot read it for them.
    expect(codeOf(await commenter.graphql(`mutation($id: ID!) { markForumNotificationRead(id: $id) { id } }`, { id: newest!.id }))).toBe(
      "NOT_FOUND",
    );

    expect((await author.graphql(`mutation { markAllForumNotificationsRead }`)).json.data).toEqual({
      markAllForumNotificationsRead: before,
    });
    expect(await unread()).toBe(0);
    expect(codeOf(await new TestBrowser(router.url).graphql(UNREAD))).toBe("UNAUTHENTICATED");
  });
});
