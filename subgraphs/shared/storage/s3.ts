/**
 * S3-compatible driver (AWS S3, MinIO, Cloudflare R2, …) with a small AWS Signature Version 4 implementation on
 * `node:crypto` and global `fetch`, instead of the AWS SDK. Requests are header-signed (PUT/GET/DELETE);
 * signed URLs are SigV4 presigned GET URLs (`X-Amz-Expires`).
 *
 * Spec: https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html and
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */
import { createHash, createHmac } from "node:crypto";
import { assertExpiry, assertSafeKey, isInlineImageType } from "./policy.js";
import type { ObjectStorage, RetrievedObject, SignedUrlOptions, StoredObject } from "./types.js";

export const EMPTY_PAYLOAD_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
export const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
const ALGORITHM = "AWS4-HMAC-SHA256";

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Uint8Array, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** RFC 3986 percent-encoding as SigV4 wants it: only `A-Z a-z 0-9 - . _ ~` stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z` */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The URI path of a URL, each segment decoded once and re-encoded the SigV4 way (S3 does not double-encode). */
export function canonicalUri(url: URL): string {
  const path = url.pathname || "/";
  return path
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
}

export function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, "aws4_request");
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides `host` (added from the URL); names are case-insensitive. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  credentials: S3Credentials;
  region: string;
  service?: string;
  now: Date;
}

export interface SignedParts {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
  credentialScope: string;
}

/** The core of SigV4: canonical request → string to sign → signature. `query` overrides the URL's query. */
export function computeSignature(
  input: Omit<SignInput, "headers"> & { headers: Record<string, string>; query?: URLSearchParams },
): SignedParts {
  const service = input.service ?? "s3";
  const stamp = amzDate(input.now);
  const date = stamp.slice(0, 8);
  const credentialScope = `${date}/${input.region}/${service}/aws4_request`;

  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, " "));
  }
  if (!headers.has("host")) headers.set("host", input.url.host);
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(";");
  const canonicalHeaders = names.map((n) => `${n}:${headers.get(n)}\n`).join("");

  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri(input.url),
    canonicalQuery(input.query ?? input.url.searchParams),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const stringToSign = [ALGORITHM, stamp, credentialScope, sha256Hex(canonicalRequest)].join("\n");
  const signature = createHmac("sha256", signingKey(input.credentials.secretAccessKey, date, input.region, service))
    .update(stringToSign, "utf8")
    .digest("hex");
  return { canonicalRequest, stringToSign, signature, signedHeaders, credentialScope };
}

/**
 * Header-based signing. Returns the headers to send: the given ones plus `x-amz-date`, `x-amz-content-sha256`
 * and `authorization` (`host` is signed but left for fetch to send).
 */
export function signRequest(input: SignInput): { headers: Record<string, string>; parts: SignedParts } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers["x-amz-date"] ??= amzDate(input.now);
  headers["x-amz-content-sha256"] ??= input.payloadHash;
  const parts = computeSignature({ ...input, headers });
  const { host: _host, ...toSend } = headers;
  toSend.authorization =
    `${ALGORITHM} Credential=${input.credentials.accessKeyId}/${parts.credentialScope}, ` +
    `SignedHeaders=${parts.signedHeaders}, Signature=${parts.signature}`;
  return { headers: toSend, parts };
}

export interface PresignInput {
  method: string;
  url: URL;
  credentials: S3Credentials;
  region: string;
  service?: string;
  expiresInSeconds: number;
  now: Date;
}

/** Query-string signing (a presigned URL); only `host` is signed and the payload is UNSIGNED-PAYLOAD. */
export function presignUrl(input: PresignInput): string {
  assertExpiry(input.expiresInSeconds);
  const service = input.service ?? "s3";
  const stamp = amzDate(input.now);
  const query = new URLSearchParams(input.url.searchParams);
  query.set("X-Amz-Algorithm", ALGORITHM);
  query.set("X-Amz-Credential", `${input.credentials.accessKeyId}/${stamp.slice(0, 8)}/${input.region}/${service}/aws4_request`);
  query.set("X-Amz-Date", stamp);
  query.set("X-Amz-Expires", String(input.expiresInSeconds));
  query.set("X-Amz-SignedHeaders", "host");
  const { signature } = computeSignature({
    method: input.method,
    url: input.url,
    headers: {},
    query,
    payloadHash: UNSIGNED_PAYLOAD,
    credentials: input.credentials,
    region: input.region,
    service,
    now: input.now,
  });
  const base = `${input.url.protocol}//${input.url.host}${canonicalUri(input.url)}`;
  return `${base}?${canonicalQuery(query)}&X-Amz-Signature=${signature}`;
}

export interface S3CompatibleStorageOptions extends S3Credentials {
  /** e.g. `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`; defaults to `https://s3.<region>.amazonaws.com`. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted) instead of `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle?: boolean;
  /** Injected for tests; defaults to global fetch. */
  fetch?: typeof fetch;
  /** Clock for request signing; defaults to now. */
  now?: () => Date;
}

export class S3CompatibleStorage implements ObjectStorage {
  readonly #options: S3CompatibleStorageOptions;
  readonly #endpoint: URL;
  readonly #fetch: typeof fetch;
  readonly #clock: () => Date;

  constructor(options: S3CompatibleStorageOptions) {
    if (!options.bucket) throw new Error("S3CompatibleStorage: bucket is required");
    if (!options.region) throw new Error("S3CompatibleStorage: region is required");
    if (!options.accessKeyId || !options.secretAccessKey) throw new Error("S3CompatibleStorage: credentials are required");
    this.#options = options;
    this.#endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
    this.#fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.#clock = options.now ?? (() => new Date());
  }

  /** Where an object lives; the key is checked and encoded segment by segment. */
  objectUrl(key: string): URL {
    assertSafeKey(key);
    const encodedKey = key.split("/").map(uriEncode).join("/");
    const base = this.#endpoint.pathname.replace(/\/+$/, "");
    const url = new URL(this.#endpoint.href);
    url.search = "";
    if (this.#options.forcePathStyle) {
      url.pathname = `${base}/${uriEncode(this.#options.bucket)}/${encodedKey}`;
    } else {
      url.hostname = `${this.#options.bucket}.${this.#endpoint.hostname}`;
      url.pathname = `${base}/${encodedKey}`;
    }
    return url;
  }

  async #send(method: string, key: string, body?: Uint8Array, extraHeaders: Record<string, string> = {}) {
    const url = this.objectUrl(key);
    const { headers } = signRequest({
      method,
      url,
      headers: extraHeaders,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      credentials: this.#options,
      region: this.#options.region,
      now: this.#clock(),
    });
    return this.#fetch(url, { method, headers, body: body as BodyInit | undefined });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<StoredObject> {
    const headers: Record<string, string> = { "content-type": contentType };
    // Stored as object metadata so S3 serves documents as downloads, like the local handler does.
    if (!isInlineImageType(contentType)) headers["content-disposition"] = "attachment";
    const res = await this.#send("PUT", key, body, headers);
    if (!res.ok) throw await s3Error("PUT", key, res);
    await res.body?.cancel();
    return { key, contentType, size: body.length };
  }

  async get(key: string): Promise<RetrievedObject | null> {
    const res = await this.#send("GET", key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw await s3Error("GET", key, res);
    const body = new Uint8Array(await res.arrayBuffer());
    return { body, contentType: res.headers.get("content-type") ?? "application/octet-stream" };
  }

  async delete(key: string): Promise<void> {
    const res = await this.#send("DELETE", key);
    if (!res.ok && res.status !== 404) throw await s3Error("DELETE", key, res);
    await res.body?.cancel();
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    return presignUrl({
      method: "GET",
      url: this.objectUrl(key),
      credentials: this.#options,
      region: this.#options.region,
      expiresInSeconds: options.expiresInSeconds,
      now: options.now ?? this.#clock(),
    });
  }
}

async function s3Error(method: string, key: string, res: Response): Promise<Error> {
  const text = await res.text().catch(() => "");
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  // Internal error: masked by formatError before it reaches a client.
  return new Error(`S3 ${method} ${key} failed: ${res.status}${code ? ` ${code}` : ""}`);
}
