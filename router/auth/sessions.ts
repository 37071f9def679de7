/**
 * Sessions after Lucia's guide, with @oslojs: the browser holds a random token; the database holds only its SHA-256
 * (the session id), so a leaked sessions table cannot be replayed.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { accountRoles, accounts, sessions } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { LRUCache } from "lru-cache";
import { SESSION_LIFETIME_MS, checkSession, sessionCachedUntil } from "./rules.js";

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, accountId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: sessionIdOf(token), accountId, expiresAt });
  return { token, expiresAt };
}

export interface ValidatedSession {
  viewer: Viewer;
  expiresAt: Date;
  /** True when the expiry slid forward and the cookie must be re-sent. */
  refreshed: boolean;
}

interface CachedSession {
  viewer: Viewer;
  expiresAt: Date;
  until: Date;
}

/** Sessions this process validated lately, per database (tests open several), by session id. */
const cacheByDb = new WeakMap<Db, LRUCache<string, CachedSession>>();
/** Enough for every person active within the cache window on one process; older entries are dropped first. */
const SESSION_CACHE_ENTRIES = 10_000;

function cacheOf(db: Db): LRUCache<string, CachedSession> {
  let cache = cacheByDb.get(db);
  if (!cache) cacheByDb.set(db, (cache = new LRUCache({ max: SESSION_CACHE_ENTRIES })));
  return cache;
}

/**
 * Looks up a token; null for unknown or expired (an expired row is deleted). One query to read, one to slide; a
 * session validated in the last SESSION_CACHE_TTL_MS is answered from this process's memory, with no query.
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const cache = cacheOf(db);
  const cached = cache.get(id);
  if (cached && now < cached.until) return { viewer: cached.viewer, expiresAt: cached.expiresAt, refreshed: false };
  if (cached) cache.delete(id);
  const rows = await db
    .select({ expiresAt: sessions.expiresAt, accountId: accounts.id, email: accounts.email, role: accountRoles.role })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(eq(sessions.id, id));
  const first = rows[0];
  if (!first) return null;
  const check = checkSession({ expiresAt: first.expiresAt }, now);
  if (check.state === "expired") {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = first.expiresAt;
  if (check.state === "refresh") {
    expiresAt = check.expiresAt;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  const roles = rows.flatMap((r) => (r.role ? [r.role] : [])).sort();
  const viewer: Viewer = { id: first.accountId, email: first.email, roles };
  cache.set(id, { viewer, expiresAt, until: sessionCachedUntil(now, expiresAt) });
  return { viewer, expiresAt, refreshed: check.state === "refresh" };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  const id = sessionIdOf(token);
  // Forgotten before the row goes, so no request of this process can be answered from the cache after logout.
  cacheOf(db).delete(id);
  await db.delete(sessions).where(eq(sessions.id, id));
}
