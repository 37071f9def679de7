/**
 * Upload policy: pure rules, no I/O. Which content types each kind accepts, how large it may be, what the bytes
 * really are (magic numbers; the declared type is never trusted on its own) and how keys are made.
 * Every refusal a user can act on is a BAD_USER_INPUT error from the shared errors module.
 */
import { randomUUID } from "node:crypto";
import { badInput } from "../errors.js";
import { MAX_SIGNED_URL_SECONDS, type SniffedContentType, type UploadKind, type UploadRule, type ValidatedUpload } from "./types.js";

export const MiB = 1024 * 1024;

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  avatar: {
    kind: "avatar",
    allowedTypes: ["image/png", "image/jpeg", "image/webp"],
    maxBytes: 2 * MiB,
    label: "Profile pictures",
  },
  "post-image": {
    kind: "post-image",
    allowedTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    maxBytes: 5 * MiB,
    label: "Post images",
  },
  // A forum post's image (schema/forum.graphql ForumPostImageInput): still images only, and 2 MiB so the base64 text
  // stays well under the router's 4 MB JSON body limit.
  "forum-post-image": {
    kind: "forum-post-image",
    allowedTypes: ["image/png", "image/jpeg", "image/webp"],
    maxBytes: 2 * MiB,
    label: "Post images",
  },
  // CVs, salary slips, employer letters.
  document: {
    kind: "document",
    allowedTypes: ["application/pdf"],
    maxBytes: 10 * MiB,
    label: "Documents",
  },
  // ISA income evidence (salary slip, employer letter, tax return): a scan or photo is as good as a PDF. 2 MiB keeps
  // the base64 text (4/3 larger) well under the router's 4 MB JSON body limit.
  "income-document": {
    kind: "income-document",
    allowedTypes: ["application/pdf", "image/png", "image/jpeg"],
    maxBytes: 2 * MiB,
    label: "Income documents",
  },
  // An employer's logo on its company page and among the hiring partners.
  "employer-logo": {
    kind: "employer-logo",
    allowedTypes: ["image/png", "image/jpeg", "image/webp"],
    maxBytes: 2 * MiB,
    label: "Logos",
  },
};

export const UPLOAD_KINDS = Object.keys(UPLOAD_RULES) as UploadKind[];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(UPLOAD_RULES, value);
}

export const EXTENSIONS: Readonly<Record<SniffedContentType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/pdf": "pdf",
};

const IMAGE_EXTENSIONS = new Set(["png", "jpg", "webp", "gif"]);

/** True for content types a browser may show inline; everything else is served as a download. */
export function isInlineImageType(contentType: string): boolean {
  const t = normalizeContentType(contentType);
  return t === "image/png" || t === "image/jpeg" || t === "image/webp" || t === "image/gif";
}

/** True when a key's extension is one of the image extensions the policy issues. */
export function isImageKey(key: string): boolean {
  const dot = key.lastIndexOf(".");
  return dot >= 0 && IMAGE_EXTENSIONS.has(key.slice(dot + 1).toLowerCase());
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** The content type the bytes really are (by magic number), or null when it is none the app accepts. */
export function sniffContentType(bytes: Uint8Array): SniffedContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** Lower-cases, drops parameters (`; charset=…`) and maps the common `image/jpg` alias. */
export function normalizeContentType(contentType: string): string {
  const bare = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  return bare === "image/jpg" || bare === "image/pjpeg" ? "image/jpeg" : bare;
}

function formatSize(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${(bytes / MiB).toFixed(1)} MiB`;
}

function listTypes(types: readonly SniffedContentType[]): string {
  return types.map((t) => EXTENSIONS[t].toUpperCase()).join(", ");
}

export interface ValidateOptions {
  /** Form field the errors are reported under; defaults to "file". */
  field?: string;
}

/**
 * Applies the policy for `kind` to the raw bytes. `declaredType` is what the client said (may be absent); when
 * given it must match what the bytes are. Throws BAD_USER_INPUT on any refusal.
 */
export function validateUpload(
  kind: UploadKind | string,
  bytes: Uint8Array,
  declaredType?: string | null,
  options: ValidateOptions = {},
): ValidatedUpload {
  const field = options.field ?? "file";
  const refuse = (message: string) => badInput(message, { [field]: message });

  if (!isUploadKind(kind)) throw refuse(`Unknown upload kind "${String(kind)}".`);
  const rule = UPLOAD_RULES[kind];

  if (bytes.length === 0) throw refuse("The file is empty.");
  if (bytes.length > rule.maxBytes) {
    throw refuse(`${rule.label} can be at most ${formatSize(rule.maxBytes)}; this file is ${formatSize(bytes.length)}.`);
  }

  const sniffed = sniffContentType(bytes);
  if (sniffed === null) {
    throw refuse(`This file type is not accepted. ${rule.label} must be ${listTypes(rule.allowedTypes)}.`);
  }
  if (declaredType != null && declaredType.trim() !== "" && normalizeContentType(declaredType) !== sniffed) {
    throw refuse(
      `The file's content does not match its declared type (declared ${normalizeContentType(declaredType)}, ` +
        `content is ${EXTENSIONS[sniffed].toUpperCase()}).`,
    );
  }
  if (!rule.allowedTypes.includes(sniffed)) {
    throw refuse(
      `${EXTENSIONS[sniffed].toUpperCase()} files are not accepted here. ${rule.label} must be ${listTypes(rule.allowedTypes)}.`,
    );
  }
  return { kind, contentType: sniffed, extension: EXTENSIONS[sniffed], size: bytes.length };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Strict base64 (whitespace ignored) for an upload of `kind` sent inside a GraphQL input: anything else is
 * BAD_USER_INPUT on `field` rather than silently half-decoded, and text longer than the kind's size limit allows is
 * refused before decoding anything.
 */
export function decodeBase64Upload(kind: UploadKind, text: string, field = "dataBase64"): Uint8Array {
  const rule = UPLOAD_RULES[kind];
  const compact = text.replace(/\s+/g, "");
  if (compact.length > Math.ceil(rule.maxBytes / 3) * 4 + 4) {
    throw badInput("The file is too large.", { [field]: `${rule.label} can be at most ${formatSize(rule.maxBytes)}.` });
  }
  if (!compact || !BASE64.test(compact)) throw badInput("The file data is not valid base64.", { [field]: "Not valid base64." });
  return new Uint8Array(Buffer.from(compact, "base64"));
}

/** A fresh storage key `<kind>/<uuid>.<ext>`; nothing in it comes from the user. */
export function generateKey(upload: Pick<ValidatedUpload, "kind" | "extension">, uuid: () => string = randomUUID): string {
  const id = uuid();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new Error("generateKey: uuid() did not return a UUID");
  }
  return `${upload.kind}/${id.toLowerCase()}.${upload.extension}`;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
/** Suffix of the local driver's sidecar files; no object key may end with it. */
export const META_SUFFIX = ".meta.json";
export const MAX_KEY_LENGTH = 512;

/**
 * A key is a relative path of plain segments (letters, digits, `.`, `_`, `-`; no segment starting with a dot),
 * so `..`, absolute paths, backslashes, percent-escapes, empty segments and hidden files are all impossible.
 */
export function isSafeKey(key: unknown): key is string {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (key.endsWith(META_SUFFIX)) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertSafeKey(key: unknown): asserts key is string {
  if (!isSafeKey(key)) throw badInput("Invalid file key.", { key: "Invalid file key." });
}

export function assertExpiry(expiresInSeconds: number): void {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_SIGNED_URL_SECONDS) {
    throw new RangeError(`expiresInSeconds must be an integer between 1 and ${MAX_SIGNED_URL_SECONDS}`);
  }
}
