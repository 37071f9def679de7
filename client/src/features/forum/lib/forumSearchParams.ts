/** /forum/search?q=&scope=: the text (trimmed) and the scope (ALL unless a known scope is given, any case). */
import type { ForumSearchScope } from "../../../__generated__/graphql";

export const FORUM_SEARCH_SCOPES: readonly ForumSearchScope[] = ["ALL", "TAG", "CLASS", "POST"];

export function parseScope(value: string | null): ForumSearchScope {
  const upper = value?.trim().toUpperCase();
  return FORUM_SEARCH_SCOPES.find((s) => s === upper) ?? "ALL";
}

/** The feed of one tag's posts (`/forum/feed?tag={id}`): where the sidebar's and tag browser's tag names lead. */
export function forumTagFeedPath(tagId: string): string {
  return `/forum/feed?${new URLSearchParams({ tag: tagId }).toString()}`;
}

export function forumSearchPath(text: string, scope: ForumSearchScope): string {
  return `/forum/search?${new URLSearchParams({ q: text.trim(), scope }).toString()}`;
}
