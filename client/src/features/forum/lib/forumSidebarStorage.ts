/**
 * SPEC §4 tag-follow browser-storage rules for the forum's tag sidebar, as pure functions over a key-value store
 * (localStorage in the app, a Map in tests).
 *
 * Reading of the SPEC's words, per viewer (keys carry the account id, so two people sharing a browser do not mix):
 * - "sidebar choices" / "stored sidebar tags" (`talentforge.forum.<viewer>.sidebarTags`, a JSON array of tag ids): the
 *   followed tags the sidebar showed, in its order. The sidebar stores them when it renders while the has-following
 *   flag is set and nothing is stored yet. While they are stored the sidebar keeps the tags it shows (no reshuffle under
 *   the reader's pointer); when they are cleared it refetches the server's order, which lists followed tags first.
 * - "has-following flag" (`talentforge.forum.<viewer>.hasFollowing`, "1"): set by a follow, cleared when the only
 *   stored tag is unfollowed.
 * - After a follow: the stored tags are cleared if fewer than 3 are stored (none stored counts as fewer: the sidebar
 *   has room, 3 a category, for the new choice), and the flag is set.
 * - After an unfollow of a tag in the stored list: the stored tags are cleared and, if it was the only one, the flag
 *   too. Unfollowing a tag the sidebar did not store changes nothing.
 */
import { SIDEBAR_TAGS_PER_CATEGORY } from "@server/forum/modules/tags/rules/tags";

/** The part of the Web Storage API the rules use. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const sidebarTagsKey = (viewerId: string) => `talentforge.forum.${viewerId}.sidebarTags`;
export const hasFollowingKey = (viewerId: string) => `talentforge.forum.${viewerId}.hasFollowing`;

/** What a follow or unfollow did to the store: `cleared` tells the sidebar to refetch the server's order. */
export interface StorageChange {
  cleared: boolean;
}

/** The stored sidebar tags, or null when none are stored (or the stored value is damaged). */
export function storedSidebarTags(store: KeyValueStore, viewerId: string): string[] | null {
  const raw = store.getItem(sidebarTagsKey(viewerId));
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  } catch {
    return null;
  }
}

export function hasFollowing(store: KeyValueStore, viewerId: string): boolean {
  return store.getItem(hasFollowingKey(viewerId)) === "1";
}

/**
 * The sidebar rendered showing `followedIds` (the followed tags among its tags, in order): store them as the sidebar
 * choices while the has-following flag is set and nothing is stored. Returns whether it stored them.
 */
export function rememberSidebarTags(store: KeyValueStore, viewerId: string, followedIds: readonly string[]): boolean {
  if (!hasFollowing(store, viewerId) || storedSidebarTags(store, viewerId) != null) return false;
  store.setItem(sidebarTagsKey(viewerId), JSON.stringify([...new Set(followedIds)]));
  return true;
}

/** The followed tags among the tags a sidebar answer shows, in its order (what `rememberSidebarTags` stores). */
export function shownFollowedTagIds(categories: readonly { tags: readonly { id: string; viewerFollows: boolean }[] }[]): string[] {
  return categories.flatMap((c) => c.tags.filter((t) => t.viewerFollows).map((t) => t.id));
}

/** After a follow: clear the stored tags when fewer than 3 are stored, and set the has-following flag. */
export function afterFollow(store: KeyValueStore, viewerId: string): StorageChange {
  const stored = storedSidebarTags(store, viewerId);
  const cleared = stored == null || stored.length < SIDEBAR_TAGS_PER_CATEGORY;
  if (cleared) store.removeItem(sidebarTagsKey(viewerId));
  store.setItem(hasFollowingKey(viewerId), "1");
  return { cleared };
}

/**
 * After an unfollow of `tagId`: when it is in the stored list, clear the stored tags, and clear the has-following flag
 * too when it was the only one.
 */
export function afterUnfollow(store: KeyValueStore, viewerId: string, tagId: string): StorageChange {
  const stored = storedSidebarTags(store, viewerId);
  if (!stored?.includes(tagId)) return { cleared: false };
  store.removeItem(sidebarTagsKey(viewerId));
  if (stored.length === 1) store.removeItem(hasFollowingKey(viewerId));
  return { cleared: true };
}

/** localStorage when the browser allows it (private modes and some embeds throw), else null: the rules then do nothing. */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
