/** Forum categories and tags: listing and look-ups. Only logged-in people read the forum (see posts.ts). */
import { asc, eq, inArray, ne } from "drizzle-orm";
import { forumCategories, forumTags } from "../../../drizzle/schema/forum.js";
import { notFound } from "../../shared/errors.js";
import { requireViewer } from "../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../shared/pagination.js";
import { FORUM_TAG_PAGE_SIZE, tagListingCategories, type ForumCategoryName } from "../rules/listing.js";
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
