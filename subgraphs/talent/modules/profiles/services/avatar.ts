/**
 * Avatars go through the foundation's storage interface: the upload policy checks size and real type, the key is
 * generated, and the API hands out signed, expiring URLs. The old file is deleted only once the new key is saved,
 * so a failure at any step leaves the profile with a working avatar.
 */
import { eq, sql } from "drizzle-orm";
import { users } from "../../../../../drizzle/schema/talent.js";
import { notFound } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import { acceptUpload, decodeBase64Upload } from "../../../../shared/storage/index.js";
import type { TalentContext } from "../../../context.js";
import type { UserRow } from "../mappers.js";

/** Saves `key` as the viewer's avatar and returns the row and the key it replaced. */
async function swapAvatarKey(ctx: TalentContext, userId: string, key: string | null): Promise<{ row: UserRow; previous: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId)).for("update");
    if (!current) throw notFound("Profile", userId);
    const [row] = await tx
      .update(users)
      .set({ avatarKey: key, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return { row: row!, previous: current.avatarKey };
  });
}

async function deleteQuietly(ctx: TalentContext, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await ctx.storage.delete(key);
  } catch (err) {
    // An orphaned file costs disk space, not correctness; the profile already points at the new key.
    ctx.log.warn({ err, key }, `avatar: could not delete ${key}`);
  }
}

export async function uploadAvatar(ctx: TalentContext, input: { contentType: string; dataBase64: string }): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const bytes = decodeBase64Upload("avatar", input.dataBase64);
  if (!(await ctx.loaders.user.load(viewer.id))) throw notFound("Profile", viewer.id);
  const stored = await acceptUpload(ctx.storage, "avatar", bytes, input.contentType, { field: "dataBase64" });
  let swapped: { row: UserRow; previous: string | null };
  try {
    swapped = await swapAvatarKey(ctx, viewer.id, stored.key);
  } catch (err) {
    await deleteQuietly(ctx, stored.key);
    throw err;
  }
  await deleteQuietly(ctx, swapped.previous);
  ctx.loaders.user.clear(viewer.id).prime(viewer.id, swapped.row);
  return swapped.row;
}

export async function removeAvatar(ctx: TalentContext): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const { row, previous } = await swapAvatarKey(ctx, viewer.id, null);
  await deleteQuietly(ctx, previous);
  ctx.loaders.user.clear(viewer.id).prime(viewer.id, row);
  return row;
}
