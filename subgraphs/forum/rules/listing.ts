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
