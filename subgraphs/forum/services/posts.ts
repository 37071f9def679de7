/**
 * Forum posts: the feed, look-ups by id slug, a person's posts, and writing, editing and deleting posts. The forum is
 * for logged-in people only (it is not in the visitor menu, SPEC §2): every read and write here requires a viewer,
 * UNAUTHENTICATED otherwise. A deleted post (soft delete, `deleted_at`) is gone from every list and look-up.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, notInArray } from "drizzle-orm";
import { z } from "zod";
import { forumPostFollows, forumPosts, forumPostTags } from "../../../drizzle/schema/forum.js";
import { isUniqueViolation } from "../../shared/db.js";
import { badInput, forbidden, notFound } from "../../shared/errors.js";
import { requireViewer } from "../../shared/guards.js";
import { isUuid } from "../../shared/ids.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../shared/pagination.js";
import { sanitizePlainText, sanitizePostHtml } from "../../shared/sanitize.js";
import { parseInput } from "../../shared/validation.js";
import { FORUM_POST_PAGE_SIZE } from "../rules/listing.js";
import { makeIdSlug, randomShortId, shortIdOf, slugify } from "../rules/id-slug.js";
import {
  POST_DESCRIPTION_MAX,
  POST_TAG_LIMITS,
  POST_TITLE_LIMITS,
  descriptionProblem,
  mayDeletePost,
  mayEditPost,
  oneLine,
  tagChoiceProblem,
  type PostKind,
} from "../rules/posts.js";
import type { ForumContext } from "../context.js";
import type { TagRow } from "./tags.js";

export type PostRow = typeof forumPosts.$inferSelect;
/** A talent-owned User as forum knows it: the id only (talent resolves the rest). */
export interface UserRef {
  id: string;
}

const live = isNull(forumPosts.deletedAt);

export async function listPosts(ctx: ForumContext, args: PageArgs): Promise<Page<PostRow>> {
  requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const page = await pageOfTable(ctx.db, forumPosts, window, { where: live, orderBy: [desc(forumPosts.createdAt), desc(forumPosts.id)] });
  for (const row of page.items) ctx.loaders.post.prime(row.id, row);
  return page;
}

/**
 * A post by its id slug, found by the short id it starts with (so a link made before a title edit still works);
 * null when unknown or deleted.
 */
export async function findPost(ctx: ForumContext, idSlug: string): Promise<PostRow | null> {
  requireViewer(ctx);
  const shortId = shortIdOf(idSlug);
  const row = shortId ? await ctx.loaders.post.load(shortId) : null;
  return row && !row.deletedAt ? row : null;
}

/** The post a mutation acts on: NOT_FOUND when unknown or deleted. */
export async function livePost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  return (await findPost(ctx, idSlug)) ?? Promise.reject(notFound("Forum post", idSlug));
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

/** Longer raw input is refused before sanitizing (it could not fit once cleaned unless nearly all of it is markup). */
const DESCRIPTION_RAW_MAX = POST_DESCRIPTION_MAX * 5;

/** The post form for a post of `kind`: plain one-line title, sanitized description that fits the kind, 1-5 tags. */
function postInputSchema(kind: PostKind) {
  return z.object({
    title: z
      .string()
      .transform((t) => oneLine(sanitizePlainText(t)))
      .pipe(z.string().min(POST_TITLE_LIMITS.min, `At least ${POST_TITLE_LIMITS.min} characters.`).max(POST_TITLE_LIMITS.max, `At most ${POST_TITLE_LIMITS.max} characters.`)),
    description: z
      .string()
      .max(DESCRIPTION_RAW_MAX, `At most ${POST_DESCRIPTION_MAX.toLocaleString("en")} characters.`)
      .transform((html) => sanitizePostHtml(html))
      .superRefine((html, issues) => {
        const problem = descriptionProblem(kind, html, sanitizePlainText(html));
        if (problem) issues.addIssue({ code: "custom", message: problem });
      }),
    tagIds: z
      .array(z.string().trim().min(1, "Choose tags from the list.").max(100, "Choose tags from the list."))
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.string()).min(POST_TAG_LIMITS.min, "Choose at least one tag.").max(POST_TAG_LIMITS.max, `At most ${POST_TAG_LIMITS.max} tags.`)),
  });
}
/** The post form as it arrives (ForumPostInput). */
export type PostInputRaw = z.input<ReturnType<typeof postInputSchema>>;

/** Refuses tags that do not exist or are CLASSROOM tags (BAD_USER_INPUT on `tagIds`). */
async function checkTagChoice(ctx: ForumContext, tagIds: string[]): Promise<void> {
  const tags = (await ctx.loaders.tag.loadMany(tagIds)).filter((t): t is TagRow => !!t && !(t instanceof Error));
  const categories = await ctx.loaders.category.loadMany([...new Set(tags.map((t) => t.categoryId))]);
  const nameOf = new Map(categories.flatMap((c) => (c && !(c instanceof Error) ? [[c.id, c.name] as const] : [])));
  const problem = tagChoiceProblem(
    tagIds,
    tags.map((t) => ({ id: t.id, category: nameOf.get(t.categoryId)! })),
  );
  if (problem) throw badInput(problem, { tagIds: problem });
}

/** An ordinary post (announcements and support posts are made in class forums, issue 8). */
const ORDINARY: PostKind = { isAnnouncement: false };

/** Writes a post for the viewer, files it under its tags and has the author follow it, in one transaction. */
export async function createPost(ctx: ForumContext, input: PostInputRaw): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const data = parseInput(postInputSchema(ORDINARY), input);
  await checkTagChoice(ctx, data.tagIds);
  // 36^8 short ids make a collision rare; the primary key refuses one and a new id is drawn.
  for (let attempt = 1; ; attempt++) {
    const id = randomShortId((n) => randomBytes(n));
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const [post] = await tx
          .insert(forumPosts)
          .values({ id, slug: slugify(data.title), title: data.title, description: data.description, authorId: viewer.id, createdAt: ctx.now, modifiedDate: ctx.now })
          .returning();
        await tx.insert(forumPostTags).values(data.tagIds.map((tagId) => ({ postId: id, tagId })));
        await tx.insert(forumPostFollows).values({ postId: id, userId: viewer.id, createdAt: ctx.now });
        return post!;
      });
      ctx.loaders.post.prime(row.id, row);
      return row;
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, "posts_pkey")) continue;
      throw err;
    }
  }
}

/** Edits the viewer's own post: title (and so its slug), description and tags; `modifiedDate` moves. */
export async function updatePost(ctx: ForumContext, idSlug: string, input: PostInputRaw): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  if (!mayEditPost(viewer.id, post)) throw forbidden("Only the post's author may edit it.");
  const data = parseInput(postInputSchema(post), input);
  await checkTagChoice(ctx, data.tagIds);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(forumPosts)
      .set({ title: data.title, slug: slugify(data.title), description: data.description, modifiedDate: ctx.now })
      .where(and(eq(forumPosts.id, post.id), live))
      .returning();
    if (!updated) throw notFound("Forum post", idSlug); // deleted in the meantime
    await tx.delete(forumPostTags).where(and(eq(forumPostTags.postId, post.id), notInArray(forumPostTags.tagId, data.tagIds)));
    await tx.insert(forumPostTags).values(data.tagIds.map((tagId) => ({ postId: post.id, tagId }))).onConflictDoNothing();
    return updated;
  });
  ctx.loaders.post.clear(post.id).prime(post.id, row);
  ctx.loaders.tagsOfPost.clear(post.id);
  return row;
}

/** Deletes the viewer's own post (soft: it leaves every list and look-up); returns the id slug it had. */
export async function deletePost(ctx: ForumContext, idSlug: string): Promise<string> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  if (!mayDeletePost(viewer.id, post)) throw forbidden("Only the post's author may delete it.");
  const [row] = await ctx.db
    .update(forumPosts)
    .set({ deletedAt: ctx.now, deletedBy: viewer.id })
    .where(and(eq(forumPosts.id, post.id), live))
    .returning();
  if (!row) throw notFound("Forum post", idSlug); // deleted in the meantime
  ctx.loaders.post.clear(post.id).prime(post.id, row);
  return idSlugOf(row);
}
