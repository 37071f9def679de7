/**
 * Forum search (SPEC §5): a case-insensitive substring of tag names, class names and slugs, post titles and people's
 * names. `forumSearch` only checks the text and the scope; each list is looked up when (and only when) the client
 * selects it and the scope covers it, so a TAG search never asks courses or talent anything, and blank text finds
 * nothing without a single statement. Substrings go through the shared ILIKE pattern (wildcards literal), which the
 * trigram indexes posts_title_trgm_idx and tags_name_trgm_idx serve.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { forumCategories, forumPosts, forumTags } from "../../../../drizzle/schema/forum.js";
import { requireViewer } from "../../../shared/guards.js";
import { substringPattern } from "../../../shared/search.js";
import { parseInput } from "../../../shared/validation.js";
import { hasRole } from "../../../shared/viewer.js";
import {
  FORUM_SEARCH_LIMITS,
  scopeCovers,
  searchesAnything,
  searchTextOf,
  searchTextProblem,
  type ForumSearchList,
  type ForumSearchScope,
} from "./rules/search.js";
import type { ForumContext } from "../../context.js";
import { classesMatching, classTagOf } from "../classes/index.js";
import { type PostRow, readablePostsWhere } from "../posts/index.js";
import type { UserRef } from "../../mappers.js";
import { FORUM_CATEGORIES, type TagRow } from "../tags/index.js";
import type { SearchResultModel } from "./mappers.js";

const searchSchema = z.object({
  text: z
    .string()
    .transform(searchTextOf)
    .superRefine((text, issues) => {
      const problem = searchTextProblem(text);
      if (problem) issues.addIssue({ code: "custom", message: problem });
    }),
});

export async function forumSearch(ctx: ForumContext, args: { text: string; scope?: ForumSearchScope | null }): Promise<SearchResultModel> {
  requireViewer(ctx);
  const { text } = parseInput(searchSchema, { text: args.text });
  return { text, scope: args.scope ?? "ALL" };
}

/** The ILIKE pattern for `list`, or null when the list stays empty: outside the scope, or blank text. */
function patternFor(result: SearchResultModel, list: ForumSearchList): string | null {
  if (!scopeCovers(result.scope, list) || !searchesAnything(result.text)) return null;
  return substringPattern(result.text, "text");
}

const categoryIdsWhere = (ctx: ForumContext, classroom: boolean) =>
  ctx.db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(classroom ? eq(forumCategories.name, "CLASSROOM") : ne(forumCategories.name, "CLASSROOM"));

function primeTags(ctx: ForumContext, rows: TagRow[]): TagRow[] {
  for (const row of rows) ctx.loaders.tag.prime(row.id, row);
  return rows;
}

/** Tags whose name contains the text, by name; CLASSROOM tags excluded (SPEC §5: they belong to class forums). */
export async function searchTags(ctx: ForumContext, result: SearchResultModel): Promise<TagRow[]> {
  const pattern = patternFor(result, "tags");
  if (!pattern) return [];
  const rows = await ctx.db
    .select()
    .from(forumTags)
    .where(and(inArray(forumTags.categoryId, categoryIdsWhere(ctx, false)), ilike(forumTags.name, pattern)))
    .orderBy(asc(forumTags.name), asc(forumTags.id))
    .limit(FORUM_SEARCH_LIMITS.tags);
  return primeTags(ctx, rows);
}

const CLASSROOM_CATEGORY_ID = FORUM_CATEGORIES.find((c) => c.name === "CLASSROOM")!.id;

/**
 * The classes the viewer belongs to whose title or slug contains the text, by title, as their CLASSROOM tags (a
 * tag's id is its class's slug). SPEC §5 says "classes the user follows": a class forum is followed by belonging to
 * the class (CLASSROOM tags cannot be followed from the forum), which courses owns and is asked once per request.
 * Courses' titles are matched (the class's current name), so a class whose forum has no post yet, and so no tag
 * row (made with its first post), is found too: it is shown as the tag its first post will make, without writing
 * anything on a read. A slug taken by a tag of another category is no class forum (its posts could not be filed).
 */
export async function searchClasses(ctx: ForumContext, result: SearchResultModel): Promise<TagRow[]> {
  if (!patternFor(result, "classes")) return [];
  const matched = classesMatching(await ctx.scope(), result.text).slice(0, FORUM_SEARCH_LIMITS.classes);
  if (!matched.length) return [];
  const stored = await ctx.loaders.tag.loadMany(matched.map((c) => c.slug));
  return matched.flatMap((klass, i) => {
    const row = stored[i];
    if (row instanceof Error) throw row;
    if (!row) return [{ ...classTagOf(klass), categoryId: CLASSROOM_CATEGORY_ID, followersCount: 0 }];
    return row.categoryId === CLASSROOM_CATEGORY_ID ? [{ ...row, name: klass.title }] : [];
  });
}

/**
 * Live posts whose title contains the text, newest first, at most 5 (SPEC §9): of the general forum and the class
 * forums the viewer reads, as they may see them (no other class's posts, no hidden or reported post of others').
 */
export async function searchPosts(ctx: ForumContext, result: SearchResultModel): Promise<PostRow[]> {
  const pattern = patternFor(result, "posts");
  if (!pattern) return [];
  const readable = readablePostsWhere(await ctx.scope());
  const rows = await ctx.db
    .select()
    .from(forumPosts)
    .where(and(isNull(forumPosts.deletedAt), readable, ilike(forumPosts.title, pattern)))
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(FORUM_SEARCH_LIMITS.posts);
  for (const row of rows) ctx.loaders.post.prime(row.id, row);
  return rows;
}

/** Talent's internal question (the platform only): people matching a text, by name. */
export const PEOPLE_MATCHING_QUERY = /* GraphQL */ `
  query ($s: String!, $e: Boolean!, $n: Int!) {
    peopleMatching(search: $s, includeEmail: $e, limit: $n)
  }
`;

/**
 * People whose first, last or full name contains the text, by name, at most 5 (scope ALL only). Talent owns names
 * and emails, so it is asked; emails are matched only for a TALENT_ADMIN viewer (SPEC §5 person search matches
 * email, but to anyone else an email match would disclose an address they cannot see).
 */
export async function searchPeople(ctx: ForumContext, result: SearchResultModel): Promise<(UserRef & { __typename: "User" })[]> {
  if (!patternFor(result, "people")) return [];
  const viewer = requireViewer(ctx);
  const data = await ctx.peers.ask<{ peopleMatching: string[] }>("talent", PEOPLE_MATCHING_QUERY, {
    s: result.text,
    e: hasRole(viewer, "TALENT_ADMIN"),
    n: FORUM_SEARCH_LIMITS.people,
  });
  return data.peopleMatching.map((id) => ({ __typename: "User" as const, id }));
}
