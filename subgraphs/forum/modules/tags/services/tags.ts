/**
 * Forum categories and tags: listing, look-ups, the sidebar's and tag browser's tags per category, following tags,
 * forum admins' tag management, and a post's tags and categories. Only logged-in people read the forum (see the posts
 * module).
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import {
  forumCategories,
  forumCategoryNameEnum,
  forumPosts,
  forumPostTags,
  forumTagFollows,
  forumTags,
} from "../../../../../drizzle/schema/forum.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import {
  FORUM_TAG_PAGE_SIZE,
  MANAGED_TAG_CATEGORIES,
  SIDEBAR_TAGS_PER_CATEGORY,
  TAG_DESCRIPTION_MAX,
  TAG_NAME_LIMITS,
  categoryTagLimitProblem,
  mayFollowTagOf,
  mayManageTagOf,
  tagListingCategories,
} from "../rules/tags.js";
import type { ForumContext } from "../../../context.js";
import { mayManageTags, oneLine, type PostRow } from "../../posts/index.js";
import { slugify, type ForumCategoryName } from "../../shared/index.js";
import type { CategoryRow, TagRow } from "../mappers.js";

export async function listTags(ctx: ForumContext, args: PageArgs & { category?: ForumCategoryName | null }): Promise<Page<TagRow>> {
  requireViewer(ctx);
  const window = pageWindow(args, FORUM_TAG_PAGE_SIZE);
  const scope = tagListingCategories(args.category);
  const categoryIds = ctx.db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where("only" in scope ? eq(forumCategories.name, scope.only) : ne(forumCategories.name, scope.except));
  const where = inArray(forumTags.categoryId, categoryIds);
  const page = await pageOfTable(ctx.db, forumTags, window, { orderBy: [asc(forumTags.name), asc(forumTags.id)], where });
  for (const row of page.items) ctx.loaders.tag.prime(row.id, row);
  return page;
}

/** The categories in SPEC order (the enum's order), CLASSROOM only when asked for. One statement. */
export async function listCategories(ctx: ForumContext, args: { includeClassroom?: boolean | null }): Promise<CategoryRow[]> {
  requireViewer(ctx);
  const rows = await ctx.db
    .select()
    .from(forumCategories)
    .where(args.includeClassroom ? undefined : ne(forumCategories.name, "CLASSROOM"))
    .orderBy(asc(forumCategories.name));
  for (const row of rows) ctx.loaders.category.prime(row.id, row);
  return rows;
}

/** A category's first `limit` tags (SPEC §9: 3 in the sidebar, up to 4 in the browser), batched across categories. */
export async function tagsOfCategory(ctx: ForumContext, category: CategoryRow, args: { limit?: number | null }): Promise<TagRow[]> {
  const limit = args.limit ?? SIDEBAR_TAGS_PER_CATEGORY;
  const problem = categoryTagLimitProblem(limit);
  if (problem) throw badInput(problem, { limit: problem });
  const rows = (await ctx.loaders.tagsOfCategory.load({ parent: category.id, window: { offset: 0, limit } })).slice(0, limit);
  for (const row of rows) ctx.loaders.tag.prime(row.id, row);
  return rows;
}

export function findTag(ctx: ForumContext, id: string): Promise<TagRow | null> {
  requireViewer(ctx);
  return ctx.loaders.tag.load(id);
}

export function findCategory(ctx: ForumContext, id: string): Promise<CategoryRow | null> {
  requireViewer(ctx);
  return ctx.loaders.category.load(id);
}

export async function categoryOf(ctx: ForumContext, tag: TagRow): Promise<CategoryRow> {
  return (await ctx.loaders.category.load(tag.categoryId)) ?? Promise.reject(notFound("Forum category", tag.categoryId));
}

export function tagCountOf(ctx: ForumContext, category: CategoryRow): Promise<number> {
  return ctx.loaders.tagCountOfCategory.load(category.id);
}

export async function viewerFollowsTag(ctx: ForumContext, tag: TagRow): Promise<boolean> {
  return ctx.viewer ? ctx.loaders.viewerFollowsTag.load(tag.id) : false;
}

/**
 * Follows (`follow: true`) or unfollows a tag for the viewer. The follow row and the tag's followers_count change in
 * one transaction, the count only when a row really was inserted or deleted: following twice, or two requests at
 * once, count the viewer once (the primary key decides), so the count stays exact.
 */
async function setTagFollow(ctx: ForumContext, id: string, follow: boolean): Promise<TagRow> {
  const viewer = requireViewer(ctx);
  const tag = await ctx.loaders.tag.load(id);
  if (!tag) throw notFound("Forum tag", id);
  if (follow && !mayFollowTagOf((await categoryOf(ctx, tag)).name)) throw forbidden("Class forum tags are followed through the class.");
  const row = await ctx.db.transaction(async (tx) => {
    const mine = and(eq(forumTagFollows.userId, viewer.id), eq(forumTagFollows.tagId, tag.id));
    const changed = follow
      ? await tx
          .insert(forumTagFollows)
          .values({ userId: viewer.id, tagId: tag.id, createdAt: ctx.now })
          .onConflictDoNothing()
          .returning({ tagId: forumTagFollows.tagId })
      : await tx.delete(forumTagFollows).where(mine).returning({ tagId: forumTagFollows.tagId });
    const [current] = changed.length
      ? await tx
          .update(forumTags)
          .set({ followersCount: sql`${forumTags.followersCount} + ${follow ? 1 : -1}` })
          .where(eq(forumTags.id, tag.id))
          .returning()
      : await tx.select().from(forumTags).where(eq(forumTags.id, tag.id));
    return current!;
  });
  ctx.loaders.tag.clear(tag.id).prime(tag.id, row);
  ctx.loaders.viewerFollowsTag.clear(tag.id).prime(tag.id, follow);
  ctx.loaders.tagsOfCategory.clearAll();
  return row;
}

export const followTag = (ctx: ForumContext, id: string) => setTagFollow(ctx, id, true);
export const unfollowTag = (ctx: ForumContext, id: string) => setTagFollow(ctx, id, false);

/** Whether the viewer is a forum admin (may manage tags; the client offers tag management on it). */
export async function viewerIsForumAdmin(ctx: ForumContext): Promise<boolean> {
  return mayManageTags(requireViewer(ctx).roles);
}

/** The tag form of forum admins: a plain one-line name that makes a slug, a plain description, a managed category. */
const tagInputSchema = z.object({
  name: z
    .string()
    .transform((t) => oneLine(sanitizePlainText(t)))
    .pipe(
      z
        .string()
        .min(TAG_NAME_LIMITS.min, `At least ${TAG_NAME_LIMITS.min} characters.`)
        .max(TAG_NAME_LIMITS.max, `At most ${TAG_NAME_LIMITS.max} characters.`)
        // A new tag's id is the slug of its name; an edit keeps the id, but its name must still read as one.
        .refine((name) => slugify(name) !== "", "Use letters or digits in the name."),
    ),
  description: z
    .string()
    .transform(sanitizePlainText)
    .pipe(z.string().max(TAG_DESCRIPTION_MAX, `At most ${TAG_DESCRIPTION_MAX} characters.`)),
  category: z.enum(MANAGED_TAG_CATEGORIES, "Choose GENERAL, SKILL or CAREER: class tags come with their classes."),
});
/** The tag form as it arrives (ForumTagInput): any category, CLASSROOM is refused by the schema. */
export interface TagInputRaw {
  name: string;
  description: string;
  category: ForumCategoryName;
}

/** Tag management is the forum admins' (FORBIDDEN for others, before the input is looked at). */
function requireTagManager(ctx: ForumContext): void {
  if (!mayManageTags(requireViewer(ctx).roles)) throw forbidden("Only forum admins manage tags.");
}

/** The tag an edit or delete acts on: NOT_FOUND when unknown, FORBIDDEN for a CLASSROOM tag. */
async function managedTag(ctx: ForumContext, id: string): Promise<TagRow> {
  const tag = await ctx.loaders.tag.load(id);
  if (!tag) throw notFound("Forum tag", id);
  if (!mayManageTagOf((await categoryOf(ctx, tag)).name)) throw forbidden("Class forum tags come with their classes.");
  return tag;
}

async function categoryIdOf(ctx: ForumContext, name: ForumCategoryName): Promise<string> {
  const [row] = await ctx.db.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.name, name));
  return row?.id ?? Promise.reject(notFound("Forum category", name));
}

/** Lists and counts that may hold the tag read it again in this request. */
function forgetTag(ctx: ForumContext, id: string): void {
  ctx.loaders.tag.clear(id);
  ctx.loaders.viewerFollowsTag.clear(id);
  ctx.loaders.tagsOfCategory.clearAll();
  ctx.loaders.tagCountOfCategory.clearAll();
  ctx.loaders.tagsOfPost.clearAll();
}

/**
 * Adds a tag whose id is the slug of its name, with no followers. A tag with that id (any category, class tags too)
 * is CONFLICT: the primary key decides, so two admins creating the same tag at once get one tag and one CONFLICT.
 */
export async function createTag(ctx: ForumContext, input: TagInputRaw): Promise<TagRow> {
  requireTagManager(ctx);
  const data = parseInput(tagInputSchema, input);
  const id = slugify(data.name);
  const categoryId = await categoryIdOf(ctx, data.category);
  try {
    const [row] = await ctx.db
      .insert(forumTags)
      .values({ id, name: data.name, description: data.description, categoryId, followersCount: 0 })
      .returning();
    forgetTag(ctx, id);
    ctx.loaders.tag.prime(id, row!);
    return row!;
  } catch (err) {
    if (!isUniqueViolation(err, "tags_pkey")) throw err;
    const message = `A tag "${id}" exists already: choose another name.`;
    throw conflict(message, { name: message });
  }
}

/** Edits a tag's name, description and category; its id stays, so links to it and its follows keep working. */
export async function updateTag(ctx: ForumContext, id: string, input: TagInputRaw): Promise<TagRow> {
  requireTagManager(ctx);
  const tag = await managedTag(ctx, id);
  const data = parseInput(tagInputSchema, input);
  const categoryId = await categoryIdOf(ctx, data.category);
  const [row] = await ctx.db
    .update(forumTags)
    .set({ name: data.name, description: data.description, categoryId })
    .where(eq(forumTags.id, tag.id))
    .returning();
  if (!row) throw notFound("Forum tag", id); // deleted in the meantime
  forgetTag(ctx, tag.id);
  ctx.loaders.tag.prime(tag.id, row);
  return row;
}

/**
 * Deletes a tag no live post is filed under; its follows and the post_tags rows of deleted posts go with it (the
 * cascade). CONFLICT while a live post uses it. The tag row is locked FOR UPDATE first: a post being filed under the
 * tag holds a key-share lock on it (post_tags' foreign key) until it commits, so the check, a later statement, sees
 * that post; a post filed after the lock waits and then fails the foreign key. So no live post loses the tag.
 */
export async function deleteTag(ctx: ForumContext, id: string): Promise<string> {
  requireTagManager(ctx);
  const tag = await managedTag(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: forumTags.id }).from(forumTags).where(eq(forumTags.id, tag.id)).for("update");
    if (!locked) throw notFound("Forum tag", id); // deleted in the meantime
    const [used] = await tx
      .select({ postId: forumPostTags.postId })
      .from(forumPostTags)
      .innerJoin(forumPosts, and(eq(forumPosts.id, forumPostTags.postId), isNull(forumPosts.deletedAt)))
      .where(eq(forumPostTags.tagId, tag.id))
      .limit(1);
    if (used) throw conflict("Posts are filed under this tag: move or delete them first.");
    await tx.delete(forumTags).where(eq(forumTags.id, tag.id));
  });
  forgetTag(ctx, tag.id);
  return tag.id;
}

// ── A post's tags and categories (the tags module's fields of ForumPost) ──

export async function tagsOf(ctx: ForumContext, post: PostRow): Promise<TagRow[]> {
  return (await ctx.loaders.tagsOfPost.load(post.id)).map((r) => r.tag);
}

/**
 * The categories of the post's tags, each once, in SPEC order (GENERAL, SKILL, CAREER, CLASSROOM: the enum's order,
 * as `forumCategories` lists them); batched through the tag and category loaders.
 */
export async function categoriesOf(ctx: ForumContext, post: PostRow): Promise<CategoryRow[]> {
  const categoryIds = [...new Set((await tagsOf(ctx, post)).map((t) => t.categoryId))];
  const categories = (await ctx.loaders.category.loadMany(categoryIds)).filter((c): c is CategoryRow => !!c && !(c instanceof Error));
  const order = forumCategoryNameEnum.enumValues;
  return categories.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}
