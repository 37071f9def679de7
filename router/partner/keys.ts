/**
 * Partner API keys in the database: creating (the secret is returned once; only its SHA-256 is kept), listing and
 * revoking them for the platform's admins; finding the key a request presents; and counting each request and its
 * query cost in the key's one-minute window, shared by every router process.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { apiKeyWindows, apiKeys } from "../../drizzle/schema/auth.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { forbidden, fromZodIssues, notFound, unauthenticated } from "../../subgraphs/shared/errors.js";
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS, type ApiKeyScope } from "../../subgraphs/shared/partner-api.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { createApiKeyInput, mayManageApiKeys, windowAt, type KeyLimits, type WindowCount } from "./rules.js";

/** A key as the admins' list shows it: never the secret, only the characters that recognise it. */
export interface ApiKeyView {
  id: string;
  name: string;
  shownPrefix: string;
  scopes: ApiKeyScope[];
  requestsPerMinute: number;
  costPerMinute: number;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What a partner request runs with: the key's id, scopes and limits. */
export interface PartnerKey extends KeyLimits {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

/** `tfk_` and 160 random bits in lower-case base32 (32 characters), as session tokens are made. */
export function generateApiKey(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return API_KEY_PREFIX + encodeBase32LowerCaseNoPadding(bytes);
}

export const apiKeyHash = (key: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(key)));

/** A key's columns as people may see them (never its hash): the admin page and the creator's data export. */
export const apiKeyView = {
  id: apiKeys.id,
  name: apiKeys.name,
  shownPrefix: apiKeys.shownPrefix,
  scopes: apiKeys.scopes,
  requestsPerMinute: apiKeys.requestsPerMinute,
  costPerMinute: apiKeys.costPerMinute,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
export const asApiKeyView = (row: Omit<ApiKeyView, "scopes"> & { scopes: string[] }): ApiKeyView => ({
  ...row,
  scopes: row.scopes as ApiKeyScope[],
});

/** The viewer if they manage keys: UNAUTHENTICATED for a visitor, FORBIDDEN for anyone else (before any input). */
export function keyManager(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw unauthenticated();
  if (!mayManageApiKeys(viewer)) throw forbidden("Only the platform's admins manage API keys.");
  return viewer;
}

/**
 * How long a process trusts a key it looked up: a key revoked through another router process still works there for
 * at most this long (the process that revoked it forgets it at once).
 */
export const API_KEY_CACHE_TTL_MS = 5_000;

/**
 * The keys one router process knows: the database behind a few seconds' memory of the live keys it looked up lately.
 * One per router app, shared by the admin routes (which forget a key as they revoke it) and the partner requests.
 */
export class ApiKeyStore {
  private readonly cache: LRUCache<string, PartnerKey>;
  constructor(
    readonly db: Db,
    ttlMs: number = API_KEY_CACHE_TTL_MS,
  ) {
    this.cache = new LRUCache({ max: 1_000, ttl: ttlMs });
  }

  async create(viewer: Viewer | null | undefined, body: unknown, now = new Date()): Promise<{ key: ApiKeyView; secret: string }> {
    const manager = keyManager(viewer);
    const parsed = createApiKeyInput.safeParse(body ?? {});
    // One message per input field (a bad scope is the scopes' message, not scopes.2's).
    if (!parsed.success) throw fromZodIssues(parsed.error.issues.map((i) => ({ path: i.path.slice(0, 1), message: i.message })));
    const secret = generateApiKey();
    const [row] = await this.db
      .insert(apiKeys)
      .values({
        ...parsed.data,
        keyHash: apiKeyHash(secret),
        shownPrefix: secret.slice(0, API_KEY_SHOWN_CHARS),
        createdBy: manager.id,
        createdAt: now,
      })
      .returning(apiKeyView);
    return { key: asApiKeyView(row!), secret };
  }

  /** Every key, newest first, revoked ones included. */
  async list(viewer: Viewer | null | undefined): Promise<ApiKeyView[]> {
    keyManager(viewer);
    const rows = await this.db.select(apiKeyView).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map(asApiKeyView);
  }

  /** Revokes a key (again is the same answer: it keeps its first revocation time) and forgets it in this process. */
  async revoke(viewer: Viewer | null | undefined, id: string, now = new Date()): Promise<ApiKeyView> {
    keyManager(viewer);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound("API key", id);
    await this.db
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    const [row] = await this.db.select(apiKeyView).from(apiKeys).where(eq(apiKeys.id, id));
    if (!row) throw notFound("API key", id);
    for (const [hash, key] of this.cache.entries()) if (key.id === id) this.cache.delete(hash);
    // Its counts are of no further use.
    await this.db.delete(apiKeyWindows).where(eq(apiKeyWindows.keyId, id));
    return asApiKeyView(row);
  }

  /** The live key `secret` is, or null (unknown or revoked). */
  async find(secret: string): Promise<PartnerKey | null> {
    const hash = apiKeyHash(secret);
    const cached = this.cache.get(hash);
    if (cached) return cached;
    const [row] = await this.db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        requestsPerMinute: apiKeys.requestsPerMinute,
        costPerMinute: apiKeys.costPerMinute,
      })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)));
    if (!row) return null;
    const key: PartnerKey = { ...row, scopes: row.scopes as ApiKeyScope[] };
    this.cache.set(hash, key);
    return key;
  }

  /**
   * Counts one request of `key` costing `cost` in the current window, in one atomic upsert, and returns the window's
   * counts including it: under any concurrency, across processes, each request sees its own place in the window. A
   * request over the requests limit adds no cost. The first request of a window also drops the key's older windows
   * and moves its last use (so that happens at most once a minute per key).
   */
  async charge(key: PartnerKey, cost: number, now = new Date()): Promise<WindowCount & { resetSeconds: number }> {
    const { start, resetSeconds } = windowAt(now);
    const [row] = await this.db
      .insert(apiKeyWindows)
      .values({ keyId: key.id, windowStart: start, requests: 1, cost })
      .onConflictDoUpdate({
        target: [apiKeyWindows.keyId, apiKeyWindows.windowStart],
        set: {
          requests: sql`${apiKeyWindows.requests} + 1`,
          cost: sql`${apiKeyWindows.cost} + case when ${apiKeyWindows.requests} + 1 <= ${key.requestsPerMinute} then excluded.cost else 0 end`,
        },
      })
      .returning({ requests: apiKeyWindows.requests, cost: apiKeyWindows.cost });
    if (row!.requests === 1) {
      await this.db.delete(apiKeyWindows).where(and(eq(apiKeyWindows.keyId, key.id), lt(apiKeyWindows.windowStart, start)));
      await this.db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, start))));
    }
    return { requests: row!.requests, cost: row!.cost, resetSeconds };
  }
}
