/**
 * The viewer's history and bookmark lists (SPEC §2 forum tabs, §9 forum posts 6 a page) through the forum subgraph
 * on a real database: their own posts (announcements apart), comments and replies, and bookmarked posts and comments
 * in bookmark order; deleted posts and comments (and comments of deleted posts) absent; nobody else's rows; visitors
 * refused; statements not growing with the page size.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { forumCommentBookmarks, forumComments, forumPosts } from "../../../../drizzle/schema/forum.js";
import { codeOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { randomShortId, shortIdOf } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const POST_FIELDS = `id title isAnnouncement isBookmarked author { id } tags { id } upvoteCount voteValue viewerFollows`;
const COMMENT_FIELDS = `id description isBookmarked post { id }`;
const PAGE_INFO = `pageInfo { page pageSize hasNextPage totalCount }`;
const MY_POSTS = `query($page: Int, $pageSize: Int, $announcements: Boolean) { myForumPosts(page: $page, pageSize: $pageSize, announcements: $announcements) { items { ${POST_FIELDS} } ${PAGE_INFO} } }`;
const MY_COMMENTS = `query($page: Int, $pageSize: Int) { myForumComments(page: $page, pageSize: $pageSize) { items { ${COMMENT_FIELDS} } ${PAGE_INFO} } }`;
const BOOKMARKED_POSTS = `query($page: Int, $pageSize: Int) { forumBookmarkedPosts(page: $page, pageSize: $pageSize) { items { ${POST_FIELDS} } ${PAGE_INFO} } }`;
const BOOKMARKED_COMMENTS = `query($page: Int, $pageSize: Int) { forumBookmarkedComments(page: $page, pageSize: $pageSize) { items { ${COMMENT_FIELDS} } ${PAGE_INFO} } }`;

interface PageOf<T> {
  items: T[];
  pageInfo: { page: number; pageSize: number; hasNextPage: boolean; totalCount: number };
}
interface Item {
  id: string;
  isBookmarked: boolean;
  isAnnouncement?: boolean;
  post?: { id: string };
}

async function list(query: string, field: string, caller: Caller, vars: Record<string, unknown> = {}): Promise<PageOf<Item>> {
  const r = await exec<Record<string, PageOf<Item>>>(query, vars, { caller });
  expect(r.errors).toBeUndefined();
  return r.data![field]!;
}
const idsOf = (page: PageOf<Item>) => page.items.map((i) => i.id);

async function writePost(caller: Caller, title = "History check: a post of mine"): Promise<string> {
  suite.tick();
  const r = await exec<{ createForumPost: { id: string } }>(
    `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
    { input: { title, description: "Body", tagIds: ["general"] } },
    { caller },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createForumPost.id;
}
const deletePost = async (caller: Caller, id: string) =>
  expect((await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id }, { caller })).errors).toBeUndefined();

/** An announcement row (class forums make them; written directly here). */
async function writeAnnouncement(authorId: string): Promise<string> {
  suite.tick();
  const id = randomShortId((n) => randomBytes(n));
  await suite.database.db.insert(forumPosts).values({
    id,
    slug: "announcement",
    title: "Announcement",
    description: "",
    authorId,
    isAnnouncement: true,
    createdAt: suite.now,
    modifiedDate: suite.now,
  });
  return `${id}-announcement`;
}

/** A comment (or reply, under `parentId`) row on a post, written at the suite's clock; returns its id slug. */
async function writeComment(authorId: string, postIdSlug: string, parentIdSlug?: string): Promise<string> {
  suite.tick();
  const id = randomShortId((n) => randomBytes(n));
  await suite.database.db.insert(forumComments).values({
    id,
    slug: "a-comment",
    postId: shortIdOf(postIdSlug)!,
    parentId: parentIdSlug ? shortIdOf(parentIdSlug)! : null,
    authorId,
    description: `Comment ${id}`,
    createdAt: suite.now,
    modifiedDate: suite.now,
  });
  return `${id}-a-comment`;
}
const deleteCommentRow = (idSlug: string) =>
  suite.database.db
    .update(forumComments)
    .set({ deletedAt: suite.now })
    .where(eq(forumComments.id, shortIdOf(idSlug)!));
async function bookmarkComment(userId: string, idSlug: string) {
  suite.tick();
  await suite.database.db.insert(forumCommentBookmarks).values({ userId, commentId: shortIdOf(idSlug)!, createdAt: suite.now });
}
async function bookmarkPost(caller: Caller, id: string) {
  suite.tick();
  expect((await exec(`mutation($id: ID!) { bookmarkForumPost(id: $id) { id } }`, { id }, { caller })).errors).toBeUndefined();
}

describe("myForumPosts (/forum/history, /forum/history/announcements)", () => {
  it("lists the viewer's live posts newest first, 6 a page; announcements only with announcements: true", async () => {
    const me = person();
    const stranger = person();
    const mine: string[] = [];
    for (let i = 0; i < 8; i++) mine.push(await writePost(me));
    await writePost(stranger);
    const announcement = await writeAnnouncement(me.viewer.id);
    await deletePost(me, mine[3]!);
    const live = mine.filter((_, i) => i !== 3).reverse();

    const first = await list(MY_POSTS, "myForumPosts", me);
    expect(idsOf(first)).toEqual(live.slice(0, 6));
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 6, hasNextPage: true, totalCount: 7 });
    const second = await list(MY_POSTS, "myForumPosts", me, { page: 2 });
    expect(idsOf(second)).toEqual(live.slice(6));
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(first.items.every((p) => p.isAnnouncement === false)).toBe(true);

    const announcements = await list(MY_POSTS, "myForumPosts", me, { announcements: true });
    expect(idsOf(announcements)).toEqual([announcement]);
    expect(announcements.pageInfo.totalCount).toBe(1);
    expect(idsOf(await list(MY_POSTS, "myForumPosts", stranger, { announcements: true }))).toEqual([]);
  });
});

describe("myForumComments (/forum/history/comments)", () => {
  it("lists the viewer's live comments and replies on live posts, newest first, 6 a page", async () => {
    const me = person();
    const other = person();
    const post = await writePost(other, "A post others comment on");
    const gonePost = await writePost(other, "A post that will be deleted");
    const theirs = await writeComment(other.viewer.id, post);
    const comments: string[] = [];
    for (let i = 0; i < 6; i++) comments.push(await writeComment(me.viewer.id, post));
    const reply = await writeComment(me.viewer.id, post, theirs);
    const onGonePost = await writeComment(me.viewer.id, gonePost);
    const deleted = await writeComment(me.viewer.id, post);
    const parentGone = await writeComment(other.viewer.id, post);
    const replyUnderGone = await writeComment(me.viewer.id, post, parentGone);
    await deletePost(other, gonePost);
    await deleteCommentRow(deleted);
    await deleteCommentRow(parentGone);

    const first = await list(MY_COMMENTS, "myForumComments", me);
    const expected = [reply, ...comments.reverse()];
    expect(idsOf(first)).toEqual(expected.slice(0, 6));
    expect(first.items[0]!.post).toEqual({ id: post });
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 6, hasNextPage: true, totalCount: 7 });
    const second = await list(MY_COMMENTS, "myForumComments", me, { page: 2 });
    expect(idsOf(second)).toEqual(expected.slice(6));
    for (const absent of [onGonePost, deleted, replyUnderGone, theirs]) expect([...idsOf(first), ...idsOf(second)]).not.toContain(absent);
    expect(idsOf(await list(MY_COMMENTS, "myForumComments", other))).toEqual([theirs]);
  });
});

describe("forumBookmarkedPosts (/forum/bookmark)", () => {
  it("lists live bookmarked posts, most recently bookmarked first, 6 a page, flagged as bookmarked", async () => {
    const me = person();
    const author = person();
    const posts: string[] = [];
    for (let i = 0; i < 8; i++) posts.push(await writePost(author, `Bookmark me ${i}`));
    // Bookmarked in another order than written: the list follows the bookmarks.
    const order = [posts[2]!, posts[0]!, posts[7]!, posts[5]!, posts[1]!, posts[6]!, posts[3]!, posts[4]!];
    for (const id of order) await bookmarkPost(me, id);
    await bookmarkPost(author, posts[0]!);
    await deletePost(author, posts[6]!);
    const expected = order.filter((id) => id !== posts[6]).reverse();

    const first = await list(BOOKMARKED_POSTS, "forumBookmarkedPosts", me);
    expect(idsOf(first)).toEqual(expected.slice(0, 6));
    expect(first.items.every((p) => p.isBookmarked)).toBe(true);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 6, hasNextPage: true, totalCount: 7 });
    expect(idsOf(await list(BOOKMARKED_POSTS, "forumBookmarkedPosts", me, { page: 2 }))).toEqual(expected.slice(6));
    expect(idsOf(await list(BOOKMARKED_POSTS, "forumBookmarkedPosts", author))).toEqual([posts[0]]);
    expect(idsOf(await list(BOOKMARKED_POSTS, "forumBookmarkedPosts", person()))).toEqual([]);
  });
});

describe("forumBookmarkedComments (/forum/bookmark/comments)", () => {
  it("lists live bookmarked comments on live posts, most recently bookmarked first, 6 a page", async () => {
    const me = person();
    const author = person();
    const post = await writePost(author, "Comments to bookmark");
    const gonePost = await writePost(author, "Comments on a post that goes");
    const comments: string[] = [];
    for (let i = 0; i < 7; i++) comments.push(await writeComment(author.viewer.id, post));
    const onGonePost = await writeComment(author.viewer.id, gonePost);
    const order = [comments[4]!, comments[0]!, onGonePost, comments[6]!, comments[2]!, comments[1]!, comments[5]!, comments[3]!];
    for (const id of order) await bookmarkComment(me.viewer.id, id);
    await bookmarkComment(author.viewer.id, comments[0]!);
    await deletePost(author, gonePost);
    await deleteCommentRow(comments[5]!);
    const expected = order.filter((id) => id !== onGonePost && id !== comments[5]).reverse();

    const first = await list(BOOKMARKED_COMMENTS, "forumBookmarkedComments", me);
    expect(idsOf(first)).toEqual(expected.slice(0, 6));
    expect(first.items.every((c) => c.isBookmarked)).toBe(true);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 6, hasNextPage: false, totalCount: 6 });
    expect(idsOf(await list(BOOKMARKED_COMMENTS, "forumBookmarkedComments", author))).toEqual([comments[0]]);
  });
});

describe("who may read these lists", () => {
  it("visitors are UNAUTHENTICATED for every list", async () => {
    for (const query of [MY_POSTS, MY_COMMENTS, BOOKMARKED_POSTS, BOOKMARKED_COMMENTS]) {
      expect(codeOf(await exec(query, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    }
  });
});

describe("statements do not grow with the page size", () => {
  it("2 or 6 items with their tags, votes, flags and posts cost the same statements", async () => {
    const me = person();
    const post = await writePost(person(), "Statement counting");
    for (let i = 0; i < 6; i++) {
      const mine = await writePost(me);
      await bookmarkPost(me, mine);
      const comment = await writeComment(me.viewer.id, post);
      await bookmarkComment(me.viewer.id, comment);
    }
    for (const [query, field] of [
      [MY_POSTS, "myForumPosts"],
      [MY_COMMENTS, "myForumComments"],
      [BOOKMARKED_POSTS, "forumBookmarkedPosts"],
      [BOOKMARKED_COMMENTS, "forumBookmarkedComments"],
    ] as const) {
      const small = await suite.counter.count(() => exec<Record<string, PageOf<Item>>>(query, { pageSize: 2 }, { caller: me }));
      const large = await suite.counter.count(() => exec<Record<string, PageOf<Item>>>(query, { pageSize: 6 }, { caller: me }));
      expect(small.result.data![field]!.items, field).toHaveLength(2);
      expect(large.result.data![field]!.items, field).toHaveLength(6);
      // A last page knows its total without a count, so the larger page may cost one statement less, never more.
      expect(large.statements.length, field).toBeLessThanOrEqual(small.statements.length);
    }
  });
});
