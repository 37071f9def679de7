import { describe, expect, it, vi } from "vitest";
import { log } from "../log.js";
import { fileOf } from "./fixtures.js";
import { deleteStoredQuietly, storeAndSwap } from "./replace.js";
import type { ObjectStorage } from "./types.js";

/** Storage in a map, with deletes that can be made to fail. */
function memoryStorage(opts: { failDeletes?: boolean } = {}) {
  const objects = new Map<string, Uint8Array>();
  const storage: ObjectStorage = {
    put: async (key, body, contentType) => (objects.set(key, body), { key, contentType, size: body.length }),
    get: async (key) => (objects.has(key) ? { body: objects.get(key)!, contentType: "image/png" } : null),
    delete: async (key) => {
      if (opts.failDeletes) throw new Error("disk on fire");
      objects.delete(key);
    },
    signedUrl: async (key) => `/files/${key}`,
  };
  return { storage, objects };
}
const upload = { kind: "forum-post-image" as const, bytes: fileOf("png"), declaredType: "image/png", what: "test image" };

describe("rule: a replaced file is stored before the row points at it and deleted only after", () => {
  it("stores the new object, swaps, then deletes the one it replaced", async () => {
    const { storage, objects } = memoryStorage();
    objects.set("forum-post-image/old.png", fileOf("png"));
    const row = await storeAndSwap(storage, upload, async (key) => ({ row: { key }, previous: "forum-post-image/old.png" }));
    expect([...objects.keys()]).toEqual([row.key]);
  });

  it("deletes the object it just stored when the row cannot be written, and rethrows", async () => {
    const { storage, objects } = memoryStorage();
    objects.set("forum-post-image/old.png", fileOf("png"));
    const failure = new Error("row gone");
    await expect(storeAndSwap(storage, upload, async () => Promise.reject(failure))).rejects.toBe(failure);
    expect([...objects.keys()]).toEqual(["forum-post-image/old.png"]);
  });

  it("stores nothing when the policy refuses the file", async () => {
    const { storage, objects } = memoryStorage();
    await expect(
      storeAndSwap(storage, { ...upload, bytes: fileOf("gif") }, async (key) => ({ row: key, previous: null })),
    ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    expect(objects.size).toBe(0);
  });

  it("a failed delete of the old object is logged, not thrown: the row already points at the new one", async () => {
    const { storage } = memoryStorage({ failDeletes: true });
    const warn = vi.spyOn(log as unknown as { warn: (obj: object, msg: string) => void }, "warn").mockImplementation(() => {});
    await expect(deleteStoredQuietly(storage, "forum-post-image/old.png", "test image")).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toBe("test image: could not delete forum-post-image/old.png");
    warn.mockRestore();
  });
});
