/**
 * Forum categories and tags: listing, look-ups, the sidebar's and tag browser's tags per category, and following
 * tags. Only logged-in people read the forum (see posts.ts).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { forumCategories, forumTagFollows, forumTags } from "../../../drizzle/schema/forum.js";
import { badInput, forbidden, notFound } from "../../shared/errors.js";
import { requireViewer } from "../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../shared/pagination.js";
import {
  FORUM_TAG_PAGE_SIZE,
  SIDEBAR_TAGS_PER_CATEGORY,
  categoryTagLimitProblem,
  mayFollowTagOf,
  tagListingCategories,
  type ForumCategoryName,
} from "../rules/listing.js";
import type { ForumContext } from "../context.js";

export type CategoryRow = typeof forumCategories.$inferSelect;
export type TagRow = typeof forumTags.$inferSelect;

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
      ? await tx.insert(forumTagFollows).values({ userId: viewer.id, tagId: tag.id, createdAt: ctx.now }).onConflictDoNothing().returning({ tagId: forumTagFollows.tagId })
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
