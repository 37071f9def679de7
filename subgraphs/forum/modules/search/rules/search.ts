/** Forum search rules (SPEC §5 search, §9 "search posts max 5"): scopes, list sizes and the searched text. */

/** SPEC §5 forum search scopes: tag, class, post, all. */
export type ForumSearchScope = "TAG" | "CLASS" | "POST" | "ALL";
/** The lists a search result holds. */
export type ForumSearchList = "tags" | "classes" | "posts" | "people";

/**
 * How many of each list a search shows. Posts: 5 (SPEC §9). Tags and classes: the SPEC names no number; 10 keeps a
 * drop-down short. People: 5, like posts (the SPEC's person search is its own list; 5 fits beside the posts).
 */
export const FORUM_SEARCH_LIMITS: Readonly<Record<ForumSearchList, number>> = { tags: 10, classes: 10, posts: 5, people: 5 };

/** Longest text a forum search takes (after trimming). */
export const FORUM_SEARCH_TEXT_MAX = 100;

const LISTS_OF_SCOPE: Readonly<Record<ForumSearchScope, readonly ForumSearchList[]>> = {
  TAG: ["tags"],
  CLASS: ["classes"],
  POST: ["posts"],
  // People only in the whole search: the SPEC's scopes name no person scope of their own.
  ALL: ["tags", "classes", "posts", "people"],
};

/** Whether a search in `scope` fills `list` (a list outside the scope is empty and costs nothing). */
export function scopeCovers(scope: ForumSearchScope, list: ForumSearchList): boolean {
  return LISTS_OF_SCOPE[scope].includes(list);
}

/** The text searched for: trimmed (spaces around it are not part of what the person looks for). */
export function searchTextOf(raw: string): string {
  return raw.trim();
}

/** What is wrong with the (trimmed) search text, or null. Blank text is fine: it finds nothing (SPEC §5). */
export function searchTextProblem(text: string): string | null {
  return text.length > FORUM_SEARCH_TEXT_MAX ? `At most ${FORUM_SEARCH_TEXT_MAX} characters.` : null;
}

/** Whether a search looks anything up at all: blank text finds nothing (SPEC §5 "empty text returns nothing"). */
export function searchesAnything(text: string): boolean {
  return text.length > 0;
}
