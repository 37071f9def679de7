/**
 * Forum posts: the feed, look-ups by id slug, a person's posts. The forum is for logged-in people only (it is not in
 * the visitor menu, SPEC §2): every read here requires a viewer, UNAUTHENTICATED otherwise.
 */
import { desc } from "drizzle-orm";
import { forumPosts } from "../../../drizzle/schema/forum.js";
import { requireViewer } from "../../shared/guards.js";
import { isUuid } from "../../shared/ids.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../shared/pagination.js";
import { FORUM_POST_PAGE_SIZE } from "../rules/listing.js";
import { makeIdSlug, shortIdOf } from "../rules/id-slug.js";
import type { ForumContext } from "../context.js";
import type { TagRow } from "./tags.js";

export type PostRow = typeof forumPosts.$inferSelect;
/** A talent-owned User as forum knows it: the id only (talent resolves the rest). */
export interface UserRef {
  id: string;
}

export async function listPosts(ctx: ForumContext, args: PageArgs): Promise<Page<PostRow>> {
  requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const page = await pageOfTable(ctx.db, forumPosts, window, { orderBy: [desc(forumPosts.createdAt), desc(forumPosts.id)] });
  for (const row of page.items) ctx.loaders.post.prime(row.id, row);
  return page;
}

/** A post by its id slug, found by the short id it starts with (so a link made before a title edit still works). */
export async function findPost(ctx: ForumContext, idSlug: string): Promise<PostRow | null> {
  requireViewer(ctx);
  const shortId = shortIdOf(idSlug);
  return shortId ? ctx.loaders.post.load(shortId) : null;
}

export async function postsOfAuthor(ctx: ForumContext, author: UserRef, args: PageArgs): Promise<Page<PostRow>> {
  requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  // A reference whose id cannot be an account id has no posts (and must not reach the uuid column).
  if (!isUuid(author.id)) return toPage([], window, async () => 0);
  const rows = await ctx.loaders.postPageOfAuthor.load({ parent: author.id, window });
  for (const row of rows) ctx.loaders.post.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.postCountOfAuthor.load(author.id));
}

export function idSlugOf(post: PostRow): string {
  return makeIdSlug(post.id, post.title);
}

export function authorOf(post: PostRow): UserRef & { __typename: "User" } {
  return { __typename: "User", id: post.authorId };
}

export async function tagsOf(ctx: ForumContext, post: PostRow): Promise<TagRow[]> {
  return (await ctx.loaders.tagsOfPost.load(post.id)).map((r) => r.tag);
}
