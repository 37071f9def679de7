import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileOf } from "./fixtures.js";
import { acceptUpload, createStorageFromEnv, LocalDiskStorage, MiB, S3CompatibleStorage } from "./index.js";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tf-storage-index-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("rule: the storage driver comes from the environment, local disk by default", () => {
  it("defaults to local disk under <DATA_DIR>/uploads", () => {
    const storage = createStorageFromEnv({ DATA_DIR: root });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).rootDir).toBe(path.join(root, "uploads"));
  });
  it("falls back to ./.data/uploads without DATA_DIR, and honours STORAGE_DIR", () => {
    expect((createStorageFromEnv({}) as LocalDiskStorage).rootDir).toBe(path.resolve(".data", "uploads"));
    expect((createStorageFromEnv({ STORAGE_DIR: path.join(root, "x") }) as LocalDiskStorage).rootDir).toBe(path.join(root, "x"));
  });
  it("uses STORAGE_PUBLIC_BASE_URL for signed URLs (root-relative by default)", async () => {
    const rel = createStorageFromEnv({ DATA_DIR: root });
    expect(await rel.signedUrl("avatar/a.png", { expiresInSeconds: 60 })).toMatch(/^\/files\/avatar\/a\.png\?expires=\d+&sig=/);
    const abs = createStorageFromEnv({ DATA_DIR: root, STORAGE_PUBLIC_BASE_URL: "https://tf.example" });
    expect(await abs.signedUrl("avatar/a.png", { expiresInSeconds: 60 })).toMatch(/^https:\/\/tf\.example\/files\//);
  });
  it("requires a signing secret of at least 32 characters in production", () => {
    expect(() => createStorageFromEnv({ NODE_ENV: "production", DATA_DIR: root })).toThrow(/STORAGE_SIGNING_SECRET/);
    expect(() => createStorageFromEnv({ STORAGE_SIGNING_SECRET: "short" })).toThrow(/32/);
    expect(createStorageFromEnv({ NODE_ENV: "production", DATA_DIR: root, STORAGE_SIGNING_SECRET: "x".repeat(32) })).toBeInstanceOf(
      LocalDiskStorage,
    );
  });
  it("selects S3 with STORAGE_DRIVER=s3 and requires its settings", () => {
    const env = {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "us-east-1",
      S3_BUCKET: "tf",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    };
    const s3 = createStorageFromEnv(env);
    expect(s3).toBeInstanceOf(S3CompatibleStorage);
    expect((s3 as S3CompatibleStorage).objectUrl("avatar/a.png").href).toBe("http://127.0.0.1:9000/tf/avatar/a.png");
    expect(() => createStorageFromEnv({ ...env, S3_BUCKET: "" })).toThrow(/S3_BUCKET/);
    expect(() => createStorageFromEnv({ ...env, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
  it("refuses an unknown driver", () => {
    expect(() => createStorageFromEnv({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
  });
});

describe("rule: acceptUpload applies the policy before anything is stored", () => {
  const uuid = () => "0a1b2c3d-0000-4000-8000-00000000abcd";

  it("stores an accepted file under <kind>/<uuid>.<ext> with the sniffed type", async () => {
    const storage = createStorageFromEnv({ STORAGE_DIR: path.join(root, "accept") });
    const result = await acceptUpload(storage, "document", fileOf("pdf", 2048), "application/pdf", { uuid });
    expect(result).toEqual({ key: "document/0a1b2c3d-0000-4000-8000-00000000abcd.pdf", contentType: "application/pdf", size: 2048 });
    expect((await storage.get(result.key))?.contentType).toBe("application/pdf");
  });
  it("stores nothing when the file is refused", async () => {
    const dir = path.join(root, "refuse");
    const storage = createStorageFromEnv({ STORAGE_DIR: dir });
    await expect(acceptUpload(storage, "avatar", fileOf("png", 2 * MiB + 1), "image/png")).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
    });
    await expect(acceptUpload(storage, "document", fileOf("png"), "application/pdf")).rejects.toMatchObject({
      extensions: { code: "BAD_USER_INPUT" },
    });
    await expect(readdir(dir)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
