/**
 * Local-disk driver: objects live under `rootDir` (one file per key plus a `<file>.meta.json` sidecar holding
 * the content type), and are read back through `createLocalFileHandler`, which only serves requests carrying
 * a valid, unexpired HMAC signature.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { assertExpiry, assertSafeKey, isInlineImageType, isSafeKey, META_SUFFIX } from "./policy.js";
import type { ObjectStorage, RetrievedObject, SignedUrlOptions, StoredObject } from "./types.js";

export interface LocalDiskStorageOptions {
  /** HMAC key for signed URLs; at least 32 characters (or bytes). */
  secret: string | Uint8Array;
  /** Origin (and optional path prefix) the file handler is reachable at; "" gives root-relative URLs. */
  publicBaseUrl: string;
}

interface Meta {
  contentType: string;
  size: number;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

export class LocalDiskStorage implements ObjectStorage {
  readonly rootDir: string;
  readonly publicBaseUrl: string;
  readonly #secret: Buffer;

  constructor(rootDir: string, options: LocalDiskStorageOptions) {
    this.rootDir = path.resolve(rootDir);
    this.#secret = Buffer.from(options.secret);
    if (this.#secret.length < 32) throw new Error("LocalDiskStorage: the signing secret must be at least 32 bytes");
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, "");
  }

  /** The file a key maps to; refuses anything that would land outside `rootDir`. */
  pathFor(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.rootDir, ...key.split("/"));
    if (!file.startsWith(this.rootDir + path.sep)) throw new Error("LocalDiskStorage: key escapes the root");
    return file;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<StoredObject> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const meta: Meta = { contentType, size: body.length };
    // Write to temporary names then rename, so a reader never sees a half-written file or a stale type.
    const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(`${tmp}.data`, body, { flag: "wx" });
      await writeFile(`${tmp}.meta`, JSON.stringify(meta), { flag: "wx" });
      await rename(`${tmp}.data`, file);
      await rename(`${tmp}.meta`, file + META_SUFFIX);
    } catch (error) {
      await Promise.all([rm(`${tmp}.data`, { force: true }), rm(`${tmp}.meta`, { force: true })]);
      throw error;
    }
    return { key, contentType, size: body.length };
  }

  async get(key: string): Promise<RetrievedObject | null> {
    const file = this.pathFor(key);
    try {
      const [body, metaText] = await Promise.all([readFile(file), readFile(file + META_SUFFIX, "utf8")]);
      const meta = JSON.parse(metaText) as Partial<Meta>;
      const contentType = typeof meta.contentType === "string" ? meta.contentType : "application/octet-stream";
      return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await rm(file + META_SUFFIX, { force: true });
    await rm(file, { force: true });
  }

  #sign(key: string, expires: number): Buffer {
    return createHmac("sha256", this.#secret).update(`tf-file\n${key}\n${expires}`).digest();
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertSafeKey(key);
    assertExpiry(options.expiresInSeconds);
    const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const expires = nowSeconds + options.expiresInSeconds;
    const sig = this.#sign(key, expires).toString("base64url");
    const encodedKey = key.split("/").map(encodeURIComponent).join("/");
    return `${this.publicBaseUrl}/files/${encodedKey}?expires=${expires}&sig=${sig}`;
  }

  /**
   * True when `sig` is this storage's signature for `key` and `expires`, and `now` is before `expires`
   * (a URL is refused from its expiry second on).
   */
  verifySignedRequest(key: string, expires: string | number, sig: string, now: Date = new Date()): boolean {
    if (!isSafeKey(key)) return false;
    const expiresText = String(expires);
    if (!/^\d{1,12}$/.test(expiresText)) return false;
    const expiresAt = Number(expiresText);
    if (Math.floor(now.getTime() / 1000) >= expiresAt) return false;
    if (typeof sig !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    const given = Buffer.from(sig, "base64url");
    const expected = this.#sign(key, expiresAt);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The parts of an express (or plain node:http) request the handler reads. */
export type FileRequest = IncomingMessage & { originalUrl?: string };

export interface LocalFileHandlerOptions {
  /** Path prefix the files are served under; must match the URLs `signedUrl` makes. Default "/files/". */
  prefix?: string;
  /** Clock, for tests. */
  now?: () => Date;
}

function sendStatus(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "no-store");
  res.end(message);
}

/**
 * Express-compatible handler for `GET /files/*`: 403 when the signature is missing, wrong or expired, 404 when
 * the object is gone, else the bytes with their stored content type, `nosniff`, a locked-down CSP, and
 * `Content-Disposition: attachment` for anything that is not an image. Mount with `app.use(handler)`,
 * `app.use("/files", handler)` or `app.get("/files/*key", handler)`; it reads the original URL either way.
 */
export function createLocalFileHandler(storage: LocalDiskStorage, options: LocalFileHandlerOptions = {}) {
  const prefix = options.prefix ?? "/files/";
  const clock = options.now ?? (() => new Date());
  return async function localFileHandler(req: FileRequest, res: ServerResponse, next?: (error?: unknown) => void): Promise<void> {
    try {
      const url = new URL(req.originalUrl ?? req.url ?? "/", "http://local.invalid");
      if (!url.pathname.startsWith(prefix)) {
        if (next) return next();
        return sendStatus(res, 404, "Not found");
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return sendStatus(res, 405, "Method not allowed");
      }
      let key: string;
      try {
        key = url.pathname.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
      } catch {
        return sendStatus(res, 403, "Forbidden");
      }
      const expires = url.searchParams.get("expires") ?? "";
      const sig = url.searchParams.get("sig") ?? "";
      const now = clock();
      if (!storage.verifySignedRequest(key, expires, sig, now)) return sendStatus(res, 403, "Forbidden");

      const object = await storage.get(key);
      if (!object) return sendStatus(res, 404, "Not found");

      const remaining = Math.max(0, Number(expires) - Math.floor(now.getTime() / 1000));
      res.statusCode = 200;
      res.setHeader("Content-Type", object.contentType);
      res.setHeader("Content-Length", String(object.body.length));
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Cache-Control", `private, max-age=${remaining}`);
      res.setHeader("Referrer-Policy", "no-referrer");
      if (!isInlineImageType(object.contentType)) {
        const name = key.slice(key.lastIndexOf("/") + 1);
        res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      }
      res.end(req.method === "HEAD" ? undefined : object.body);
    } catch (error) {
      if (next) return next(error);
      if (!res.headersSent) sendStatus(res, 500, "Internal error");
      else res.destroy();
    }
  };
}
