import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileOf } from "./fixtures.js";
import { EMPTY_PAYLOAD_SHA256, presignUrl, S3CompatibleStorage, sha256Hex, signRequest } from "./s3.js";

// The example credentials and instant every AWS SigV4 example for S3 uses.
const AWS = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const AWS_NOW = new Date("2013-05-24T00:00:00Z");

describe("rule: S3 requests are signed exactly as AWS SigV4 documents", () => {
  it("reproduces the documented presigned URL (GET /test.txt, 86400 s)", () => {
    const url = presignUrl({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      credentials: AWS,
      region: "us-east-1",
      expiresInSeconds: 86_400,
      now: AWS_NOW,
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt" +
        "?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });
  it("makes the same presigned URL through the storage's signedUrl (virtual-hosted style)", async () => {
    const storage = new S3CompatibleStorage({ ...AWS, endpoint: "https://s3.amazonaws.com", region: "us-east-1", bucket: "examplebucket" });
    const url = await storage.signedUrl("test.txt", { expiresInSeconds: 86_400, now: AWS_NOW });
    expect(url).toMatch(/^https:\/\/examplebucket\.s3\.amazonaws\.com\/test\.txt\?/);
    expect(url).toMatch(/&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404$/);
  });
  it("reproduces the documented GET Object header signature (Range: bytes=0-9)", () => {
    const { headers, parts } = signRequest({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      credentials: AWS,
      region: "us-east-1",
      now: AWS_NOW,
    });
    expect(parts.signedHeaders).toBe("host;range;x-amz-content-sha256;x-amz-date");
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
    expect(headers.host).toBeUndefined();
  });
  it("reproduces the documented PUT Object signature (/test$file.text, encoded path)", () => {
    const body = new TextEncoder().encode("Welcome to Amazon S3.");
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const { parts } = signRequest({
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash,
      credentials: AWS,
      region: "us-east-1",
      now: AWS_NOW,
    });
    expect(parts.canonicalRequest.split("\n")[1]).toBe("/test%24file.text");
    expect(parts.signedHeaders).toBe("date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class");
    expect(parts.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });
  it("refuses presigned lifetimes over 7 days", () => {
    expect(() =>
      presignUrl({
        method: "GET",
        url: new URL("https://b.s3.amazonaws.com/k"),
        credentials: AWS,
        region: "us-east-1",
        expiresInSeconds: 604_801,
        now: AWS_NOW,
      }),
    ).toThrow(RangeError);
  });
});

describe("rule: S3 object URLs are built from the checked key only", () => {
  it("uses virtual-hosted style by default and path style when forced", () => {
    const virtual = new S3CompatibleStorage({ ...AWS, region: "eu-west-1", bucket: "tf-uploads" });
    expect(virtual.objectUrl("avatar/x.png").href).toBe("https://tf-uploads.s3.eu-west-1.amazonaws.com/avatar/x.png");
    const pathStyle = new S3CompatibleStorage({
      ...AWS,
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "tf",
      forcePathStyle: true,
    });
    expect(pathStyle.objectUrl("avatar/x.png").href).toBe("http://127.0.0.1:9000/tf/avatar/x.png");
  });
  it.each(["../x", "/abs", "avatar/../../x", "a\\b"])("refuses the unsafe key %j", async (key) => {
    const storage = new S3CompatibleStorage({
      ...AWS,
      region: "us-east-1",
      bucket: "b",
      fetch: () => Promise.reject(new Error("no network")),
    });
    await expect(storage.put(key, fileOf("png"), "image/png")).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
  });
});

// ---- A tiny fake S3 (path style) that checks every request's SigV4 with its own, independent code. ----

const FAKE = { accessKeyId: "TESTKEY", secretAccessKey: "test-secret", region: "local-1", bucket: "tf" };

function enc(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
}
function expectedSignature(
  secret: string,
  method: string,
  rawPath: string,
  query: [string, string][],
  headers: [string, string][],
  payloadHash: string,
  stamp: string,
  region: string,
): string {
  const q = query
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .sort()
    .join("&");
  const h = [...headers].sort(([a], [b]) => (a < b ? -1 : 1));
  const canonical = [method, rawPath, q, h.map(([k, v]) => `${k}:${v.trim()}\n`).join(""), h.map(([k]) => k).join(";"), payloadHash].join(
    "\n",
  );
  const scope = `${stamp.slice(0, 8)}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, createHash("sha256").update(canonical).digest("hex")].join("\n");
  let key: Buffer = createHmac("sha256", "AWS4" + secret)
    .update(stamp.slice(0, 8))
    .digest();
  for (const part of [region, "s3", "aws4_request"]) key = createHmac("sha256", key).update(part).digest();
  return createHmac("sha256", key).update(toSign).digest("hex");
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

interface FakeObject {
  body: Buffer;
  contentType: string;
  contentDisposition?: string;
}

function startFakeS3(now: () => Date) {
  const objects = new Map<string, FakeObject>();
  const seen: { method: string; path: string; authorization?: string }[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    seen.push({ method, path: url.pathname, authorization: req.headers.authorization });
    const deny = (code: string) => {
      res.statusCode = 403;
      res.end(`<Error><Code>${code}</Code></Error>`);
    };

    const presigned = url.searchParams.has("X-Amz-Signature");
    if (presigned) {
      const stamp = url.searchParams.get("X-Amz-Date") ?? "";
      const expires = Number(url.searchParams.get("X-Amz-Expires"));
      const signedAt = Date.UTC(
        +stamp.slice(0, 4),
        +stamp.slice(4, 6) - 1,
        +stamp.slice(6, 8),
        +stamp.slice(9, 11),
        +stamp.slice(11, 13),
        +stamp.slice(13, 15),
      );
      if (now().getTime() >= signedAt + expires * 1000) return deny("AccessDenied");
      const query = [...url.searchParams].filter(([k]) => k !== "X-Amz-Signature");
      const sig = expectedSignature(
        FAKE.secretAccessKey,
        method,
        url.pathname,
        query,
        [["host", req.headers.host ?? ""]],
        "UNSIGNED-PAYLOAD",
        stamp,
        FAKE.region,
      );
      if (sig !== url.searchParams.get("X-Amz-Signature")) return deny("SignatureDoesNotMatch");
    } else {
      const m = AUTH.exec(req.headers.authorization ?? "");
      if (!m) return deny("AuthorizationHeaderMalformed");
      const [, akid, date, region, signedHeaders, signature] = m as unknown as string[];
      const stamp = String(req.headers["x-amz-date"] ?? "");
      if (akid !== FAKE.accessKeyId) return deny("InvalidAccessKeyId");
      if (region !== FAKE.region || !stamp.startsWith(date!)) return deny("AuthorizationHeaderMalformed");
      const names = signedHeaders!.split(";");
      for (const required of ["host", "x-amz-date", "x-amz-content-sha256"])
        if (!names.includes(required)) return deny("AuthorizationHeaderMalformed");
      const payloadHash = String(req.headers["x-amz-content-sha256"]);
      if (payloadHash !== createHash("sha256").update(body).digest("hex")) return deny("XAmzContentSHA256Mismatch");
      const headers = names.map((n) => [n, String(req.headers[n] ?? "")] as [string, string]);
      if (
        expectedSignature(FAKE.secretAccessKey, method, url.pathname, [...url.searchParams], headers, payloadHash, stamp, FAKE.region) !==
        signature
      ) {
        return deny("SignatureDoesNotMatch");
      }
    }

    const prefix = `/${FAKE.bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      res.statusCode = 404;
      return res.end("<Error><Code>NoSuchBucket</Code></Error>");
    }
    const key = url.pathname.slice(prefix.length);
    if (method === "PUT" && !presigned) {
      objects.set(key, {
        body,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        contentDisposition: req.headers["content-disposition"],
      });
      res.statusCode = 200;
      return res.end();
    }
    if (method === "GET") {
      const object = objects.get(key);
      if (!object) {
        res.statusCode = 404;
        return res.end("<Error><Code>NoSuchKey</Code></Error>");
      }
      res.setHeader("Content-Type", object.contentType);
      if (object.contentDisposition) res.setHeader("Content-Disposition", object.contentDisposition);
      return res.end(object.body);
    }
    if (method === "DELETE" && !presigned) {
      objects.delete(key);
      res.statusCode = 204;
      return res.end();
    }
    res.statusCode = 405;
    res.end();
  });
  return { server, objects, seen };
}

describe("rule: the S3 driver stores, reads and deletes through signed requests", () => {
  let fake: ReturnType<typeof startFakeS3>;
  let endpoint: string;
  let clock = new Date("2030-01-01T00:00:00Z");
  let storage: S3CompatibleStorage;

  beforeAll(async () => {
    fake = startFakeS3(() => clock);
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    storage = new S3CompatibleStorage({ ...FAKE, endpoint, forcePathStyle: true, now: () => clock });
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("puts, gets and deletes an object with well-formed, valid Authorization headers", async () => {
    const body = fileOf("webp", 1000);
    expect(await storage.put("post-image/p.webp", body, "image/webp")).toEqual({
      key: "post-image/p.webp",
      contentType: "image/webp",
      size: 1000,
    });
    const got = await storage.get("post-image/p.webp");
    expect(got?.contentType).toBe("image/webp");
    expect(Buffer.from(got!.body).equals(Buffer.from(body))).toBe(true);
    await storage.delete("post-image/p.webp");
    expect(await storage.get("post-image/p.webp")).toBeNull();
    const calls = fake.seen.slice(-4);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "PUT /tf/post-image/p.webp",
      "GET /tf/post-image/p.webp",
      "DELETE /tf/post-image/p.webp",
      "GET /tf/post-image/p.webp",
    ]);
    for (const c of calls) expect(c.authorization).toMatch(AUTH);
  });
  it("returns null for a missing object and deleting it is not an error", async () => {
    expect(await storage.get("avatar/none.png")).toBeNull();
    await expect(storage.delete("avatar/none.png")).resolves.toBeUndefined();
  });
  it("stores documents with Content-Disposition: attachment and images without it", async () => {
    await storage.put("document/cv.pdf", fileOf("pdf"), "application/pdf");
    await storage.put("avatar/a.png", fileOf("png"), "image/png");
    expect(fake.objects.get("document/cv.pdf")?.contentDisposition).toBe("attachment");
    expect(fake.objects.get("avatar/a.png")?.contentDisposition).toBeUndefined();
  });
  it("fails (as an internal error) when the server refuses the signature", async () => {
    const wrong = new S3CompatibleStorage({ ...FAKE, secretAccessKey: "wrong", endpoint, forcePathStyle: true });
    await expect(wrong.put("avatar/b.png", fileOf("png"), "image/png")).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(fake.objects.has("avatar/b.png")).toBe(false);
  });
  it("presigned GET URLs work before expiry and are refused after", async () => {
    await storage.put("avatar/c.png", fileOf("png", 77), "image/png");
    clock = new Date("2030-01-01T00:00:00Z");
    const url = await storage.signedUrl("avatar/c.png", { expiresInSeconds: 60 });
    expect(url).toContain("X-Amz-Expires=60");
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBe(77);
    clock = new Date("2030-01-01T00:01:00Z");
    expect((await fetch(url)).status).toBe(403);
    const tampered = url.replace(/X-Amz-Signature=([0-9a-f])/, (_, c: string) => `X-Amz-Signature=${c === "0" ? "1" : "0"}`);
    clock = new Date("2030-01-01T00:00:00Z");
    expect((await fetch(tampered)).status).toBe(403);
  });
});
