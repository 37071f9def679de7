/** Avatars against a real database and local-disk storage: upload, replace, remove, and what is refused. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileOf } from "../../../shared/storage/fixtures.js";
import { NOW, codeOf, talentTestbed } from "../../testing.js";

const bed = talentTestbed();

const UPLOAD = `mutation($i: AvatarInput!) { uploadAvatar(input: $i) { id avatarUrl } }`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("avatar", () => {
  const files = () =>
    fs.existsSync(path.join(bed.storageDir, "avatar"))
      ? fs.readdirSync(path.join(bed.storageDir, "avatar")).filter((f) => !f.endsWith(".meta.json"))
      : [];

  it("stores a valid PNG, returns a signed URL, and replaces (deletes) the old file on a new upload", async () => {
    const me = await bed.person();
    const r = await bed.client.exec<{ uploadAvatar: { avatarUrl: string } }>(
      UPLOAD,
      { i: { contentType: "image/png", dataBase64: b64(fileOf("png", 256)) } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const url = r.data!.uploadAvatar.avatarUrl;
    expect(url).toMatch(/^\/files\/avatar\/[0-9a-f-]{36}\.png\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const key = decodeURIComponent(url.slice("/files/".length, url.indexOf("?")));
    const stored = await bed.storage.get(key);
    expect(stored?.contentType).toBe("image/png");
    const u = new URL(url, "http://x");
    expect(bed.storage.verifySignedRequest(key, u.searchParams.get("expires")!, u.searchParams.get("sig")!, NOW)).toBe(true);

    const again = await bed.client.exec<{ uploadAvatar: { avatarUrl: string } }>(
      UPLOAD,
      { i: { contentType: "image/jpeg", dataBase64: b64(fileOf("jpeg", 128)) } },
      { caller: me.caller },
    );
    expect(again.data!.uploadAvatar.avatarUrl).toMatch(/\.jpg\?/);
    expect(await bed.storage.get(key)).toBeNull();

    const removed = await bed.client.exec<{ removeAvatar: { avatarUrl: string | null } }>(
      `mutation { removeAvatar { avatarUrl } }`,
      {},
      { caller: me.caller },
    );
    expect(removed.data!.removeAvatar.avatarUrl).toBeNull();
  });
  for (const [label, input] of [
    ["PNG bytes declared as PDF", { contentType: "application/pdf", dataBase64: b64(fileOf("png", 64)) }],
    ["invalid base64", { contentType: "image/png", dataBase64: "not base64!!" }],
    ["an SVG", { contentType: "image/svg+xml", dataBase64: b64(fileOf("svg")) }],
    ["a file over 2 MiB", { contentType: "image/png", dataBase64: b64(fileOf("png", 2 * 1024 * 1024 + 1)) }],
  ] as const) {
    it(`refuses ${label} with BAD_USER_INPUT; nothing is stored or changed`, async () => {
      const me = await bed.person();
      const ok = await bed.client.exec<{ uploadAvatar: { avatarUrl: string } }>(
        UPLOAD,
        { i: { contentType: "image/png", dataBase64: b64(fileOf("png")) } },
        { caller: me.caller },
      );
      const before = files();
      const r = await bed.client.exec(UPLOAD, { i: input }, { caller: me.caller });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(files()).toEqual(before);
      expect((await bed.read(me.id, me.caller)).avatarUrl).toBe(ok.data!.uploadAvatar.avatarUrl);
    });
  }
  it("visitors are UNAUTHENTICATED", async () => {
    expect(codeOf(await bed.client.exec(UPLOAD, { i: { contentType: "image/png", dataBase64: b64(fileOf("png")) } }))).toBe(
      "UNAUTHENTICATED",
    );
  });
});
