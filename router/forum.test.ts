/**
 * The forum core through the router in both runtime modes: a learner follows a tag and writes a post (its author's
 * name comes from talent), another person votes and bookmarks it, both see their own flags and the same counts, the
 * other person may not edit or delete it, and the author's delete takes it out of the feed.
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

    const follow = await author.graphql<{ followForumTag: { viewerFollows: boolean; followersCount: number } }>(`mutation { followForumTag(id: "ui-ux") { viewerFollows followersCount } }`);
    expect(follow.json.data!.followForumTag).toEqual({ viewerFollows: true, followersCount: 1 });
    const sidebar = await author.graphql<{ forumCategories: { name: string; tags: { id: string }[] }[] }>(`{ forumCategories { name tags { id } } }`);
    // The student follows SQL and Data Analytics (demo) and now UI/UX: the sidebar's 3 SKILL tags are those.
    expect(sidebar.json.data!.forumCategories.find((c) => c.name === "SKILL")!.tags.map((t) => t.id)).toEqual(["sql", "data-analytics", "ui-ux"]);

    const created = await author.graphql<{ createForumPost: Post }>(`mutation($input: ForumPostInput!) { createForumPost(input: $input) { ${POST_FIELDS} } }`, {
      input: { title: "Figma auto layout tips?", description: "<p>How do you keep <em>auto layout</em> frames tidy?</p>", tagIds: ["ui-ux"] },
    });
    expect(created.json.errors).toBeUndefined();
    const post = created.json.data!.createForumPost;
    expect(post.author).toEqual({ id: account("STUDENT").id, firstName: account("STUDENT").firstName });
    expect(post.viewerFollows).toBe(true);

    const voted = await reader.graphql<{ voteForumPost: Post }>(`mutation($id: ID!) { voteForumPost(id: $id, value: UP) { ${POST_FIELDS} } }`, { id: post.id });
    expect(voted.json.data!.voteForumPost).toMatchObject({ upvoteCount: 1, totalVoteCount: 1, voteValue: 1, viewerUpvoted: true });
    await reader.graphql(`mutation($id: ID!) { bookmarkForumPost(id: $id) { id } }`, { id: post.id });

    const feedOf = async (b: TestBrowser) => (await b.graphql<{ forumPosts: { items: Post[] } }>(FEED)).json.data!.forumPosts.items.find((p) => p.id === post.id);
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
