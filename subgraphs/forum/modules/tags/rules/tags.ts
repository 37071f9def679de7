/** Tag listing rules (SPEC §9 page sizes, §5 search scope) and what a forum admin's tag may hold (SPEC §3 forum tag). */
import type { ForumCategoryName } from "../../shared/index.js";

/**
 * SPEC §9 names no size for the tag browser ("up to 4 in browse" is per category in the sidebar); 8, the SPEC's
 * size for class announcements and people lists, fills a two- or four-column grid (docs/decisions.md).
 */
export const FORUM_TAG_PAGE_SIZE = 8;

/**
 * Which categories a tag listing covers: the asked category only; without one, every category except CLASSROOM
 * (SPEC §5: "tags exclude classroom ones"; classroom tags belong to class forums).
 */
export function tagListingCategories(
  asked: ForumCategoryName | null | undefined,
): { only: ForumCategoryName } | { except: ForumCategoryName } {
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
 * goes with membership of the class, so it is refused here.
 */
export function mayFollowTagOf(category: ForumCategoryName): boolean {
  return category !== "CLASSROOM";
}

/** A tag's display name in characters of plain text (markup dropped, one line). */
export const TAG_NAME_LIMITS = { min: 2, max: 40 } as const;
/** A tag's description in characters of plain text. */
export const TAG_DESCRIPTION_MAX = 300;

/**
 * The categories forum admins file tags under. CLASSROOM tags come with their classes (the tag shares the class's
 * slug), so they are neither created nor edited, moved or deleted from tag management.
 */
export const MANAGED_TAG_CATEGORIES = ["GENERAL", "SKILL", "CAREER"] as const satisfies readonly ForumCategoryName[];

/** Whether tag management may touch a tag of this category (see MANAGED_TAG_CATEGORIES). */
export function mayManageTagOf(category: ForumCategoryName): boolean {
  return (MANAGED_TAG_CATEGORIES as readonly ForumCategoryName[]).includes(category);
}
