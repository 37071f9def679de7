/**
 * A post's image through the storage interface (upload kind `forum-post-image`: PNG, JPEG or WebP by their bytes,
 * at most 2 MiB). Only the post's author changes it. The new file is stored before the post points at it and the
 * old one deleted only after (shared/storage/replace.ts), so a failure at any step leaves the post with a working
 * image; readers get an expiring signed URL.
 */
import { and, eq, isNull } from "drizzle-orm";
import { forumPosts } from "../../../../../drizzle/schema/forum.js";
import { forbidden, notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { decodeBase64Upload } from "../../../../shared/storage/index.js";
import { deleteStoredQuietly, storeAndSwap, type Swapped } from "../../../../shared/storage/replace.js";
import { mayEditPost } from "../rules/posts.js";
import type { ForumContext } from "../../../context.js";
import type { PostRow } from "../mappers.js";
import { livePost } from "./posts.js";

/** How long a post image's signed URL works: 15 minutes, long enough to read the post, short for a leaked link. */
export const POST_IMAGE_URL_SECONDS = 15 * 60;

const WHAT = "forum post image";

/** ForumPost.imageUrl: a signed URL valid for 15 minutes from the request's clock; null when the post has no image. */
export async function postImageUrl(ctx: ForumContext, post: PostRow): Promise<string | null> {
  if (!post.imageKey) return null;
  return ctx.storage.signedUrl(post.imageKey, { expiresInSeconds: POST_IMAGE_URL_SECONDS, now: ctx.now });
}

/** The live post the viewer may change the image of: NOT_FOUND when unknown or deleted, FORBIDDEN unless the author. */
async function ownPost(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  const viewer = requireViewer(ctx);
  const post = await livePost(ctx, idSlug);
  if (!mayEditPost(viewer.id, post)) throw forbidden("Only the post's author may change its image.");
  return post;
}

/**
 * Points the post at `imageKey` under its row lock and returns it with the key it replaced. An actual change moves
 * `modifiedDate` (the image is part of what the author wrote); setting what is already there changes nothing.
 */
async function swapImageKey(ctx: ForumContext, post: PostRow, idSlug: string, imageKey: string | null): Promise<Swapped<PostRow>> {
  return ctx.db.transaction(async (tx) => {
    const live = and(eq(forumPosts.id, post.id), isNull(forumPosts.deletedAt));
    const [current] = await tx.select().from(forumPosts).where(live).for("update");
    if (!current) throw notFound("Forum post", idSlug); // deleted in the meantime
    if (current.imageKey === imageKey) return { row: current, previous: null };
    const [row] = await tx.update(forumPosts).set({ imageKey, modifiedDate: ctx.now }).where(live).returning();
    return { row: row!, previous: current.imageKey };
  });
}

function primed(ctx: ForumContext, row: PostRow): PostRow {
  ctx.loaders.post.clear(row.id).prime(row.id, row);
  return row;
}

/** Attaches an image to the viewer's own post, replacing (and deleting) the one it had. */
export async function uploadPostImage(
  ctx: ForumContext,
  idSlug: string,
  input: { contentType: string; dataBase64: string },
): Promise<PostRow> {
  const post = await ownPost(ctx, idSlug);
  const bytes = decodeBase64Upload("forum-post-image", input.dataBase64);
  const row = await storeAndSwap(
    ctx.storage,
    { kind: "forum-post-image", bytes, declaredType: input.contentType, what: WHAT },
    (key) => swapImageKey(ctx, post, idSlug, key),
    { field: "dataBase64" },
  );
  return primed(ctx, row);
}

/** Removes the image of the viewer's own post (fine when it has none) and deletes its file. */
export async function removePostImage(ctx: ForumContext, idSlug: string): Promise<PostRow> {
  const post = await ownPost(ctx, idSlug);
  const { row, previous } = await swapImageKey(ctx, post, idSlug, null);
  await deleteStoredQuietly(ctx.storage, previous, WHAT);
  return primed(ctx, row);
}
