/**
 * The forum's own lists, search and post images through the router in both runtime modes: a learner's history and
 * bookmarks; a search whose classes the forum asks of courses and whose people it asks of talent (for real, through
 * peers), emails matched for talent admins only; and an image uploaded to a post, served by its signed URL.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { forumCommentBookmarks, forumComments } from "../drizzle/schema/forum.js";
import { randomShortId, shortIdOf } from "../subgraphs/forum/modules/shared/index.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { fileOf } from "../subgraphs/shared/storage/fixtures.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

// Uploads of this file go to a temporary folder (read when the router and the forum subgraph first need storage).
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "tf-router-forum-"));
process.env.STORAGE_DIR = uploads;
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const student = account("STUDENT");
const instructor = account("INSTRUCTOR");
const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;

const SEARCH = /* GraphQL */ `
  query ($text: String!, $scope: ForumSearchScope) {
    forumSearch(text: $text, scope: $scope) {
      text
      scope
      tags {
        id
      }
      classes {
        id
        name
      }
      posts {
        id
        title
        author {
          id
          firstName
        }
      }
      people {
        id
        firstName
        lastName
      }
    }
  }
`;
interface SearchData {
  forumSearch: {
    tags: { id: string }[];
    classes: { id: string; name: string }[];
    posts: { id: string; title: string; author: { id: string; firstName: string } }[];
    people: { id: string; firstName: string; lastName: string }[];
  };
}

describe.each(ROUTER_MODES)("forum history, bookmarks, search and images through the router (%s)", (mode) => {
  // The seed holds a CLASSROOM tag per class courses seeds: the demo student studies in m1js-open-2026; the demo
  // instructor teaches it and fcda-2026-10.
  const router = routerSuite(mode);

  it("history and bookmarks: the learner's own post and comment, bookmarked posts and comments, newest first", async () => {
    const learner = await logIn(router.url, student.email);
    const reader = await logIn(router.url, instructor.email);
    const created = await learner.graphql<{ createForumPost: { id: string } }>(
      `mutation { createForumPost(input: { title: "Closures in loops: var vs let", description: "<p>Why does var print 3 three times?</p>", tagIds: ["javascript"] }) { id } }`,
    );
    expect(created.json.errors).toBeUndefined();
    const postId = created.json.data!.createForumPost.id;

    const history = await learner.graphql<{
      myForumPosts: { items: { id: string; author: { firstName: string } }[]; pageInfo: { pageSize: number } };
    }>(`{ myForumPosts { items { id author { firstName } } pageInfo { pageSize } } }`);
    expect(history.json.errors).toBeUndefined();
    expect(history.json.data!.myForumPosts.items[0]).toEqual({ id: postId, author: { firstName: student.firstName } });
    expect(history.json.data!.myForumPosts.pageInfo.pageSize).toBe(6);
    const announcements = await learner.graphql<{ myForumPosts: { items: unknown[] } }>(
      `{ myForumPosts(announcements: true) { items { id } } }`,
    );
    expect(announcements.json.data!.myForumPosts.items).toEqual([]);

    // The reader comments on it (a row as the comment mutations write it) and bookmarks the post and the comment.
    const commentId = randomShortId((n) => randomBytes(n));
    const now = new Date();
    await router.database.db.insert(forumComments).values({
      id: commentId,
      slug: "use-let",
      postId: shortIdOf(postId)!,
      authorId: instructor.id,
      description: "<p>Use let.</p>",
      createdAt: now,
      modifiedDate: now,
    });
    await router.database.db.insert(forumCommentBookmarks).values({ userId: instructor.id, commentId, createdAt: now });
    expect((await reader.graphql(`mutation($id: ID!) { bookmarkForumPost(id: $id) { id } }`, { id: postId })).json.errors).toBeUndefined();

    const readerLists = await reader.graphql<{
      myForumComments: { items: { description: string; post: { id: string } }[] };
      forumBookmarkedPosts: { items: { id: string; isBookmarked: boolean }[] };
      forumBookmarkedComments: { items: { description: string; author: { firstName: string } }[] };
    }>(`{
      myForumComments { items { description post { id } } }
      forumBookmarkedPosts { items { id isBookmarked } }
      forumBookmarkedComments { items { description author { firstName } } }
    }`);
    expect(readerLists.json.errors).toBeUndefined();
    expect(readerLists.json.data!.myForumComments.items[0]).toEqual({ description: "<p>Use let.</p>", post: { id: postId } });
    expect(readerLists.json.data!.forumBookmarkedPosts.items[0]).toEqual({ id: postId, isBookmarked: true });
    expect(readerLists.json.data!.forumBookmarkedComments.items).toEqual([
      { description: "<p>Use let.</p>", author: { firstName: instructor.firstName } },
    ]);
    // Nobody else's lists hold them.
    const learnerLists = await learner.graphql<{
      forumBookmarkedPosts: { items: { id: string }[] };
      myForumComments: { items: { id: string }[] };
    }>(`{ forumBookmarkedPosts { items { id } } myForumComments { items { id } } }`);
    expect(learnerLists.json.data!.forumBookmarkedPosts.items.map((p) => p.id)).not.toContain(postId);
    expect(learnerLists.json.data!.myForumComments.items.map((c) => shortIdOf(c.id))).not.toContain(commentId);
    expect(codeOf(await new TestBrowser(router.url).graphql(`{ myForumPosts { items { id } } }`))).toBe("UNAUTHENTICATED");
  });

  it("search: classes asked of courses (only the viewer's), people of talent (emails for talent admins only)", async () => {
    const learner = await logIn(router.url, student.email);
    const teacher = await logIn(router.url, instructor.email);
    const talentAdmin = await logIn(router.url, account("TALENT_ADMIN").email);

    const classesOf = async (b: TestBrowser) => {
      const r = await b.graphql<SearchData>(SEARCH, { text: "2026", scope: "CLASS" });
      expect(r.json.errors).toBeUndefined();
      return r.json.data!.forumSearch.classes.map((c) => c.id);
    };
    // The demo student studies in m1js-open-2026 and was a student of m1sql-2026-05 (by name).
    expect(await classesOf(learner)).toEqual(["m1js-open-2026", "m1sql-2026-05"]);
    // The demo instructor teaches every seeded class.
    expect(await classesOf(teacher)).toEqual(["fcda-2026-10", "m1js-open-2026", "m1sql-2026-05"]);
    expect(await classesOf(talentAdmin)).toEqual([]);

    const all = await learner.graphql<SearchData>(SEARCH, { text: "arjun N" });
    expect(all.json.errors).toBeUndefined();
    expect(all.json.data!.forumSearch.people).toEqual([{ id: instructor.id, firstName: "Arjun", lastName: "Nair" }]);

    const posts = await learner.graphql<SearchData>(SEARCH, { text: "LEFT join", scope: "POST" });
    expect(posts.json.data!.forumSearch.posts).toEqual([
      {
        id: expect.stringMatching(/^r5t0w2zc-/),
        title: "LEFT JOIN returns more rows than my base table. Why?",
        author: { id: student.id, firstName: student.firstName },
      },
    ]);
    expect(posts.json.data!.forumSearch.people).toEqual([]);

    // An email matches for a talent admin only: to anyone else it would disclose the address.
    const byEmail = async (b: TestBrowser) =>
      (await b.graphql<SearchData>(SEARCH, { text: "instructor@demo" })).json.data!.forumSearch.people.map((p) => p.id);
    expect(await byEmail(learner)).toEqual([]);
    expect(await byEmail(teacher)).toEqual([]);
    expect(await byEmail(talentAdmin)).toEqual([instructor.id]);

    expect(codeOf(await learner.graphql(SEARCH, { text: "x".repeat(101) }))).toBe("BAD_USER_INPUT");
    // The internal questions are not in the public API.
    expect((await talentAdmin.graphql(`{ peopleMatching(search: "a", includeEmail: true, limit: 5) }`)).json.errors?.[0]?.message).toMatch(
      /Cannot query field "peopleMatching"/,
    );
    // Nor are courses' class-forum questions (the forum asks them as the platform).
    for (const [field, query] of [
      ["classMembershipsOf", `{ classMembershipsOf(userId: "${student.id}") { slug title role } }`],
      ["classesBySlug", `{ classesBySlug(slugs: ["m1js-open-2026"]) { slug title } }`],
      ["classMemberIds", `{ classMemberIds(slug: "m1js-open-2026", role: STUDENT) { userIds totalCount } }`],
    ]) {
      expect((await talentAdmin.graphql(query!)).json.errors?.[0]?.message, field).toMatch(new RegExp(`Cannot query field "${field}"`));
    }
  });

  it("an image uploaded to a post is served by its signed URL; only the author may change it", async () => {
    const learner = await logIn(router.url, student.email);
    const created = await learner.graphql<{ createForumPost: { id: string } }>(
      `mutation { createForumPost(input: { title: "My first chart", description: "<p>Feedback welcome.</p>", tagIds: ["data-analytics"] }) { id } }`,
    );
    const id = created.json.data!.createForumPost.id;
    const png = fileOf("png", 300);
    const UPLOAD = `mutation($id: ID!, $input: ForumPostImageInput!) { uploadForumPostImage(id: $id, input: $input) { id imageUrl } }`;
    const uploaded = await learner.graphql<{ uploadForumPostImage: { imageUrl: string } }>(UPLOAD, {
      id,
      input: { contentType: "image/png", dataBase64: Buffer.from(png).toString("base64") },
    });
    expect(uploaded.json.errors).toBeUndefined();
    const url = uploaded.json.data!.uploadForumPostImage.imageUrl;
    expect(url).toMatch(/^\/files\/forum-post-image\/[0-9a-f-]+\.png\?/);
    const file = await fetch(router.url + url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    const other = await logIn(router.url, instructor.email);
    expect(codeOf(await other.graphql(`mutation($id: ID!) { removeForumPostImage(id: $id) { id } }`, { id }))).toBe("FORBIDDEN");
    const read = await other.graphql<{ forumPost: { imageUrl: string } }>(`query($id: ID!) { forumPost(id: $id) { imageUrl } }`, { id });
    expect(read.json.data!.forumPost.imageUrl).toMatch(/^\/files\/forum-post-image\//);
  });
});
