import express from "express";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileOf } from "./fixtures.js";
import { createLocalFileHandler, LocalDiskStorage } from "./local.js";

const SECRET = "test-secret-0123456789abcdef0123456789";
const T0 = new Date("2030-01-01T00:00:00Z");
const T0s = Math.floor(T0.getTime() / 1000);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tf-storage-"));
  storage = new LocalDiskStorage(path.join(root, "uploads"), { secret: SECRET, publicBaseUrl: "https://app.example/" });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function parts(url: string) {
  const u = new URL(url);
  return {
    key: decodeURIComponent(u.pathname.replace(/^\/files\//, "")),
    expires: u.searchParams.get("expires")!,
    sig: u.searchParams.get("sig")!,
  };
}

describe("rule: local storage round-trips bytes and content type", () => {
  it("stores, reads back and deletes an object, with the type in a .meta.json sidecar", async () => {
    const body = fileOf("png", 300);
    expect(await storage.put("avatar/a.png", body, "image/png")).toEqual({ key: "avatar/a.png", contentType: "image/png", size: 300 });
    const got = await storage.get("avatar/a.png");
    expect(got?.contentType).toBe("image/png");
    expect(Buffer.from(got!.body).equals(Buffer.from(body))).toBe(true);
    const meta = JSON.parse(await readFile(path.join(root, "uploads", "avatar", "a.png.meta.json"), "utf8"));
    expect(meta).toEqual({ contentType: "image/png", size: 300 });
    await storage.delete("avatar/a.png");
    expect(await storage.get("avatar/a.png")).toBeNull();
    expect(await readdir(path.join(root, "uploads", "avatar"))).toEqual([]);
  });
  it("returns null for a missing object and deleting it is not an error", async () => {
    expect(await storage.get("document/none.pdf")).toBeNull();
    await expect(storage.delete("document/none.pdf")).resolves.toBeUndefined();
  });
  it("overwrites an object in place", async () => {
    await storage.put("document/x.pdf", fileOf("pdf", 10), "application/pdf");
    await storage.put("document/x.pdf", fileOf("pdf", 20), "application/pdf");
    expect((await storage.get("document/x.pdf"))?.body.length).toBe(20);
  });
  it("refuses a signing secret shorter than 32 bytes", () => {
    expect(() => new LocalDiskStorage(root, { secret: "short", publicBaseUrl: "" })).toThrow(/32/);
  });
});

describe("rule: local keys cannot escape the storage folder", () => {
  it.each(["../escape.png", "avatar/../../escape.png", "/etc/passwd", "avatar\\..\\x", "avatar/%2e%2e/x", "x.png.meta.json"])(
    "refuses put/get/delete/signedUrl for %j with BAD_USER_INPUT",
    async (key) => {
      await expect(storage.put(key, fileOf("png"), "image/png")).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      await expect(storage.get(key)).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      await expect(storage.delete(key)).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    },
  );
  it("never wrote anything outside the folder", async () => {
    expect(await readdir(root)).toEqual(["uploads"]);
  });
});

describe("rule: signed URLs expire and cannot be forged", () => {
  it("has the form <base>/files/<key>?expires=<unix>&sig=<base64url>", async () => {
    const url = await storage.signedUrl("avatar/a.png", { expiresInSeconds: 300, now: T0 });
    expect(url).toMatch(new RegExp(`^https://app\\.example/files/avatar/a\\.png\\?expires=${T0s + 300}&sig=[A-Za-z0-9_-]{43}$`));
  });
  it("is valid before expiry and refused from the expiry second on", async () => {
    const { key, expires, sig } = parts(await storage.signedUrl("avatar/a.png", { expiresInSeconds: 300, now: T0 }));
    expect(storage.verifySignedRequest(key, expires, sig, T0)).toBe(true);
    expect(storage.verifySignedRequest(key, expires, sig, at(299))).toBe(true);
    expect(storage.verifySignedRequest(key, expires, sig, at(300))).toBe(false);
    expect(storage.verifySignedRequest(key, expires, sig, at(86_400))).toBe(false);
  });
  it("refuses a tampered signature, a moved expiry or another key", async () => {
    const { key, expires, sig } = parts(await storage.signedUrl("avatar/a.png", { expiresInSeconds: 300, now: T0 }));
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    expect(storage.verifySignedRequest(key, expires, flipped, T0)).toBe(false);
    expect(storage.verifySignedRequest(key, String(Number(expires) + 3600), sig, T0)).toBe(false);
    expect(storage.verifySignedRequest("avatar/b.png", expires, sig, T0)).toBe(false);
    expect(storage.verifySignedRequest(key, expires, "", T0)).toBe(false);
    expect(storage.verifySignedRequest(key, "not-a-number", sig, T0)).toBe(false);
  });
  it("refuses a URL signed with another secret", async () => {
    const other = new LocalDiskStorage(root, { secret: "another-secret-0123456789abcdef0123", publicBaseUrl: "" });
    const { key, expires, sig } = parts("https://x" + (await other.signedUrl("avatar/a.png", { expiresInSeconds: 300, now: T0 })));
    expect(storage.verifySignedRequest(key, expires, sig, T0)).toBe(false);
  });
  it("refuses lifetimes below 1 second or above 7 days", async () => {
    await expect(storage.signedUrl("avatar/a.png", { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
    await expect(storage.signedUrl("avatar/a.png", { expiresInSeconds: 8 * 86_400 })).rejects.toThrow(RangeError);
  });
});

describe("rule: the /files handler serves only validly signed, unexpired URLs", () => {
  let server: Server;
  let origin: string;
  let clock = T0;

  beforeAll(async () => {
    const app = express();
    app.get("/files/*key", createLocalFileHandler(storage, { now: () => clock }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await storage.put("avatar/face.png", fileOf("png", 123), "image/png");
    await storage.put("document/cv.pdf", fileOf("pdf", 456), "application/pdf");
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const local = async (key: string, seconds = 60) =>
    (await storage.signedUrl(key, { expiresInSeconds: seconds, now: T0 })).replace("https://app.example", origin);

  it("200 with the stored type, nosniff and inline for an image", async () => {
    clock = T0;
    const res = await fetch(await local("avatar/face.png"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(fileOf("png", 123)))).toBe(true);
  });
  it("200 as an attachment for a document", async () => {
    clock = T0;
    const res = await fetch(await local("document/cv.pdf"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cv.pdf"');
    expect((await res.arrayBuffer()).byteLength).toBe(456);
  });
  it("403 once the URL has expired", async () => {
    const url = await local("avatar/face.png", 60);
    clock = at(60);
    const res = await fetch(url);
    expect(res.status).toBe(403);
    clock = T0;
  });
  it("403 for a tampered signature or no signature", async () => {
    clock = T0;
    const url = new URL(await local("avatar/face.png"));
    const sig = url.searchParams.get("sig")!;
    url.searchParams.set("sig", (sig[0] === "A" ? "B" : "A") + sig.slice(1));
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(`${origin}/files/avatar/face.png`)).status).toBe(403);
  });
  it("403 for a signature of one file reused on another", async () => {
    clock = T0;
    const url = new URL(await local("avatar/face.png"));
    url.pathname = "/files/document/cv.pdf";
    expect((await fetch(url)).status).toBe(403);
  });
  it("403 for an encoded traversal path, without touching the disk", async () => {
    clock = T0;
    await writeFile(path.join(root, "secret.txt"), "top secret");
    const res = await fetch(`${origin}/files/..%2Fsecret.txt?expires=${T0s + 60}&sig=${"A".repeat(43)}`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain("top secret");
    await rm(path.join(root, "secret.txt"));
  });
  it("404 for a validly signed URL whose file is gone", async () => {
    clock = T0;
    const url = await local("avatar/deleted.png");
    expect((await fetch(url)).status).toBe(404);
  });
  it("also works mounted with app.use('/files', handler)", async () => {
    const app = express();
    app.use("/files", createLocalFileHandler(storage, { now: () => T0 }));
    const s = await new Promise<Server>((resolve) => {
      const x = app.listen(0, "127.0.0.1", () => resolve(x));
    });
    try {
      const o = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      const url = (await storage.signedUrl("avatar/face.png", { expiresInSeconds: 60, now: T0 })).replace("https://app.example", o);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await new Promise((resolve) => s.close(resolve));
    }
  });
});
