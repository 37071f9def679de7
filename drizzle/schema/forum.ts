/**
 * forum subgraph tables: categories, tags, posts and their tags (comments, votes, bookmarks, follows, reports and
 * notifications come with later issues).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgSchema, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const forum = pgSchema("forum");

/** SPEC §3 forum category names. */
export const forumCategoryNameEnum = forum.enum("category_name", ["GENERAL", "SKILL", "CAREER", "CLASSROOM"]);

export const forumCategories = forum.table(
  "categories",
  {
    /** Slug id. */
    id: text("id").primaryKey(),
    name: forumCategoryNameEnum("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [unique("categories_name_key").on(t.name)],
);

export const forumTags = forum.table(
  "tags",
  {
    /** Slug id; a CLASSROOM tag shares its slug with its class and class forum. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    categoryId: text("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "restrict" }),
    followersCount: integer("followers_count").notNull().default(0),
  },
  (t) => [
    index("tags_name_idx").on(t.name, t.id),
    index("tags_category_name_idx").on(t.categoryId, t.name, t.id),
    check("tags_followers_count_chk", sql`"followers_count" >= 0`),
  ],
);

export const forumPosts = forum.table(
  "posts",
  {
    /** The short id (8 base36 characters): the stable part of the post's id slug. */
    id: text("id").primaryKey(),
    /** Title slug, refreshed when the title changes; links resolve by the short id, so old slugs keep working. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitized simple HTML (sanitized on the way in). Empty for announcements. */
    description: text("description").notNull().default(""),
    /** The talent User id (no FK across schemas: federation joins them). */
    authorId: uuid("author_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending indexes scanned backwards serve "newest first" (created_at DESC, id DESC).
    index("posts_created_idx").on(t.createdAt, t.id),
    index("posts_author_created_idx").on(t.authorId, t.createdAt, t.id),
    check("posts_short_id_chk", sql`"id" ~ '^[0-9a-z]{8}$'`),
  ],
);

export const forumPostTags = forum.table(
  "post_tags",
  {
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    tagId: text("tag_id")
      .notNull()
      .references(() => forumTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ name: "post_tags_pkey", columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId)],
);
