/**
 * Class forums (SPEC §2 `/forum/class-forum/{slug}`, §6 "Class forums have Instructors (moderators) and Students
 * lists") as pure rules over the viewer's scope (rules/access.ts): who has what part in a class, who posts which kind
 * of post, which posts each tab lists and how many a page, and what the class's CLASSROOM tag holds.
 *
 * - Its members (students and instructors, as courses records them) and forum admins read it.
 * - Its instructors and forum admins moderate it, post announcements and see its Students list.
 * - Discussion posts by anyone who reads it; support questions by its students only (they ask the instructors).
 */
import {
  mayModerateForum,
  mayReadForum,
  type ClassMembership,
  type ClassRole,
  type ForumScope,
  FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE,
  FORUM_POST_PAGE_SIZE,
} from "../../shared/index.js";

/** What kind of post is made in a class forum (GraphQL ForumClassPostKind). */
export type ClassPostKind = "DISCUSSION" | "ANNOUNCEMENT" | "SUPPORT";
export const CLASS_POST_KINDS = ["DISCUSSION", "ANNOUNCEMENT", "SUPPORT"] as const satisfies readonly ClassPostKind[];

/** A class forum's post tabs (GraphQL ForumClassTab); the people tabs are lists of their own. */
export type ClassTab = "POSTS" | "ANNOUNCEMENTS" | "PINNED" | "SUPPORT";

/** The viewer's part in a class; null when they are not a member (a forum admin may still read it). */
export function classRoleOf(scope: ForumScope, slug: string): ClassRole | null {
  return scope.classes.get(slug)?.role ?? null;
}

/** Who reads a class forum: its members and forum admins (the access rule, named for the class forum). */
export function mayReadClassForum(scope: ForumScope, slug: string): boolean {
  return mayReadForum(scope, slug);
}

/** Who moderates a class forum (pin, hide, delete, the full set of tabs): its instructors and forum admins. */
export function mayModerateClass(scope: ForumScope, slug: string): boolean {
  return mayModerateForum(scope, slug);
}

/** Who may post announcements in a class forum: its moderators. */
export function mayAnnounceInClass(scope: ForumScope, slug: string): boolean {
  return mayModerateClass(scope, slug);
}

/**
 * Who may ask a support question in a class forum: its students only. Support questions go to the class's
 * instructors, so an instructor or a forum admin asking one would be asking themselves.
 */
export function mayAskSupportInClass(scope: ForumScope, slug: string): boolean {
  return classRoleOf(scope, slug) === "STUDENT";
}

/**
 * Who may post a post of `kind` in a class forum: a discussion post, anyone who reads it (members and forum admins);
 * an announcement, its moderators; a support question, its students.
 */
export function mayPostInClass(kind: ClassPostKind, scope: ForumScope, slug: string): boolean {
  switch (kind) {
    case "DISCUSSION":
      return mayReadClassForum(scope, slug);
    case "ANNOUNCEMENT":
      return mayAnnounceInClass(scope, slug);
    case "SUPPORT":
      return mayAskSupportInClass(scope, slug);
  }
}

/** Why `mayPostInClass` refused: a message for FORBIDDEN that says who may. */
export function classPostRefusal(kind: ClassPostKind): string {
  switch (kind) {
    case "DISCUSSION":
      return "Only the class's members and forum admins may post in its class forum.";
    case "ANNOUNCEMENT":
      return "Only the class's instructors and forum admins may post announcements.";
    case "SUPPORT":
      return "Only the class's students may ask support questions.";
  }
}

/** Who may list a class's students: its moderators (students see the Instructors list only). */
export function mayListClassStudents(scope: ForumScope, slug: string): boolean {
  return mayModerateClass(scope, slug);
}

/** A class post's flags (SPEC §3 is_announcement; is_support for the Support tab) by its kind. */
export function classPostFlags(kind: ClassPostKind): { isAnnouncement: boolean; isSupport: boolean } {
  return { isAnnouncement: kind === "ANNOUNCEMENT", isSupport: kind === "SUPPORT" };
}

/** SPEC §9: class announcements 8 a page; every other tab lists forum posts, 6 a page. */
export function classTabPageSize(tab: ClassTab): number {
  return tab === "ANNOUNCEMENTS" ? FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE : FORUM_POST_PAGE_SIZE;
}

/** A post as the tab rule sees it. */
export interface ClassTabPost {
  isAnnouncement: boolean;
  isSupport: boolean;
  isPinned: boolean;
}

/**
 * Which posts a tab lists: Posts the discussion posts (neither announcements nor support questions), Announcements
 * and Support their kind, Pinned every pinned post of any kind. (services/classes.ts applies it in SQL.)
 */
export function tabHolds(tab: ClassTab, post: ClassTabPost): boolean {
  switch (tab) {
    case "POSTS":
      return !post.isAnnouncement && !post.isSupport;
    case "ANNOUNCEMENTS":
      return post.isAnnouncement;
    case "SUPPORT":
      return post.isSupport;
    case "PINNED":
      return post.isPinned;
  }
}

/** The viewer's classes by title (then slug): `myForumClasses`, the sidebar's "My class forums". */
export function classesByTitle(scope: ForumScope): ClassMembership[] {
  return [...scope.classes.values()].sort((a, b) => a.title.localeCompare(b.title, "en") || a.slug.localeCompare(b.slug));
}

/** The viewer's classes whose title or slug contains the text, case-insensitively (SPEC §5 forum search, classes). */
export function classesMatching(scope: ForumScope, text: string): ClassMembership[] {
  const needle = text.toLowerCase();
  if (!needle.trim()) return [];
  return classesByTitle(scope).filter((c) => c.title.toLowerCase().includes(needle) || c.slug.toLowerCase().includes(needle));
}

/**
 * A class's CLASSROOM tag (a class forum's posts are filed under it; it shares the class's slug), made with the
 * class's first post: named after the class.
 */
export function classTagOf(klass: { slug: string; title: string }): { id: string; name: string; description: string } {
  return { id: klass.slug, name: klass.title, description: `Class forum of ${klass.title}.` };
}
