/**
 * Uploads: pick the storage driver from the environment, and accept an upload through the policy.
 *
 *   STORAGE_DRIVER          local (default) | s3
 *   STORAGE_DIR             local: folder for uploads (default `<DATA_DIR or ./.data>/uploads`)
 *   STORAGE_SIGNING_SECRET  local: HMAC key for signed URLs, ≥ 32 chars; required in production, otherwise a
 *                           random per-process secret (URLs then stop working on restart)
 *   STORAGE_PUBLIC_BASE_URL local: origin the `/files/*` handler is served from (default "": root-relative URLs)
 *   S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (default true
 *   when S3_ENDPOINT is set, since self-hosted S3 APIs mostly need it)
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { LocalDiskStorage } from "./local.js";
import { generateKey, validateUpload, type ValidateOptions } from "./policy.js";
import { S3CompatibleStorage } from "./s3.js";
import type { AcceptedUpload, ObjectStorage, UploadKind } from "./types.js";

export * from "./types.js";
export * from "./policy.js";
export { LocalDiskStorage, createLocalFileHandler, type LocalDiskStorageOptions, type LocalFileHandlerOptions } from "./local.js";
export { S3CompatibleStorage, presignUrl, signRequest, type S3CompatibleStorageOptions } from "./s3.js";

export type StorageEnv = Record<string, string | undefined>;

let processSecret: string | undefined;

function required(env: StorageEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when STORAGE_DRIVER=s3`);
  return value;
}

function parseBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === "") return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

let sharedStorage: ObjectStorage | undefined;
/**
 * The process's one storage, from the environment, created on first use: a process (or request) that never touches
 * uploads never needs storage configured. Every subgraph with uploads defaults to it.
 */
export const processStorage = (): ObjectStorage => (sharedStorage ??= createStorageFromEnv());

export function createStorageFromEnv(env: StorageEnv = process.env): ObjectStorage {
  const driver = (env.STORAGE_DRIVER ?? "local").trim().toLowerCase() || "local";
  if (driver === "local") {
    const dir = env.STORAGE_DIR?.trim() || path.join(env.DATA_DIR?.trim() || "./.data", "uploads");
    let secret = env.STORAGE_SIGNING_SECRET;
    if (secret) {
      if (secret.length < 32) throw new Error("STORAGE_SIGNING_SECRET must be at least 32 characters");
    } else {
      if (env.NODE_ENV === "production") throw new Error("STORAGE_SIGNING_SECRET is required in production");
      secret = processSecret ??= randomBytes(32).toString("hex");
    }
    return new LocalDiskStorage(dir, { secret, publicBaseUrl: env.STORAGE_PUBLIC_BASE_URL?.trim() ?? "" });
  }
  if (driver === "s3") {
    const endpoint = env.S3_ENDPOINT?.trim() || undefined;
    return new S3CompatibleStorage({
      endpoint,
      region: required(env, "S3_REGION"),
      bucket: required(env, "S3_BUCKET"),
      accessKeyId: required(env, "S3_ACCESS_KEY_ID"),
      secretAccessKey: required(env, "S3_SECRET_ACCESS_KEY"),
      forcePathStyle: parseBool(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    });
  }
  throw new Error(`Unknown STORAGE_DRIVER "${driver}" (expected "local" or "s3")`);
}

export interface AcceptUploadOptions extends ValidateOptions {
  /** UUID source for the key; tests inject it. */
  uuid?: () => string;
}

/**
 * The one way an upload enters storage: checks size and real type for `kind` (BAD_USER_INPUT on refusal),
 * makes a fresh `<kind>/<uuid>.<ext>` key and stores the bytes under the sniffed content type.
 */
export async function acceptUpload(
  storage: ObjectStorage,
  kind: UploadKind | string,
  bytes: Uint8Array,
  declaredType?: string | null,
  options: AcceptUploadOptions = {},
): Promise<AcceptedUpload> {
  const upload = validateUpload(kind, bytes, declaredType, options);
  const key = generateKey(upload, options.uuid);
  const stored = await storage.put(key, bytes, upload.contentType);
  return { key: stored.key, contentType: stored.contentType, size: stored.size };
}
