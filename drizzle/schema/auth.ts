/** Router auth module: accounts, credentials, roles, sessions and login throttling. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "../../subgraphs/shared/viewer.js";

export const auth = pgSchema("auth");

/** SPEC §6 roles plus the recruit side (one list, shared with the signed viewer). */
export const roleEnum = auth.enum("role", ROLES);

export const signupPurposeEnum = auth.enum("signup_purpose", ["learn", "recruit"]);

export const accounts = auth.table(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; uniqueness is case-insensitive by construction. */
    email: text("email").notNull().unique("accounts_email_key"),
    passwordHash: text("password_hash").notNull(),
    purpose: signupPurposeEnum("purpose").notNull(),
    /** When the person proved they read this address (a verification or reset link); null until then. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** When the password last changed: a reset link issued before it is void. */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the person asked for the account to be deleted: from then on nobody can log in to it, and the erasure job
     * (router/auth/account-deletion.ts) erases its data in every service and then deletes this row.
     */
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
  },
  (t) => [
    // The erasure job reads the few marked accounts, oldest request first.
    index("accounts_deletion_requested_idx")
      .on(t.deletionRequestedAt)
      .where(sql`"deletion_requested_at" IS NOT NULL`),
  ],
);

export const accountRoles = auth.table(
  "account_roles",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
  },
  (t) => [primaryKey({ name: "account_roles_pkey", columns: [t.accountId, t.role] })],
);

/** Lucia's session design: the id is the SHA-256 of the token the browser holds; the token itself is never stored. */
export const sessions = auth.table(
  "sessions",
  {
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward whenever the session's expiry slides (at most daily), so the sessions list can say "last active". */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser that logged in (User-Agent, shortened), shown in the sessions list. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

export const accountTokenPurposeEnum = auth.enum("account_token_purpose", ["verify_email", "reset_password", "change_email"]);

/**
 * Single-use links sent by email (verify the address, reset the password, confirm a new address). Like sessions, the
 * id is the SHA-256 of the token in the link, so a leaked table opens nothing; a token is deleted when used.
 */
export const accountTokens = auth.table(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: accountTokenPurposeEnum("purpose").notNull(),
    /** The address the link was sent to: the account's for verify and reset, the new one for a change of email. */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A new link of one purpose replaces the older ones; expired links are purged by age.
  (t) => [index("account_tokens_account_idx").on(t.accountId, t.purpose), index("account_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Throttled attempts per key (log-ins per account and per address, sign-ups per address), counted in a window that
 * starts at the key's first attempt. In the database so they hold across router instances; each attempt is counted
 * by one atomic upsert before it is checked.
 */
export const attemptCounters = auth.table(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  // The hourly purge of counters whose window has passed reads by age.
  (t) => [index("attempt_counters_window_idx").on(t.windowStartedAt)],
);

/**
 * What is left of a deleted account: its id, when deletion was asked for and done, and what the services kept and why
 * (subgraphs/shared/rules/account-erasure.ts). No email address or name: the record proves the erasure, it does not
 * keep the person.
 */
export const accountDeletions = auth.table("account_deletions", {
  accountId: uuid("account_id").primaryKey(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull(),
  kept: jsonb("kept").$type<Record<string, { kept: string[]; reason: string }[]>>().notNull(),
});

/**
 * Partner API keys (router/partner/): an admin names one and picks its scopes and per-minute limits. Like sessions,
 * only the SHA-256 of the key is stored (`key_hash`), so a leaked table opens nothing; `shown_prefix` lets a list
 * tell keys apart. A revoked key stays listed.
 */
export const apiKeys = auth.table("api_keys", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  keyHash: text("key_hash").notNull().unique("api_keys_key_hash_key"),
  shownPrefix: text("shown_prefix").notNull(),
  /** API_KEY_SCOPES (subgraphs/shared/partner-api.ts). */
  scopes: text("scopes").array().notNull(),
  requestsPerMinute: integer("requests_per_minute").notNull(),
  costPerMinute: integer("cost_per_minute").notNull(),
  /** The admin who created it; null once their account is erased (the key lives on). */
  createdBy: uuid("created_by").references(() => accounts.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Moved at most once a minute (the first request of each rate-limit window). */
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Each key's requests and query cost in one fixed one-minute window, counted by one atomic upsert per request so
 * that every router process shares the counts. A key's older windows are deleted when its next window opens.
 */
export const apiKeyWindows = auth.table(
  "api_key_windows",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    requests: integer("requests").notNull().default(0),
    cost: integer("cost").notNull().default(0),
  },
  (t) => [primaryKey({ name: "api_key_windows_pkey", columns: [t.keyId, t.windowStart] })],
);
