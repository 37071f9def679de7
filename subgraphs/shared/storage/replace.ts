/**
 * Replacing the one file a row points at (a post's image; the same dance as avatars and employer logos): store the
 * new object first, then point the row at it, then delete the old object. A failure at any step leaves the row with
 * a working file: if the row cannot be written, the object just stored is deleted again; the old object is removed
 * only once nothing points at it any more.
 */
import { acceptUpload, type AcceptUploadOptions } from "./index.js";
import type { ObjectStorage, UploadKind } from "./types.js";
import { log } from "../log.js";

/** The row after the swap, and the key it pointed at before (null when none). */
export interface Swapped<R> {
  row: R;
  previous: string | null;
}

/** Deletes a stored object, logging (not throwing) on failure: an orphaned file costs disk space, not correctness. */
export async function deleteStoredQuietly(storage: ObjectStorage, key: string | null, what: string): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (err) {
    log.warn({ err, key }, `${what}: could not delete ${key}`);
  }
}

/**
 * Checks and stores `bytes` as `kind` (acceptUpload: BAD_USER_INPUT on refusal, nothing stored), hands the new key to
 * `swap` (which writes it to the row and returns the key it replaced), then deletes the replaced object.
 */
export async function storeAndSwap<R>(
  storage: ObjectStorage,
  upload: { kind: UploadKind; bytes: Uint8Array; declaredType: string | null; what: string },
  swap: (key: string) => Promise<Swapped<R>>,
  options: AcceptUploadOptions = {},
): Promise<R> {
  const stored = await acceptUpload(storage, upload.kind, upload.bytes, upload.declaredType, options);
  let swapped: Swapped<R>;
  try {
    swapped = await swap(stored.key);
  } catch (err) {
    await deleteStoredQuietly(storage, stored.key, upload.what);
    throw err;
  }
  if (swapped.previous !== stored.key) await deleteStoredQuietly(storage, swapped.previous, upload.what);
  return swapped.row;
}
