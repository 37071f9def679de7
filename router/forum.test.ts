/**
 * The forum core through the router in both runtime modes: a learner follows a tag and writes a post (its author's
 * name comes from talent), another person votes and bookmarks it, both see their own flags and the same counts, the
 * other person may not edit or delete it, and the author's delete takes it out of the feed. Then comments, replies
 * (one level deep), comment votes and bookmarks, the answer and the resolved flag, with who may do which. Last, a
 * forum admin's tag management.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;

const POST_FIELDS = `id title author { id firstName } tags { id } upvoteCount downvoteCount totalVoteCount voteValue viewerUpvoted viewerFollows isBookmarked`;
interface Post {
  id: string;
  title: string;
  author: { id: string; firstName: string };
  upvoteCount: number;
  totalVoteCount: number;
  voteValue: number;
  viewerUpvoted: boolean;
  viewerFollows: boolean;
  isBookmarked: boolean;
}
const FEED = `{ forumPosts { items { ${POST_FIELDS} } } }`;

describe.each(ROUTER_MODES)("the forum core through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("follow a tag → post → another person votes and bookmarks → only the author edits and deletes", async () => {
    const author = await logIn(router.url, account("STUDENT").email);
    const reader = await logIn(router.url, account("INSTRUCTOR").email);

    const follow = await author.graphql<{ followForumTag: { viewerFollows: boolean; followersCount: number } }>(
      `mutation { followForumTag(id: "ui-ux") { viewerFollows followersCount } }`,
    );
    expect(follow.json.data!.followForumTag).toEqual({ viewerFollows: true, followersCount: 1 });
    const sidebar = await author.graphql<{ forumCategories: { name: string; tags: { id: string }[] }[] }>(
      `{ forumCategories { name tags { id } } }`,
    );
    // The student follows SQL and Data Analytics (demo) and now UI/UX: the sidebar's 3 SKILL tags are those.
    expect(sidebar.json.data!.forumCategories.find((c) => c.name === "SKILL")!.tags.map((t) => t.id)).toEqual([
      "sql",
      "data-analytics",
      "ui-ux",
    ]);

    const created = await author.graphql<{ createForumPost: Post }>(
      `mutation($input: ForumPostInput!) { createForumPost(input: $input) { ${POST_FIELDS} } }`,
      {
        input: {
          title: "Figma auto layout tips?",
          description: "<p>How do you keep <em>auto layout</em> frames tidy?</p>",
          tagIds: ["ui-ux"],
        },
      },
    );
    expect(created.json.errors).toBeUndefined();
    const post = created.json.data!.createForumPost;
    expect(post.author).toEqual({ id: account("STUDENT").id, firstName: account("STUDENT").firstName });
    expect(post.viewerFollows).toBe(true);

    const voted = await reader.graphql<{ voteForumPost: Post }>(
      `mutation($id: ID!) { voteForumPost(id: $id, value: UP) { ${POST_FIELDS} } }`,
      { id: post.id },
    );
    expect(voted.json.data!.voteForumPost).toMatchObject({ upvoteCount: 1, totalVoteCount: 1, voteValue: 1, viewerUpvoted: true });
    await reader.graphql(`mutation($id: ID!) { bookmarkForumPost(id: $id) { id } }`, { id: post.id });

    const feedOf = async (b: TestBrowser) =>
      (await b.graphql<{ forumPosts: { items: Post[] } }>(FEED)).json.data!.forumPosts.items.find((p) => p.id === post.id);
    expect(await feedOf(reader)).toMatchObject({ upvoteCount: 1, voteValue: 1, isBookmarked: true, viewerFollows: false });
    expect(await feedOf(author)).toMatchObject({ upvoteCount: 1, voteValue: 0, isBookmarked: false, viewerFollows: true });

    const edit = `mutation($id: ID!) { updateForumPost(id: $id, input: { title: "Not mine", description: "<p>x</p>", tagIds: ["ui-ux"] }) { id } }`;
    expect(codeOf(await reader.graphql(edit, { id: post.id }))).toBe("FORBIDDEN");
    expect(codeOf(await reader.graphql(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: post.id }))).toBe("FORBIDDEN");
    expect((await feedOf(author))!.title).toBe("Figma auto layout tips?");

    const deleted = await author.graphql<{ deleteForumPost: string }>(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: post.id });
    expect(deleted.json.data!.deleteForumPost).toBe(post.id);
    expect(await feedOf(reader)).toBeUndefined();
    expect(codeOf(await new TestBrowser(router.url).graphql(FEED))).toBe("UNAUTHENTICATED");
  });
});

describe.each(ROUTER_MODES)("comments, the answer and resolve through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("post → another person comments → replies → votes and bookmarks → the author marks the answer and resolves → a moderator unresolves", async () => {
    const author = await logIn(router.url, account("STUDENT").email);
    const helper = await logIn(router.url, account("INSTRUCTOR").email);
    const moderator = await logIn(router.url, account("COURSE_ADMIN").email);

    const created = await author.graphql<{ createForumPost: { id: string } }>(
      `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
      {
        input: { title: "GROUP BY or window function for running totals?", description: "<p>Which one should I use?</p>", tagIds: ["sql"] },
      },
    );
    expect(created.json.errors).toBeUndefined();
    const postId = created.json.data!.createForumPost.id;

    const COMMENT = `mutation($postId: ID!, $parent: ID, $description: String!) {
      createForumComment(postId: $postId, parentCommentId: $parent, description: $description) { id author { id firstName } parentComment { id } post { id viewerFollows } }
    }`;
    type Created = {
      createForumComment: {
        id: string;
        author: { id: string; firstName: string };
        parentComment: { id: string } | null;
        post: { id: string; viewerFollows: boolean };
      };
    };
    const answer = await helper.graphql<Created>(COMMENT, {
      postId,
      description: "<p>Use <code>SUM(x) OVER (ORDER BY day)</code>: a window function keeps every row.</p>",
    });
    expect(answer.json.errors).toBeUndefined();
    const answerComment = answer.json.data!.createForumComment;
    // The commenter's name comes from talent, and commenting follows the post.
    expect(answerComment).toMatchObject({
      author: { id: account("INSTRUCTOR").id, firstName: account("INSTRUCTOR").firstName },
      parentComment: null,
      post: { id: postId, viewerFollows: true },
    });
    const reply = (
      await author.graphql<Created>(COMMENT, { postId, parent: answerComment.id, description: "<p>Does it work in MySQL 8?</p>" })
    ).json.data!.createForumComment;
    const replyToReply = (await helper.graphql<Created>(COMMENT, { postId, parent: reply.id, description: "<p>Yes, since 8.0.</p>" })).json
      .data!.createForumComment;
    expect(replyToReply.parentComment).toEqual({ id: answerComment.id });

    const voted = await author.graphql<{ voteForumComment: { upvoteCount: number; voteValue: number } }>(
      `mutation($id: ID!) { voteForumComment(id: $id, value: UP) { upvoteCount voteValue } }`,
      { id: answerComment.id },
    );
    expect(voted.json.data!.voteForumComment).toEqual({ upvoteCount: 1, voteValue: 1 });
    await author.graphql(`mutation($id: ID!) { bookmarkForumComment(id: $id) { id } }`, { id: answerComment.id });

    // Only the post's author or a moderator marks the answer and resolves.
    const MARK = `mutation($id: ID!) { markForumCommentAnswer(id: $id) { id isAnswer } }`;
    const RESOLVE = `mutation($id: ID!) { resolveForumPost(id: $id) { id isResolved } }`;
    expect(codeOf(await helper.graphql(MARK, { id: answerComment.id }))).toBe("FORBIDDEN");
    expect(codeOf(await helper.graphql(RESOLVE, { id: postId }))).toBe("FORBIDDEN");
    expect(codeOf(await author.graphql(MARK, { id: reply.id }))).toBe("BAD_USER_INPUT");
    expect((await author.graphql(MARK, { id: answerComment.id })).json.data).toEqual({
      markForumCommentAnswer: { id: answerComment.id, isAnswer: true },
    });
    expect((await author.graphql(RESOLVE, { id: postId })).json.data).toEqual({ resolveForumPost: { id: postId, isResolved: true } });

    const PAGE = `query($id: ID!) {
      forumPost(id: $id) {
        isResolved commentCount answerCount viewerMayModerate answer { id author { firstName } }
        comments { items { id isAnswer upvoteCount voteValue isBookmarked viewerMayEdit replyCount replies { items { id author { firstName } } } } }
      }
    }`;
    type Page = {
      forumPost: {
        isResolved: boolean;
        commentCount: number;
        answerCount: number;
        viewerMayModerate: boolean;
        answer: { id: string; author: { firstName: string } } | null;
        comments: {
          items: {
            id: string;
            isAnswer: boolean;
            upvoteCount: number;
            voteValue: number;
            isBookmarked: boolean;
            viewerMayEdit: boolean;
            replyCount: number;
            replies: { items: { id: string }[] };
          }[];
        };
      };
    };
    const seenByHelper = (await helper.graphql<Page>(PAGE, { id: postId })).json.data!.forumPost;
    expect(seenByHelper).toMatchObject({
      isResolved: true,
      commentCount: 3,
      answerCount: 1,
      viewerMayModerate: false,
      answer: { id: answerComment.id, author: { firstName: account("INSTRUCTOR").firstName } },
    });
    expect(seenByHelper.comments.items).toEqual([
      {
        id: answerComment.id,
        isAnswer: true,
        upvoteCount: 1,
        voteValue: 0,
        isBookmarked: false,
        viewerMayEdit: true,
        replyCount: 2,
        replies: {
          items: [
            { id: reply.id, author: { firstName: account("STUDENT").firstName } },
            { id: replyToReply.id, author: { firstName: account("INSTRUCTOR").firstName } },
          ],
        },
      },
    ]);
    const seenByAuthor = (await author.graphql<Page>(PAGE, { id: postId })).json.data!.forumPost;
    expect(seenByAuthor.viewerMayModerate).toBe(true);
    expect(seenByAuthor.comments.items[0]).toMatchObject({ voteValue: 1, isBookmarked: true, viewerMayEdit: false });

    // A link to a reply opens the post at the page of its comment.
    const anchor = await helper.graphql<{ forumComment: { pageInPost: number; post: { id: string } } }>(
      `query($id: ID!) { forumComment(id: $id) { pageInPost post { id } } }`,
      { id: replyToReply.id },
    );
    expect(anchor.json.data!.forumComment).toEqual({ pageInPost: 1, post: { id: postId } });

    // A forum moderator (course admin) may unresolve; the answer's author deleting it takes the answer away.
    expect(
      (await moderator.graphql(`mutation($id: ID!) { unresolveForumPost(id: $id) { isResolved } }`, { id: postId })).json.data,
    ).toEqual({ unresolveForumPost: { isResolved: false } });
    expect(codeOf(await author.graphql(`mutation($id: ID!) { deleteForumComment(id: $id) }`, { id: answerComment.id }))).toBe("FORBIDDEN");
    expect((await helper.graphql(`mutation($id: ID!) { deleteForumComment(id: $id) }`, { id: answerComment.id })).json.data).toEqual({
      deleteForumComment: answerComment.id,
    });
    expect((await author.graphql<Page>(PAGE, { id: postId })).json.data!.forumPost).toMatchObject({
      isResolved: false,
      commentCount: 0,
      answerCount: 0,
      answer: null,
      comments: { items: [] },
    });
    expect(codeOf(await new TestBrowser(router.url).graphql(`query($id: ID!) { forumComment(id: $id) { id } }`, { id: reply.id }))).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe.each(ROUTER_MODES)("tag management through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("a talent admin creates, edits and deletes a tag; a student is refused", async () => {
    const admin = await logIn(router.url, account("TALENT_ADMIN").email);
    const student = await logIn(router.url, account("STUDENT").email);
    const IS_ADMIN = `{ forumViewerIsAdmin }`;
    expect((await admin.graphql(IS_ADMIN)).json.data).toEqual({ forumViewerIsAdmin: true });
    expect((await student.graphql(IS_ADMIN)).json.data).toEqual({ forumViewerIsAdmin: false });

    const TAG = `id name description category { name }`;
    const CREATE = `mutation($input: ForumTagInput!) { createForumTag(input: $input) { ${TAG} } }`;
    const input = { name: "Power Query", description: "Shaping data in Excel and Power BI.", category: "SKILL" };
    expect(codeOf(await student.graphql(CREATE, { input }))).toBe("FORBIDDEN");
    const created = await admin.graphql<{ createForumTag: { id: string } }>(CREATE, { input });
    expect(created.json.data).toEqual({ createForumTag: { id: "power-query", ...input, category: { name: "SKILL" } } });

    const UPDATE = `mutation($input: ForumTagInput!) { updateForumTag(id: "power-query", input: $input) { ${TAG} } }`;
    const edit = { name: "Power Query (M)", description: "The M language.", category: "SKILL" };
    expect(codeOf(await student.graphql(UPDATE, { input: edit }))).toBe("FORBIDDEN");
    expect((await admin.graphql(UPDATE, { input: edit })).json.data).toEqual({
      updateForumTag: { id: "power-query", ...edit, category: { name: "SKILL" } },
    });
    const seen = await student.graphql(`{ forumTag(id: "power-query") { name } }`);
    expect(seen.json.data).toEqual({ forumTag: { name: "Power Query (M)" } });

    const DELETE = `mutation { deleteForumTag(id: "power-query") }`;
    expect(codeOf(await student.graphql(DELETE))).toBe("FORBIDDEN");
    expect((await admin.graphql(DELETE)).json.data).toEqual({ deleteForumTag: "power-query" });
    expect((await student.graphql(`{ forumTag(id: "power-query") { name } }`)).json.data).toEqual({ forumTag: null });
  });
});
