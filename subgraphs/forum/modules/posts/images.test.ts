/**
 * A post's image through the storage interface: the author uploads a PNG, JPEG or WebP (at most 2 MiB, the type
 * read from the bytes), gets a 15-minute signed URL, replaces it (the old file deleted) and removes it; another type,
 * a lie about the type, a larger file or broken base64 is BAD_USER_INPUT, anyone but the author FORBIDDEN, and none of
 * them changes the post or leaves a file behind.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { forumPosts } from "../../../../drizzle/schema/forum.js";
import { MiB } from "../../../shared/storage/index.js";
import { fileOf } from "../../../shared/storage/fixtures.js";
import { codeOf, demo, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { shortIdOf } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const UPLOAD = `mutation($id: ID!, $input: ForumPostImageInput!) { uploadForumPostImage(id: $id, input: $input) { id imageUrl modifiedDate } }`;
const REMOVE = `mutation($id: ID!) { removeForumPostImage(id: $id) { id imageUrl } }`;
const READ = `query($id: ID!) { forumPost(id: $id) { imageUrl } }`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const image = (kind: "png" | "jpeg" | "webp" | "gif" | "pdf", size = 256, contentType = `image/${kind}`) => ({
  contentType,
  dataBase64: b64(fileOf(kind, size)),
});

async function writePost(caller: Caller): Promise<string> {
  suite.tick();
  const r = await exec<{ createForumPost: { id: string } }>(
    `mutation($input: ForumPostInput!) { createForumPost(input: $input) { id } }`,
    { input: { title: "A post with a picture", description: "See the image.", tagIds: ["general"] } },
    { caller },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createForumPost.id;
}
const rowOf = async (idSlug: string) =>
  (
    await suite.database.db
      .select()
      .from(forumPosts)
      .where(eq(forumPosts.id, shortIdOf(idSlug)!))
  )[0]!;
/** The image files in storage (without the local driver's metadata sidecars). */
const storedFiles = () => {
  const dir = path.join(suite.uploads, "forum-post-image");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith(".meta.json")) : [];
};

describe("uploadForumPostImage and removeForumPostImage", () => {
  it("the author uploads (a 15-minute signed URL), replaces (old file deleted) and removes (file deleted)", async () => {
    const author = person();
    const id = await writePost(author);
    const before = storedFiles().length;
    suite.tick();
    const first = await exec<{ uploadForumPostImage: { imageUrl: string; modifiedDate: string } }>(
      UPLOAD,
      { id, input: image("png") },
      { caller: author },
    );
    expect(first.errors).toBeUndefined();
    const url = new URL(first.data!.uploadForumPostImage.imageUrl, "http://app.test");
    expect(url.pathname).toMatch(/^\/files\/forum-post-image\/[0-9a-f-]{36}\.png$/);
    expect(first.data!.uploadForumPostImage.modifiedDate).toBe(suite.now.toISOString());
    const firstKey = (await rowOf(id)).imageKey!;
    expect(firstKey).toMatch(/^forum-post-image\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(suite.uploads, firstKey))).toBe(true);
    // Readers get a signed URL too, expiring 15 minutes after the request's clock.
    const read = await exec<{ forumPost: { imageUrl: string } }>(READ, { id }, { caller: person() });
    expect(new URL(read.data!.forumPost.imageUrl, "http://app.test").searchParams.get("expires")).toBe(
      String(suite.now.getTime() / 1000 + 15 * 60),
    );

    const second = await exec<{ uploadForumPostImage: { imageUrl: string } }>(
      UPLOAD,
      { id, input: image("webp", 2 * MiB) },
      { caller: author },
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.uploadForumPostImage.imageUrl).toMatch(/\.webp\?/);
    expect(fs.existsSync(path.join(suite.uploads, firstKey))).toBe(false);
    expect(storedFiles()).toHaveLength(before + 1);

    const jpeg = await exec(UPLOAD, { id, input: image("jpeg", 256, "image/jpg") }, { caller: author });
    expect(jpeg.errors).toBeUndefined();

    const removed = await exec<{ removeForumPostImage: { imageUrl: string | null } }>(REMOVE, { id }, { caller: author });
    expect(removed.data!.removeForumPostImage.imageUrl).toBeNull();
    expect((await rowOf(id)).imageKey).toBeNull();
    expect(storedFiles()).toHaveLength(before);
    // Removing again is fine.
    expect((await exec(REMOVE, { id }, { caller: author })).errors).toBeUndefined();
  });

  it("a post without an image has no URL", async () => {
    const id = await writePost(person());
    expect(
      (await exec<{ forumPost: { imageUrl: string | null } }>(READ, { id }, { caller: person() })).data!.forumPost.imageUrl,
    ).toBeNull();
  });
});

describe("refusals change nothing", () => {
  it("a GIF, a PDF, a lying type, a file over 2 MiB, an empty file or broken base64 is BAD_USER_INPUT on dataBase64", async () => {
    const author = person();
    const id = await writePost(author);
    await exec(UPLOAD, { id, input: image("png") }, { caller: author });
    const kept = await rowOf(id);
    const files = storedFiles();
    for (const input of [
      image("gif"),
      image("pdf", 256, "application/pdf"),
      image("pdf", 256, "image/png"),
      image("png", 2 * MiB + 1),
      { contentType: "image/png", dataBase64: "" },
      { contentType: "image/png", dataBase64: "not base64!" },
    ]) {
      const r = await exec(UPLOAD, { id, input }, { caller: author });
      expect(codeOf(r), input.contentType).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("dataBase64");
    }
    expect(await rowOf(id)).toEqual(kept);
    expect(storedFiles()).toEqual(files);
  });

  it("anyone but the author is FORBIDDEN (even with a good image), visitors UNAUTHENTICATED, unknown posts NOT_FOUND", async () => {
    const author = person();
    const id = await writePost(author);
    await exec(UPLOAD, { id, input: image("png") }, { caller: author });
    const kept = await rowOf(id);
    const files = storedFiles();
    for (const caller of [person(), demo("TALENT_ADMIN"), demo("INSTRUCTOR")]) {
      expect(codeOf(await exec(UPLOAD, { id, input: image("png") }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(REMOVE, { id }, { caller }))).toBe("FORBIDDEN");
    }
    // Authorized before the input is read: a stranger's bad file is FORBIDDEN, not BAD_USER_INPUT.
    expect(codeOf(await exec(UPLOAD, { id, input: image("gif") }, { caller: person() }))).toBe("FORBIDDEN");
    expect(codeOf(await exec(UPLOAD, { id, input: image("png") }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(UPLOAD, { id: "zzzzzzzz-nothing", input: image("png") }, { caller: author }))).toBe("NOT_FOUND");
    expect(await rowOf(id)).toEqual(kept);
    expect(storedFiles()).toEqual(files);
  });

  it("a deleted post's image cannot be changed (NOT_FOUND)", async () => {
    const author = person();
    const id = await writePost(author);
    await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id }, { caller: author });
    const files = storedFiles();
    expect(codeOf(await exec(UPLOAD, { id, input: image("png") }, { caller: author }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(REMOVE, { id }, { caller: author }))).toBe("NOT_FOUND");
    expect(storedFiles()).toEqual(files);
  });
});
