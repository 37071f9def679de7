/**
 * Who may read and moderate what in the forum (SPEC §4 hidden, reported and pinned states, §6 forum permissions), as
 * pure rules over a viewer's scope: their forum-admin standing (a role) and their classes (courses owns membership;
 * the forum asks once per request). The services apply the same rules in SQL for lists (the posts module's
 * services/visibility.ts).
 *
 * - The general forum is read by every logged-in person; a class forum by the class's members and forum admins.
 * - A class's instructors moderate its forum; forum admins (FORUM_MODERATOR_ROLES) moderate everything.
 * - Hidden content and content under review are seen only by its author (marked) and its moderators.
 */
import type { Role } from "../../../../shared/viewer.js";

/**
 * The forum admins: course admins and talent admins moderate forum-wide (they run the forum admin menu, SPEC §6).
 * A class's instructors also moderate their own class forum, which needs the class (courses owns membership), so
 * that is not a role check: it sits beside this list, in this file.
 */
export const FORUM_MODERATOR_ROLES: readonly Role[] = ["COURSE_ADMIN", "TALENT_ADMIN"];

export type ClassRole = "STUDENT" | "INSTRUCTOR";

/** A class the viewer belongs to, as courses reports it. */
export interface ClassMembership {
  slug: string;
  title: string;
  role: ClassRole;
}

/** What the access rules know of a viewer. */
export interface ForumScope {
  viewerId: string;
  /** A forum admin (COURSE_ADMIN or TALENT_ADMIN): reads every class forum and moderates everything. */
  isForumAdmin: boolean;
  /** The viewer's classes by slug. */
  classes: ReadonlyMap<string, ClassMembership>;
}

export function isForumAdminRoles(roles: readonly string[]): boolean {
  return roles.some((r) => (FORUM_MODERATOR_ROLES as readonly string[]).includes(r));
}

export function scopeOf(viewer: { id: string; roles: readonly string[] }, classes: readonly ClassMembership[]): ForumScope {
  return { viewerId: viewer.id, isForumAdmin: isForumAdminRoles(viewer.roles), classes: new Map(classes.map((c) => [c.slug, c])) };
}

/** A scope from the viewer's roles alone: enough for the general forum (class forums need their classes). */
export function rolesScopeOf(viewer: { id: string; roles: readonly string[] }): ForumScope {
  return scopeOf(viewer, []);
}

/** The slugs of the classes the viewer instructs (whose forums they moderate). */
export function moderatedClassSlugs(scope: ForumScope): string[] {
  return [...scope.classes.values()].filter((c) => c.role === "INSTRUCTOR").map((c) => c.slug);
}

/** The slugs of every class the viewer belongs to. */
export function memberClassSlugs(scope: ForumScope): string[] {
  return [...scope.classes.keys()];
}

/** Whether the viewer may read a class forum (`classSlug`), or the general forum (null): members and forum admins. */
export function mayReadForum(scope: ForumScope, classSlug: string | null): boolean {
  return classSlug === null || scope.isForumAdmin || scope.classes.has(classSlug);
}

/** Whether the viewer moderates a forum: forum admins everywhere, a class's instructors in its class forum only. */
export function mayModerateForum(scope: ForumScope, classSlug: string | null): boolean {
  return scope.isForumAdmin || (classSlug !== null && scope.classes.get(classSlug)?.role === "INSTRUCTOR");
}

/**
 * Who may mark or unmark a post's answer and resolve or unresolve it (SPEC §4): its author (it is their question) or
 * its forum's moderators (forum admins; a class's instructors in their class).
 */
export function mayResolvePost(scope: ForumScope, post: { authorId: string; classSlug: string | null }): boolean {
  return post.authorId === scope.viewerId || mayModerateForum(scope, post.classSlug);
}

/** Content (a post, or a comment with its post's class) as the visibility rule sees it. */
export interface ModeratedContent {
  authorId: string;
  classSlug: string | null;
  isHidden: boolean;
  underReview: boolean;
}

/**
 * Whether the viewer may see a piece of content: they may read its forum, and it is neither hidden nor under review,
 * or they wrote it (and see it marked), or they moderate its forum.
 */
export function maySeeContent(scope: ForumScope, content: ModeratedContent): boolean {
  if (!mayReadForum(scope, content.classSlug)) return false;
  if (!content.isHidden && !content.underReview) return true;
  return content.authorId === scope.viewerId || mayModerateForum(scope, content.classSlug);
}

/** The notification groups a viewer reads (DESIGN.md: stored once per group, read marks per person). */
export const FORUM_ADMINS_GROUP = "forum-admins";
export const classMembersGroup = (slug: string) => `class-members:${slug}`;
export const classModeratorsGroup = (slug: string) => `class-moderators:${slug}`;

export function notificationGroupsOfScope(scope: ForumScope): string[] {
  const groups = scope.isForumAdmin ? [FORUM_ADMINS_GROUP] : [];
  for (const c of scope.classes.values()) {
    groups.push(classMembersGroup(c.slug));
    if (c.role === "INSTRUCTOR") groups.push(classModeratorsGroup(c.slug));
  }
  return groups;
}
