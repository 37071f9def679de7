/**
 * SPEC §2 forum tab rules. History: Posts, Comments, and Announcements "only when the full set is requested"; our
 * reading: the full set is for the people who make announcements (instructors in their class forums, course and
 * talent admins). Bookmarks: Posts and Comments for everyone. Each tab is a route.
 */
import type { Role } from "../../../__generated__/graphql";

export type HistoryTab = "posts" | "comments" | "announcements";
export type BookmarkTab = "posts" | "comments";

/** Roles that see the full set of history tabs (they make announcements). */
export const ANNOUNCING_ROLES: readonly Role[] = ["INSTRUCTOR", "COURSE_ADMIN", "TALENT_ADMIN"];

export const HISTORY_TAB_PATHS: Record<HistoryTab, string> = {
  posts: "/forum/history",
  comments: "/forum/history/comments",
  announcements: "/forum/history/announcements",
};

export const BOOKMARK_TAB_PATHS: Record<BookmarkTab, string> = {
  posts: "/forum/bookmark",
  comments: "/forum/bookmark/comments",
};

/** Whether these roles get the full set of tabs. */
export function wantsFullTabSet(roles: readonly Role[]): boolean {
  return roles.some((r) => ANNOUNCING_ROLES.includes(r));
}

/** The history tabs shown to someone with these roles, in order. */
export function historyTabsFor(roles: readonly Role[]): HistoryTab[] {
  return wantsFullTabSet(roles) ? ["posts", "comments", "announcements"] : ["posts", "comments"];
}

/** The bookmark tabs (the same for everyone). */
export function bookmarkTabs(): BookmarkTab[] {
  return ["posts", "comments"];
}

/**
 * Class forum tabs (SPEC §2), each a route under /forum/class-forum/{slug}: Posts, Announcements, Pinned and Support for
 * every reader; Instructors and Students too for the "full set", which is the class's moderators (its instructors and
 * forum admins: ForumClass.viewerIsModerator; the server refuses the students list to anyone else).
 */
export type ClassForumTab = "posts" | "announcements" | "pinned" | "support" | "moderators" | "students";

/** The class forum's root: its Posts tab. */
export const classForumPath = (slug: string) => `/forum/class-forum/${encodeURIComponent(slug)}`;

export function classForumTabPaths(slug: string): Record<ClassForumTab, string> {
  const root = classForumPath(slug);
  return {
    posts: root,
    announcements: `${root}/announcements`,
    pinned: `${root}/pinned`,
    support: `${root}/support`,
    moderators: `${root}/moderators`,
    students: `${root}/students`,
  };
}

/** The class forum tabs shown to a reader, in order. */
export function classForumTabsFor(viewerIsModerator: boolean): ClassForumTab[] {
  const tabs: ClassForumTab[] = ["posts", "announcements", "pinned", "support"];
  return viewerIsModerator ? [...tabs, "moderators", "students"] : tabs;
}
