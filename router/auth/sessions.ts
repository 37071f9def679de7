/**
 * Sessions after Lucia's guide, with @oslojs: the browser holds a random token; the database holds only its SHA-256
 * (the session id), so a leaked sessions table cannot be replayed.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, ne } from "drizzle-orm";
import { accountRoles, accounts, sessions } from "../../drizzle/schema/auth.js";
import type { Db, Tx } from "../../subgraphs/shared/db.js";
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

export async function createSession(
  db: Tx,
  accountId: string,
  now = new Date(),
  userAgent: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: sessionIdOf(token), accountId, expiresAt, createdAt: now, lastSeenAt: now, userAgent });
  return { token, expiresAt };
}

export interface ValidatedSession {
  viewer: Viewer;
  /** The session's id (the token's hash): which row of the sessions list is this browser. */
  id: string;
  /** Whether the account's address is verified (the client asks for it to be). */
  emailVerified: boolean;
  expiresAt: Date;
  /** True when the expiry slid forward and the cookie must be re-sent. */
  refreshed: boolean;
}

interface CachedSession {
  viewer: Viewer;
  emailVerified: boolean;
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
  if (cached && now < cached.until)
    return { id, viewer: cached.viewer, emailVerified: cached.emailVerified, expiresAt: cached.expiresAt, refreshed: false };
  if (cached) cache.delete(id);
  const rows = await db
    .select({
      expiresAt: sessions.expiresAt,
      accountId: accounts.id,
      email: accounts.email,
      emailVerifiedAt: accounts.emailVerifiedAt,
      role: accountRoles.role,
    })
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
    await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const roles = rows.flatMap((r) => (r.role ? [r.role] : [])).sort();
  const viewer: Viewer = { id: first.accountId, email: first.email, roles };
  const emailVerified = first.emailVerifiedAt !== null;
  cache.set(id, { viewer, emailVerified, expiresAt, until: sessionCachedUntil(now, expiresAt) });
  return { id, viewer, emailVerified, expiresAt, refreshed: check.state === "refresh" };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  const id = sessionIdOf(token);
  // Forgotten before the row goes, so no request of this process can be answered from the cache after logout.
  cacheOf(db).delete(id);
  await db.delete(sessions).where(eq(sessions.id, id));
}

export interface SessionListEntry {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** The account's live sessions, the most recently active first. */
export async function listSessions(db: Db, accountId: string, currentId: string, now = new Date()): Promise<SessionListEntry[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.filter((r) => r.expiresAt > now).map((r) => ({ ...r, current: r.id === currentId }));
}

/**
 * Ends sessions of one account: one (`only`), all but one (`except`), or all. Returns how many ended. This process
 * forgets them at once; another router process may answer from its cache for at most SESSION_CACHE_TTL_MS.
 */
export async function endSessions(db: Db, accountId: string, which: { only?: string; except?: string } = {}): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        which.only !== undefined ? eq(sessions.id, which.only) : undefined,
        which.except !== undefined ? ne(sessions.id, which.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  const cache = cacheOf(db);
  for (const { id } of ended) cache.delete(id);
  return ended.length;
}

/** Forgets what this process cached of the account's sessions (its address was verified or changed). */
export function forgetCachedSessions(db: Db, accountId: string): void {
  const cache = cacheOf(db);
  for (const [id, entry] of cache.entries()) if (entry.viewer.id === accountId) cache.delete(id);
}
