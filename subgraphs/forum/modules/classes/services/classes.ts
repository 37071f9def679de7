/**
 * Class forums (SPEC §2 `/forum/class-forum/{slug}`): the posts of one class, read by its members (courses owns
 * membership; ctx.scope() asks) and forum admins, moderated by its instructors and forum admins (rules/classes.ts).
 * A class forum's posts are posts with `class_slug` set, filed under the class's CLASSROOM tag only (made with the
 * class's first post); they never show in the general feed, tag feeds or a person's posts.
 *
 * Courses is asked only outside transactions: the viewer's classes (ctx.scope(), once per request), a class's title
 * for a forum admin who is not in it, and pages of member ids for the Instructors and Students tabs.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { forumPostFollows, forumPosts, forumPostTags, forumTags } from "../../../../../drizzle/schema/forum.js";
import { conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import { DASHBOARD_LIMITS } from "../../../../shared/dashboard.js";
import type { ForumContext } from "../../../context.js";
import { writeAddressedNotifications } from "../../notifications/index.js";
import {
  FORUM_CLASS_PEOPLE_PAGE_SIZE,
  memberClassSlugs,
  slugify,
  CLASSES_BY_SLUG_QUERY,
  classMembersGroup,
  classModeratorsGroup,
  type ForumScope,
} from "../../shared/index.js";
import { descriptionField, postTitleField, withNewShortId, type PostRow, visiblePostsWhere } from "../../posts/index.js";
import type { UserRef } from "../../../mappers.js";
import { FORUM_CATEGORIES } from "../../tags/index.js";
import type { ClassForumModel } from "../mappers.js";
import {
  CLASS_POST_KINDS,
  classesByTitle,
  classPostFlags,
  classPostRefusal,
  classRoleOf,
  classTabPageSize,
  classTagOf,
  mayAnnounceInClass,
  mayAskSupportInClass,
  mayListClassStudents,
  mayModerateClass,
  mayPostInClass,
  mayReadClassForum,
  type ClassPostKind,
  type ClassTab,
} from "../rules/classes.js";

/** Courses' internal question: a page of a class's members of one role (ids and how many). */
export const CLASS_MEMBER_IDS_QUERY = /* GraphQL */ `
  query ($s: String!, $r: ClassRole!, $p: Int, $n: Int) {
    classMemberIds(slug: $s, role: $r, page: $p, pageSize: $n) {
      userIds
      totalCount
    }
  }
`;

export type { ClassTab } from "../rules/classes.js";
export type ClassRoleValue = "STUDENT" | "INSTRUCTOR";
export interface ClassPostInputRaw {
  kind: ClassPostKind;
  title: string;
  description: string;
}

/** Class slugs are short (courses' slugs); a longer one names no class and is not worth asking courses about. */
const SLUG_MAX = 100;
const CLASSROOM_CATEGORY_ID = FORUM_CATEGORIES.find((c) => c.name === "CLASSROOM")!.id;
const live = isNull(forumPosts.deletedAt);

/** Courses' answer for one class by slug (its title), or null when there is no such class. */
async function classBySlug(ctx: ForumContext, slug: string): Promise<ClassForumModel | null> {
  if (!slug || slug.length > SLUG_MAX) return null;
  const data = await ctx.peers.ask<{ classesBySlug: ClassForumModel[] }>("courses", CLASSES_BY_SLUG_QUERY, { s: [slug] });
  const found = data.classesBySlug.find((c) => c.slug === slug);
  return found ? { slug: found.slug, title: found.title } : null;
}

/**
 * The class forum `slug` as the viewer may reach it: from their own classes when they are a member; else courses is
 * asked whether the class exists (null when not), and only a forum admin may go on (FORBIDDEN otherwise).
 */
async function reachableClass(ctx: ForumContext, scope: ForumScope, slug: string, refusal: string): Promise<ClassForumModel | null> {
  const mine = scope.classes.get(slug);
  if (mine) return { slug: mine.slug, title: mine.title };
  const klass = await classBySlug(ctx, slug);
  if (!klass) return null;
  if (!mayReadClassForum(scope, slug)) throw forbidden(refusal);
  return klass;
}

/**
 * A class forum by its class's slug: null when courses has no such class; FORBIDDEN unless the viewer is a member
 * or a forum admin; UNAUTHENTICATED for visitors.
 */
export async function findClassForum(ctx: ForumContext, slug: string): Promise<ClassForumModel | null> {
  requireViewer(ctx);
  const scope = await ctx.scope();
  return reachableClass(ctx, scope, slug, "Only the class's students and instructors (and forum admins) may read its class forum.");
}

/** The class forums the viewer belongs to (student or instructor), by title. */
export async function myClassForums(ctx: ForumContext): Promise<ClassForumModel[]> {
  requireViewer(ctx);
  return classesByTitle(await ctx.scope()).map((c) => ({ slug: c.slug, title: c.title }));
}

export async function classViewerRole(ctx: ForumContext, c: ClassForumModel): Promise<ClassRoleValue | null> {
  return classRoleOf(await ctx.scope(), c.slug);
}
export async function classViewerIsModerator(ctx: ForumContext, c: ClassForumModel): Promise<boolean> {
  return mayModerateClass(await ctx.scope(), c.slug);
}
export async function classViewerMayAnnounce(ctx: ForumContext, c: ClassForumModel): Promise<boolean> {
  return mayAnnounceInClass(await ctx.scope(), c.slug);
}
export async function classViewerMayAskSupport(ctx: ForumContext, c: ClassForumModel): Promise<boolean> {
  return mayAskSupportInClass(await ctx.scope(), c.slug);
}

/** Each tab's posts (rules/classes.ts `tabHolds`, in SQL). */
function tabWhere(tab: ClassTab): SQL {
  switch (tab) {
    case "POSTS":
      return and(eq(forumPosts.isAnnouncement, false), eq(forumPosts.isSupport, false))!;
    case "ANNOUNCEMENTS":
      return eq(forumPosts.isAnnouncement, true);
    case "SUPPORT":
      return eq(forumPosts.isSupport, true);
    case "PINNED":
      return eq(forumPosts.isPinned, true);
  }
}

/**
 * A class forum's posts on one tab, as the viewer may see them (hidden and reported ones only for their authors and
 * the class's moderators): newest first, the Pinned tab most recently pinned first; 6 a page, announcements 8.
 */
export async function classPosts(
  ctx: ForumContext,
  c: ClassForumModel,
  args: PageArgs & { tab?: ClassTab | null },
): Promise<Page<PostRow>> {
  requireViewer(ctx);
  const tab = args.tab ?? "POSTS";
  const window = pageWindow(args, classTabPageSize(tab));
  const scope = await ctx.scope();
  // The model comes from findClassForum or a post the viewer may see; checked again so no path lists it otherwise.
  if (!mayReadClassForum(scope, c.slug))
    throw forbidden("Only the class's students and instructors (and forum admins) may read its class forum.");
  const newest = [desc(forumPosts.createdAt), desc(forumPosts.id)];
  const page = await pageOfTable(ctx.db, forumPosts, window, {
    where: and(live, eq(forumPosts.classSlug, c.slug), visiblePostsWhere(scope), tabWhere(tab)),
    orderBy: tab === "PINNED" ? [desc(forumPosts.pinnedAt), ...newest] : newest,
  });
  for (const row of page.items) ctx.loaders.post.prime(row.id, row);
  return page;
}

/**
 * The learner dashboard's recent announcements: the newest few of the class forums the viewer belongs to (as a
 * student or an instructor), as they may see them. One statement whatever the classes, none or many, so the
 * dashboard's cost does not grow with them.
 */
export async function dashboardAnnouncements(ctx: ForumContext): Promise<PostRow[]> {
  requireViewer(ctx);
  const scope = await ctx.scope();
  const slugs = memberClassSlugs(scope);
  const rows = await ctx.db
    .select()
    .from(forumPosts)
    .where(
      and(
        live,
        eq(forumPosts.isAnnouncement, true),
        slugs.length ? inArray(forumPosts.classSlug, slugs) : sql`false`,
        visiblePostsWhere(scope),
      ),
    )
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(DASHBOARD_LIMITS.recentAnnouncements);
  for (const row of rows) ctx.loaders.post.prime(row.id, row);
  return rows;
}

/** A page of the class's members of one role, asked of courses (which owns membership), as User references. */
async function membersPage(
  ctx: ForumContext,
  slug: string,
  role: ClassRoleValue,
  args: PageArgs,
): Promise<Page<UserRef & { __typename: "User" }>> {
  const window = pageWindow(args, FORUM_CLASS_PEOPLE_PAGE_SIZE);
  const data = await ctx.peers.ask<{ classMemberIds: { userIds: string[]; totalCount: number } }>("courses", CLASS_MEMBER_IDS_QUERY, {
    s: slug,
    r: role,
    p: window.page,
    n: window.pageSize,
  });
  const { userIds, totalCount } = data.classMemberIds;
  // Courses pages by page number, so no extra row tells of a next page: the total does.
  return toPage(
    userIds.map((id) => ({ __typename: "User" as const, id })),
    window,
    async () => totalCount,
    { hasNextPage: window.offset + userIds.length < totalCount },
  );
}

/** The class's instructors (its moderators), 8 a page, in the order courses added them: for every reader of it. */
export async function classModerators(
  ctx: ForumContext,
  c: ClassForumModel,
  args: PageArgs,
): Promise<Page<UserRef & { __typename: "User" }>> {
  requireViewer(ctx);
  if (!mayReadClassForum(await ctx.scope(), c.slug))
    throw forbidden("Only the class's students and instructors (and forum admins) may read its class forum.");
  return membersPage(ctx, c.slug, "INSTRUCTOR", args);
}

/** The class's students, 8 a page: FORBIDDEN unless the viewer moderates the class (its instructors, forum admins). */
export async function classStudents(
  ctx: ForumContext,
  c: ClassForumModel,
  args: PageArgs,
): Promise<Page<UserRef & { __typename: "User" }>> {
  requireViewer(ctx);
  if (!mayListClassStudents(await ctx.scope(), c.slug))
    throw forbidden("Only the class's instructors and forum admins may list its students.");
  return membersPage(ctx, c.slug, "STUDENT", args);
}

/** The class post form: its kind, a plain one-line title of 3-150 characters, a description that fits the kind. */
function classPostSchema(kind: ClassPostKind) {
  return z.object({
    kind: z.enum(CLASS_POST_KINDS, { message: "Choose a discussion post, an announcement or a support question." }),
    title: postTitleField(),
    // An announcement is a title with an empty description (SPEC §3); other posts need some text.
    description: descriptionField({ isAnnouncement: kind === "ANNOUNCEMENT" }),
  });
}

/**
 * Posts in a class forum: checks who may post that kind there (rules/classes.ts `mayPostInClass`) before validating
 * the form, then in one transaction makes the class's CLASSROOM tag if it has none yet, writes the post filed under
 * that tag only, has the author follow it, and tells the class (an announcement: its members; a support question:
 * its instructors), stored once per group. NOT_FOUND for an unknown class.
 */
export async function createClassPost(ctx: ForumContext, slug: string, input: ClassPostInputRaw): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  // The kind is a GraphQL enum, so it is one of these; who may post depends on it, so it is read before the rest.
  const kind = CLASS_POST_KINDS.includes(input.kind) ? input.kind : "DISCUSSION";
  const scope = await ctx.scope();
  const klass = await reachableClass(ctx, scope, slug, classPostRefusal(kind));
  if (!klass) throw notFound("Class", slug);
  if (!mayPostInClass(kind, scope, slug)) throw forbidden(classPostRefusal(kind));
  const data = parseInput(classPostSchema(kind), input);
  // The tag shares the class's slug; a general tag of that id would file the post in the general forum's lists.
  const existingTag = await ctx.loaders.tag.load(slug);
  if (existingTag && existingTag.categoryId !== CLASSROOM_CATEGORY_ID) {
    throw conflict(`The class's forum tag "${slug}" is taken by a tag of another category: a forum admin must rename that tag first.`);
  }
  const tag = classTagOf(klass);
  const flags = classPostFlags(data.kind);
  const row = await withNewShortId("posts_pkey", (id) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .insert(forumTags)
        .values({ ...tag, categoryId: CLASSROOM_CATEGORY_ID })
        .onConflictDoNothing();
      const [post] = await tx
        .insert(forumPosts)
        .values({
          id,
          slug: slugify(data.title),
          title: data.title,
          description: data.description.html,
          markdown: data.description.markdown,
          authorId: viewer.id,
          classSlug: slug,
          ...flags,
          createdAt: ctx.now,
          modifiedDate: ctx.now,
        })
        .returning();
      await tx.insert(forumPostTags).values({ postId: id, tagId: slug });
      await tx.insert(forumPostFollows).values({ postId: id, userId: viewer.id, createdAt: ctx.now });
      if (data.kind === "ANNOUNCEMENT") {
        await writeAddressedNotifications(tx, id, ctx.now, [
          { type: "NEW_CLASSROOM_ANNOUNCEMENT_POST", to: { group: classMembersGroup(slug) }, actorId: viewer.id, classTitle: klass.title },
        ]);
      } else if (data.kind === "SUPPORT") {
        await writeAddressedNotifications(tx, id, ctx.now, [
          { type: "NEW_SUPPORT_POST", to: { group: classModeratorsGroup(slug) }, actorId: viewer.id, classTitle: klass.title },
        ]);
      }
      return post!;
    }),
  );
  ctx.loaders.post.prime(row.id, row);
  ctx.loaders.tag.clear(slug);
  return row;
}

/**
 * The class forum a post was made in; null for the general forum's posts. Its title is the class's as the viewer's
 * classes name it, else (a forum admin outside the class) its CLASSROOM tag's name, so a list of class posts never
 * asks courses once per post.
 */
export async function classForumOfPost(ctx: ForumContext, post: PostRow): Promise<ClassForumModel | null> {
  const slug = post.classSlug;
  if (slug === null) return null;
  const mine = ctx.viewer ? (await ctx.scope()).classes.get(slug) : undefined;
  if (mine) return { slug, title: mine.title };
  const tag = await ctx.loaders.tag.load(slug);
  return { slug, title: tag?.name ?? slug };
}
