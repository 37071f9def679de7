/**
 * The viewer travels from the router to subgraphs in a signed header. Subgraphs verify the HMAC and its age and
 * reject anything unsigned, so a client talking to a subgraph directly cannot claim an identity.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const ROLES = [
  "STUDENT",
  "INSTRUCTOR",
  "COURSE_ADMIN",
  "JOB_ADMIN",
  "TALENT_ADMIN",
  "COMPANY_REPRESENTATIVE",
  "EVENT_EXHIBITOR",
] as const;
export type Role = (typeof ROLES)[number];

export interface Viewer {
  id: string;
  email: string;
  roles: Role[];
}

/** Who is calling a subgraph: a person (or a visitor, viewer null), or the platform itself (sign-up hooks). */
export interface Caller {
  viewer: Viewer | null;
  system: boolean;
}

export const VIEWER_HEADER = "x-tf-caller";
export const SIGNATURE_HEADER = "x-tf-signature";
/** A signed header older than this is refused (limits replay of a captured header in split mode). */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;

let processSecret: string | undefined;
/** SUBGRAPH_SECRET in split mode; in one process a random per-process secret is enough. */
export function subgraphSecret(): string {
  const fromEnv = process.env.SUBGRAPH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SUBGRAPH_SECRET must be at least 32 characters");
    return fromEnv;
  }
  return (processSecret ??= randomBytes(32).toString("hex"));
}

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function signCaller(caller: Caller, secret = subgraphSecret(), now = Date.now()): Record<string, string> {
  const payload = Buffer.from(JSON.stringify({ ...caller, iat: now })).toString("base64url");
  return { [VIEWER_HEADER]: payload, [SIGNATURE_HEADER]: mac(secret, payload) };
}

export type VerifyResult = { ok: true; caller: Caller } | { ok: false; reason: string };

export function verifyCaller(
  headers: { get(name: string): string | null | undefined },
  secret = subgraphSecret(),
  now = Date.now(),
): VerifyResult {
  const payload = headers.get(VIEWER_HEADER);
  const signature = headers.get(SIGNATURE_HEADER);
  if (!payload || !signature) return { ok: false, reason: "missing signature" };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "bad signature" };
  let decoded: Caller & { iat: number };
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed payload" };
  }
  if (typeof decoded.iat !== "number" || Math.abs(now - decoded.iat) > MAX_SIGNATURE_AGE_MS)
    return { ok: false, reason: "expired signature" };
  return { ok: true, caller: { viewer: decoded.viewer ?? null, system: decoded.system === true } };
}

export function hasRole(viewer: Viewer | null, ...roles: Role[]): boolean {
  return !!viewer && viewer.roles.some((r) => roles.includes(r));
}
