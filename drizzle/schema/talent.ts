/** talent subgraph tables: user profiles (under the account's id) and the tools and skills vocabulary. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgSchema, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const talent = pgSchema("talent");

/**
 * A person's profile. The id is the auth account's id (no FK: auth is another module's schema); roles live with
 * the account, not here.
 */
export const users = talent.table(
  "users",
  {
    id: uuid("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Stored lower-cased (checked), so uniqueness is case-insensitive by construction. */
    email: text("email").notNull(),
    avatarUrl: text("avatar_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("users_email_key").on(t.email),
    check("users_email_lower_chk", sql`"email" = lower("email")`),
  ],
);

/** The tools and skills vocabulary (SPEC §3 Tool/skill). `skill` is false for concepts such as AI or Web3. */
export const tools = talent.table(
  "tools",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    skill: boolean("skill").notNull().default(true),
    /** Optional display order within marketing lists; the API lists by title. */
    position: integer("position"),
  },
  (t) => [
    index("tools_title_idx").on(t.title, t.id),
    index("tools_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);
