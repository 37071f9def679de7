/** Forum listing rules (SPEC §9 page sizes, §5 search scope). */

/** SPEC §9: forum posts 6 a page. */
export const FORUM_POST_PAGE_SIZE = 6;

/**
 * SPEC §9 names no size for the tag browser ("up to 4 in browse" is per category in the sidebar); 8, the SPEC's
 * size for class announcements and people lists, fills a two- or four-column grid (docs/decisions.md).
 */
export const FORUM_TAG_PAGE_SIZE = 8;

export type ForumCategoryName = "GENERAL" | "SKILL" | "CAREER" | "CLASSROOM";

/**
 * Which categories a tag listing covers: the asked category only; without one, every category except CLASSROOM
 * (SPEC §5: "tags exclude classroom ones"; classroom tags belong to class forums).
 */
export function tagListingCategories(asked: ForumCategoryName | null | undefined): { only: ForumCategoryName } | { except: ForumCategoryName } {
  return asked ? { only: asked } : { except: "CLASSROOM" };
}

/** SPEC §9: the sidebar shows 3 tags per category; the tag browser up to 4. */
export const SIDEBAR_TAGS_PER_CATEGORY = 3;
export const BROWSE_TAGS_PER_CATEGORY_MAX = 4;

/** The number of tags a category shows (`ForumCategory.tags(limit)`), or what is wrong with the asked limit. */
export function categoryTagLimitProblem(limit: number): string | null {
  if (!Number.isInteger(limit)) return "limit is a whole number";
  if (limit < 1) return "limit is at least 1";
  if (limit > BROWSE_TAGS_PER_CATEGORY_MAX) return `limit is at most ${BROWSE_TAGS_PER_CATEGORY_MAX} (SPEC: up to 4 tags per category)`;
  return null;
}

/**
 * Whether people follow a tag of this category from the forum. CLASSROOM tags are a class's forum: following one
 * goes with the class (issue 8), so it is refused here.
 */
export function mayFollowTagOf(category: ForumCategoryName): boolean {
  return category !== "CLASSROOM";
}
