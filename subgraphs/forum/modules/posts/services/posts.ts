/**
 * Forum posts: the feed, look-ups by id slug, a person's posts, and writing and editing posts (deleting is the
 * moderation module's: a post's author or its moderators delete it, services/deletion.ts there). The forum is
 * for logged-in people only (it is not in the visitor menu, SPEC §2): every read and write here requires a viewer,
 * UNAUTHENTICATED otherwise. A deleted post (soft delete, `deleted_at`) is gone from every list and look-up.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { z } from "zod";
import { forumPostFollows, forumPosts, forumPostTags, forumTags } from "../../../../../drizzle/schema/forum.js";
import { isForeignKeyViolation, isUniqueViolation, type Tx } from "../../../../shared/db.js";
import { badInput, forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { isUuid } from "../../../../shared/ids.js";
import { pageOfTable, pageWindow, toPage, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import type { Viewer } from "../../../../shared/viewer.js";
import { DASHBOARD_LIMITS } from "../../../../shared/dashboard.js";
import type { ForumContext } from "../../../context.js";
import { writeNotifications } from "../../notifications/index.js";
import { generalForumWhere, visiblePostsWhere } from "./visibility.js";
import {
  mayResolvePost,
  maySeeContent,
  rolesScopeOf,
  makeIdSlug,
  randomShortId,
  shortIdOf,
  slugify,
  FORUM_POST_PAGE_SIZE,
} from "../../shared/index.js";
import type { UserRef } from "../../../mappers.js";
import type { PostRow } from "../mappers.js";
import {
  POST_TAG_LIMITS,
  POST_TITLE_LIMITS,
  descriptionMaxOf,
  descriptionProblem,
  mayEditPost,
  oneLine,
  tagChoiceProblem,
  tooLong,
  type DescriptionOwner,
  type PostKind,
} from "../rules/posts.js";
import { forumHtmlOf } from "./markdown.js";

/** A tag row as the tag choice reads it through the tags module's loaders (ctx.loaders.tag). */
type TagRow = typeof forumTags.$inferSelect;

const live = isNull(forumPosts.deletedAt);

/** The feed, newest first; with `tagId`, only the posts filed under that tag (the sidebar's and browser's tag links). */
export async function listPosts(ctx: ForumContext, args: PageArgs & { tagId?: string | null }): Promise<Page<PostRow>> {
  const viewer = requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  const ofTag = args.tagId
    ? inArray(forumPosts.id, ctx.db.select({ id: forumPostTags.postId }).from(forumPostTags).where(eq(forumPostTags.tagId, args.tagId)))
    : undefined;
  // The general forum only (class forums list their own posts), as the viewer may see it; roles suffice here.
  const seen = visiblePostsWhere(rolesScopeOf(viewer));
  const page = await pageOfTable(ctx.db, forumPosts, window, {
    where: and(live, generalForumWhere, seen, ofTag),
    orderBy: [desc(forumPosts.createdAt), desc(forumPosts.id)],
  });
  for (const row of page.items) ctx.loaders.post.prime(row.id, row);
  return page;
}

/** The learner dashboard's recent posts: the feed's newest few (its first page at the dashboard's size). */
export async function dashboardPosts(ctx: ForumContext): Promise<PostRow[]> {
  return (await listPosts(ctx, { page: 1, pageSize: DASHBOARD_LIMITS.recentPosts })).items;
}

/**
 * A post by its id slug, found by the short id it starts with (so a link made before a title edit still works);
 * null when unknown, deleted, or not the viewer's to see (a class forum they are not in, hidden or under review:
 * rules/access.ts `maySeeContent`). Courses is asked only for a class post or one that is not shown to all.
 */
export async function findPost(ctx: ForumContext, idSlug: string): Promise<PostRow | null> {
  requireViewer(ctx);
  const shortId = shortIdOf(idSlug);
  const row = shortId ? await ctx.loaders.post.load(shortId) : null;
  if (!row || row.deletedAt) return null;
  if (row.classSlug === null && !row.isHidden && !row.underReview) return row;
  return maySeeContent(await ctx.scope(), row) ? row : null;
}

/** The post a mutation acts on: NOT_FOUND when unknown or deleted. */
export async function livePost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  return (await findPost(ctx, idSlug)) ?? Promise.reject(notFound("Forum post", idSlug));
}

export async function postsOfAuthor(ctx: ForumContext, author: UserRef, args: PageArgs): Promise<Page<PostRow>> {
  requireViewer(ctx);
  const window = pageWindow(args, FORUM_POST_PAGE_SIZE);
  // A reference whose id cannot be an account id has no posts (and must not reach the uuid column).
  if (!isUuid(author.id)) return toPage([], window, async () => 0);
  const rows = await ctx.loaders.postPageOfAuthor.load({ parent: author.id, window });
  for (const row of rows) ctx.loaders.post.prime(row.id, row);
  return toPage(rows, window, () => ctx.loaders.postCountOfAuthor.load(author.id));
}

export function idSlugOf(post: PostRow): string {
  return makeIdSlug(post.id, post.title);
}

export function authorOf(post: PostRow): UserRef & { __typename: "User" } {
  return { __typename: "User", id: post.authorId };
}

/**
 * The description field of the post form and the comment form: Markdown source, rendered and sanitized
 * (services/markdown.ts), that fits what it belongs to (`descriptionProblem`); gives the source and its HTML, both
 * stored. A source over the limit is refused before it is rendered.
 */
export function descriptionField(owner: DescriptionOwner) {
  const max = descriptionMaxOf(owner);
  return z
    .string()
    .max(max, tooLong(max))
    .transform((markdown) => {
      const trimmed = markdown.replace(/\s+$/, "");
      return { markdown: trimmed, html: forumHtmlOf(trimmed) };
    })
    .superRefine((parts, issues) => {
      const problem = descriptionProblem(owner, { ...parts, text: sanitizePlainText(parts.html) });
      if (problem) issues.addIssue({ code: "custom", message: problem });
    });
}

/** A post's title field (the post form and the class post form): plain text on one line, 3-150 characters. */
export function postTitleField() {
  return z
    .string()
    .transform((t) => oneLine(sanitizePlainText(t)))
    .pipe(
      z
        .string()
        .min(POST_TITLE_LIMITS.min, `At least ${POST_TITLE_LIMITS.min} characters.`)
        .max(POST_TITLE_LIMITS.max, `At most ${POST_TITLE_LIMITS.max} characters.`),
    );
}

/** The post form for a post of `kind`: plain one-line title, sanitized description that fits the kind, 1-5 tags. */
function postInputSchema(kind: PostKind) {
  return z.object({
    title: postTitleField(),
    description: descriptionField(kind),
    tagIds: z
      .array(z.string().trim().min(1, "Choose tags from the list.").max(100, "Choose tags from the list."))
      .transform((ids) => [...new Set(ids)])
      .pipe(
        z
          .array(z.string())
          .min(POST_TAG_LIMITS.min, "Choose at least one tag.")
          .max(POST_TAG_LIMITS.max, `At most ${POST_TAG_LIMITS.max} tags.`),
      ),
  });
}
/** The post form as it arrives (ForumPostInput). */
export type PostInputRaw = z.input<ReturnType<typeof postInputSchema>>;

/**
 * A tag checked by checkTagChoice can still be deleted by a forum admin before the post's tags are written; the
 * foreign key then refuses the write, which is the same bad input as an unknown tag, not a server fault.
 */
async function refusingVanishedTags<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isForeignKeyViolation(err, "post_tags_tag_id_tags_id_fk")) throw err;
    const message = "A chosen tag no longer exists: choose tags from the list.";
    throw badInput(message, { tagIds: message });
  }
}

/**
 * Refuses tags that do not exist or are CLASSROOM tags, or for a post of a class forum (`classSlug`) anything but its
 * class's tag (BAD_USER_INPUT on `tagIds`).
 */
async function checkTagChoice(ctx: ForumContext, tagIds: string[], classSlug: string | null = null): Promise<void> {
  const tags = (await ctx.loaders.tag.loadMany(tagIds)).filter((t): t is TagRow => !!t && !(t instanceof Error));
  const categories = await ctx.loaders.category.loadMany([...new Set(tags.map((t) => t.categoryId))]);
  const nameOf = new Map(categories.flatMap((c) => (c && !(c instanceof Error) ? [[c.id, c.name] as const] : [])));
  const problem = tagChoiceProblem(
    tagIds,
    tags.map((t) => ({ id: t.id, category: nameOf.get(t.categoryId)! })),
    classSlug,
  );
  if (problem) throw badInput(problem, { tagIds: problem });
}

/** An ordinary post (announcements and support posts are made in class forums: the classes module). */
const ORDINARY: PostKind = { isAnnouncement: false };

/** Writes a post for the viewer, files it under its tags and has the author follow it, in one transaction. */
export async function createPost(ctx: ForumContext, input: PostInputRaw): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const data = parseInput(postInputSchema(ORDINARY), input);
  await checkTagChoice(ctx, data.tagIds);
  const row = await withNewShortId("posts_pkey", (id) =>
    refusingVanishedTags(() =>
      ctx.db.transaction(async (tx) => {
        const [post] = await tx
          .insert(forumPosts)
          .values({
            id,
            slug: slugify(data.title),
            title: data.title,
            description: data.description.html,
            markdown: data.description.markdown,
            authorId: viewer.id,
            createdAt: ctx.now,
            modifiedDate: ctx.now,
          })
          .returning();
        await tx.insert(forumPostTags).values(data.tagIds.map((tagId) => ({ postId: id, tagId })));
        await tx.insert(forumPostFollows).values({ postId: id, userId: viewer.id, createdAt: ctx.now });
        return post!;
      }),
    ),
  );
  ctx.loaders.post.prime(row.id, row);
  return row;
}

/**
 * Runs `insert` with a new random short id (posts and comments). 36^8 short ids make a collision rare; the primary
 * key (`primaryKey`, the constraint's name) refuses one and a new id is drawn, up to three times.
 */
export async function withNewShortId<T>(primaryKey: string, insert: (id: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(randomShortId((n) => randomBytes(n)));
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, primaryKey)) continue;
      throw err;
    }
  }
}

/**
 * Edits the viewer's own post: title (and so its slug), description and tags; `modifiedDate` moves. The post's
 * followers (not the author) are told (POST_UPDATED, with the new title) in the same transaction.
 */
export async function updatePost(ctx: ForumContext, idSlug: string, input: PostInputRaw): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  if (!mayEditPost(viewer.id, post)) throw forbidden("Only the post's author may edit it.");
  const data = parseInput(postInputSchema(post), input);
  // A class post keeps its class's tag (and so stays in its class forum).
  await checkTagChoice(ctx, data.tagIds, post.classSlug);
  const row = await refusingVanishedTags(() =>
    ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(forumPosts)
        .set({
          title: data.title,
          slug: slugify(data.title),
          description: data.description.html,
          markdown: data.description.markdown,
          modifiedDate: ctx.now,
        })
        .where(and(eq(forumPosts.id, post.id), live))
        .returning();
      if (!updated) throw notFound("Forum post", idSlug); // deleted in the meantime
      await tx.delete(forumPostTags).where(and(eq(forumPostTags.postId, post.id), notInArray(forumPostTags.tagId, data.tagIds)));
      await tx
        .insert(forumPostTags)
        .values(data.tagIds.map((tagId) => ({ postId: post.id, tagId })))
        .onConflictDoNothing();
      await writeNotifications(tx, { kind: "POST_UPDATED", actorId: viewer.id }, { postId: post.id, commentId: null, now: ctx.now });
      return updated;
    }),
  );
  ctx.loaders.post.clear(post.id).prime(post.id, row);
  ctx.loaders.tagsOfPost.clear(post.id);
  return row;
}

/** Soft-deletes a live post in `tx` (deletePost, and approving a report of it); null when it was already deleted. */
export async function softDeletePost(tx: Tx, postId: string, by: string, now: Date): Promise<PostRow | null> {
  const [row] = await tx
    .update(forumPosts)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(forumPosts.id, postId), live))
    .returning();
  return row ?? null;
}

export async function viewerMayEditPost(ctx: ForumContext, post: PostRow): Promise<boolean> {
  return !!ctx.viewer && mayEditPost(ctx.viewer.id, post);
}

/** Whether the viewer may mark the answer and resolve (`viewerMayResolve`). */
export async function viewerMayModeratePost(ctx: ForumContext, post: PostRow): Promise<boolean> {
  return !!ctx.viewer && viewerMayResolve(ctx, ctx.viewer, post);
}

/** Whether the viewer may mark the post's answer and resolve it; courses is asked only for a class post. */
export async function viewerMayResolve(ctx: ForumContext, viewer: Viewer, post: PostRow): Promise<boolean> {
  if (post.authorId === viewer.id) return true;
  return mayResolvePost(post.classSlug === null ? rolesScopeOf(viewer) : await ctx.scope(), post);
}
