/**
 * forum subgraph tables: categories, tags and who follows them, posts with their tags, votes, follows and bookmarks,
 * comments and replies with their votes and bookmarks, reports, and notifications with per-person read marks. Class
 * forums are posts with a `class_slug` (class membership is courses').
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES } from "../../subgraphs/forum/modules/shared/index.js";

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
    /**
     * How many rows of tag_follows name this tag: maintained in the transaction that inserts or deletes such a row
     * (only when a row really was inserted or deleted), so it stays exact and the sidebar can rank by it.
     */
    followersCount: integer("followers_count").notNull().default(0),
  },
  (t) => [
    index("tags_name_idx").on(t.name, t.id),
    // Forum search (SPEC §5: case-insensitive substring) on tag names.
    index("tags_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("tags_category_name_idx").on(t.categoryId, t.name, t.id),
    check("tags_followers_count_chk", sql`"followers_count" >= 0`),
  ],
);

/** Who follows which tag: one row per person and tag (the primary key makes following idempotent). */
export const forumTagFollows = forum.table(
  "tag_follows",
  {
    /** The talent User id. */
    userId: uuid("user_id").notNull(),
    tagId: text("tag_id")
      .notNull()
      .references(() => forumTags.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "tag_follows_pkey", columns: [t.userId, t.tagId] }), index("tag_follows_tag_idx").on(t.tagId)],
);

export const forumPosts = forum.table(
  "posts",
  {
    /** The short id (8 base36 characters): the stable part of the post's id slug. */
    id: text("id").primaryKey(),
    /** Title slug, refreshed when the title changes; links resolve by the short id, so old slugs keep working. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /**
     * The body as served: its Markdown rendered and sanitized when written (read far more often than written). Rows
     * written before the forum took Markdown hold the sanitized simple HTML they were written as. Empty for
     * announcements.
     */
    description: text("description").notNull().default(""),
    /** The body's Markdown source as its author wrote it (for editing); null for a row written before Markdown. */
    markdown: text("markdown"),
    /** The talent User id (no FK across schemas: federation joins them). */
    authorId: uuid("author_id").notNull(),
    /** A class announcement (SPEC §3: is_announcement true and an empty description); made in a class forum. */
    isAnnouncement: boolean("is_announcement").notNull().default(false),
    /** A support post (a class forum's Support tab); made in a class forum. */
    isSupport: boolean("is_support").notNull().default(false),
    /** SPEC §3 is_resolved: set and cleared by the author or a moderator. */
    isResolved: boolean("is_resolved").notNull().default(false),
    /** The post's image in the storage interface (kind `forum-post-image`); null when none. */
    imageKey: text("image_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Soft delete: a deleted post is gone from every list and look-up, but the row stays for what refers to it
     * (reports and CONTENT_DELETED notifications).
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Who deleted it: the author, or a moderator. */
    deletedBy: uuid("deleted_by"),
    /**
     * The class forum it was posted in (the class's slug, also its only tag); null for the general forum. Class posts
     * are read by the class's members (courses owns membership) and forum admins only.
     */
    classSlug: text("class_slug"),
    /** SPEC §4 is_pinned: set by its moderators; `pinnedAt` orders the Pinned tab. */
    isPinned: boolean("is_pinned").notNull().default(false),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    /** SPEC §4 is_hidden: hidden by a moderator from everyone but its author and moderators. */
    isHidden: boolean("is_hidden").notNull().default(false),
    /** A pending report waits on it: hidden like is_hidden until the report is approved or dismissed. */
    underReview: boolean("under_review").notNull().default(false),
    /**
     * How many up and down votes its post_votes rows hold: changed in the transaction that changes a vote, with this
     * row locked (votes on one post take turns), so they stay exact and a page reads them instead of counting votes.
     */
    upvoteCount: integer("upvote_count").notNull().default(0),
    downvoteCount: integer("downvote_count").notNull().default(0),
    /**
     * How many of its comments and replies everyone who reads its forum sees: live, neither hidden nor under review,
     * and (a reply) under such a comment (comments/rules/comments.ts `shownCommentsOf`). Changed in the transaction
     * that writes, deletes, hides, unhides, reports or clears a comment, with this row locked first, so it stays
     * exact; the comment count adds to it what only the viewer sees (their own hidden ones, or all for moderators).
     */
    shownCommentCount: integer("shown_comment_count").notNull().default(0),
  },
  (t) => [
    check("posts_vote_counts_chk", sql`"upvote_count" >= 0 and "downvote_count" >= 0`),
    check("posts_shown_comment_count_chk", sql`"shown_comment_count" >= 0`),
    // Ascending indexes scanned backwards serve "newest first" (created_at DESC, id DESC); lists hold live posts only.
    index("posts_created_idx")
      .on(t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index("posts_class_created_idx")
      .on(t.classSlug, t.createdAt, t.id)
      .where(sql`deleted_at is null and class_slug is not null`),
    check("posts_pinned_at_chk", sql`not "is_pinned" or "pinned_at" is not null`),
    index("posts_author_created_idx")
      .on(t.authorId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    // Forum search (SPEC §5: case-insensitive substring) on post titles.
    index("posts_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("posts_short_id_chk", sql`"id" ~ '^[0-9a-z]{8}$'`),
    check("posts_announcement_empty_chk", sql`not "is_announcement" or "description" = ''`),
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

/**
 * One vote per person and post (SPEC §4: up 1 or down -1; none is the absence of a row). The post's counters
 * (upvote_count, downvote_count) change with these rows in one transaction.
 */
export const forumPostVotes = forum.table(
  "post_votes",
  {
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The talent User id. */
    userId: uuid("user_id").notNull(),
    value: smallint("value").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "post_votes_pkey", columns: [t.postId, t.userId] }), check("post_votes_value_chk", sql`"value" in (-1, 1)`)],
);

/** Who follows which post (to be notified of its comments and answer). */
export const forumPostFollows = forum.table(
  "post_follows",
  {
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The talent User id. */
    userId: uuid("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "post_follows_pkey", columns: [t.postId, t.userId] })],
);

/** A person's bookmarked posts (`/forum/bookmark`, most recent first). */
export const forumPostBookmarks = forum.table(
  "post_bookmarks",
  {
    /** The talent User id. */
    userId: uuid("user_id").notNull(),
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "post_bookmarks_pkey", columns: [t.userId, t.postId] }),
    index("post_bookmarks_user_created_idx").on(t.userId, t.createdAt, t.postId),
  ],
);

/**
 * Comments on posts and replies to comments (one level: `parentId` names a top-level comment). Soft-deleted like
 * posts; deleting a comment deletes its replies with it.
 */
export const forumComments = forum.table(
  "comments",
  {
    /** The short id (8 base36 characters): the stable part of the comment's id slug. */
    id: text("id").primaryKey(),
    /** Slug of the first words of the description, refreshed on edit; links resolve by the short id. */
    slug: text("slug").notNull(),
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The top-level comment this replies to; null for a top-level comment. */
    parentId: text("parent_id").references((): AnyPgColumn => forumComments.id, { onDelete: "cascade" }),
    /** The talent User id. */
    authorId: uuid("author_id").notNull(),
    /** The body as served: its Markdown rendered and sanitized when written (earlier rows: sanitized simple HTML). */
    description: text("description").notNull(),
    /** The body's Markdown source as its author wrote it (for editing); null for a row written before Markdown. */
    markdown: text("markdown"),
    /** SPEC §3 is_answer: at most one live answer per post (comments_one_answer_per_post_idx). */
    isAnswer: boolean("is_answer").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by"),
    /** Hidden by a moderator from everyone but its author and moderators. */
    isHidden: boolean("is_hidden").notNull().default(false),
    /** A pending report waits on it: hidden like is_hidden until the report is approved or dismissed. */
    underReview: boolean("under_review").notNull().default(false),
    /** Its comment_votes rows counted, kept like a post's. */
    upvoteCount: integer("upvote_count").notNull().default(0),
    downvoteCount: integer("downvote_count").notNull().default(0),
  },
  (t) => [
    check("comments_vote_counts_chk", sql`"upvote_count" >= 0 and "downvote_count" >= 0`),
    index("comments_post_created_idx")
      .on(t.postId, t.createdAt, t.id)
      .where(sql`deleted_at is null and parent_id is null`),
    // A post's live comments and replies together (its comment count): the index above holds top-level ones only.
    index("comments_post_live_idx")
      .on(t.postId, t.parentId)
      .where(sql`deleted_at is null`),
    index("comments_parent_created_idx")
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    index("comments_author_created_idx")
      .on(t.authorId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    // A post's live comments that not everyone sees (hidden or under review), by author: what a post's comment count
    // adds to its shown_comment_count for their author or its moderators. Few, whatever the post's size.
    index("comments_post_unshown_idx")
      .on(t.postId, t.authorId)
      .where(sql`deleted_at is null and (is_hidden or under_review)`),
    uniqueIndex("comments_one_answer_per_post_idx")
      .on(t.postId)
      .where(sql`is_answer and deleted_at is null`),
    check("comments_short_id_chk", sql`"id" ~ '^[0-9a-z]{8}$'`),
    check("comments_answer_top_level_chk", sql`not "is_answer" or "parent_id" is null`),
  ],
);

/** One vote per person and comment (as for posts). */
export const forumCommentVotes = forum.table(
  "comment_votes",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => forumComments.id, { onDelete: "cascade" }),
    /** The talent User id. */
    userId: uuid("user_id").notNull(),
    value: smallint("value").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "comment_votes_pkey", columns: [t.commentId, t.userId] }),
    check("comment_votes_value_chk", sql`"value" in (-1, 1)`),
  ],
);

/** A person's bookmarked comments (`/forum/bookmark/comments`, most recent first). */
export const forumCommentBookmarks = forum.table(
  "comment_bookmarks",
  {
    /** The talent User id. */
    userId: uuid("user_id").notNull(),
    commentId: text("comment_id")
      .notNull()
      .references(() => forumComments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "comment_bookmarks_pkey", columns: [t.userId, t.commentId] }),
    index("comment_bookmarks_user_created_idx").on(t.userId, t.createdAt, t.commentId),
  ],
);

/** A report's review state: SPEC §3's pending and approved, plus dismissed (the content is shown again). */
export const forumReportStatusEnum = forum.enum("report_status", ["PENDING", "APPROVED", "DISMISSED"]);

/**
 * Reports of posts and comments (SPEC §3): a reader reports content with a reason; while any report of it is pending
 * the content is under review (posts.under_review, comments.under_review). Approving deletes the content; dismissing
 * shows it again; either settles every pending report of that content.
 */
export const forumReports = forum.table(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The reported post, or the post of the reported comment. */
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The reported comment or reply; null when the post itself is reported. */
    commentId: text("comment_id").references(() => forumComments.id, { onDelete: "cascade" }),
    /** The talent User id of who reported it. */
    reporterId: uuid("reporter_id").notNull(),
    /** The talent User id of who wrote the reported content. */
    authorId: uuid("author_id").notNull(),
    reason: text("reason").notNull(),
    /** The reported content's text when reported (markup dropped, cut short): the record survives deletion. */
    excerpt: text("excerpt").notNull(),
    /** The class forum of the post, if any: its instructors review the report too. */
    classSlug: text("class_slug"),
    status: forumReportStatusEnum("status").notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by"),
  },
  (t) => [
    // One waiting report per person and piece of content (a second is CONFLICT); reviewed ones do not count.
    uniqueIndex("reports_one_pending_idx")
      .on(t.reporterId, t.postId, sql`coalesce(${t.commentId}, '')`)
      .where(sql`status = 'PENDING'`),
    index("reports_status_created_idx").on(t.status, t.createdAt, t.id),
    index("reports_content_idx").on(t.postId, t.commentId),
    check("reports_reason_chk", sql`length("reason") between 1 and 500`),
    check("reports_reviewed_chk", sql`("status" = 'PENDING') = ("reviewed_at" is null)`),
  ],
);

/** SPEC §9 notification types (REPORT_SUBMITED spelled as the SPEC spells it). */
export const forumNotificationTypeEnum = forum.enum("notification_type", NOTIFICATION_TYPES);

/**
 * Notifications (SPEC §3), written in the transaction of what caused them. Addressed to one person
 * (`recipient_id`) or stored once for a group (`recipient_group`: `forum-admins`, `class-members:{slug}`, `class-moderators:{slug}`)
 * and shown to whoever holds that role; exactly one of the two (a check). A personal notification's read mark is its
 * own `recipient_read_at`, so a person's unread ones are an index's range; a group notification's read marks are rows
 * of notification_reads, one per reader.
 */
export const forumNotifications = forum.table(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: forumNotificationTypeEnum("type").notNull(),
    /** The talent User id of the one person it is for; null when it is for a group. */
    recipientId: uuid("recipient_id"),
    /** The group it is for (rules/notifications.ts names them); null when it is for one person. */
    recipientGroup: text("recipient_group"),
    /** Who caused it; null for report-type notifications (SPEC §9: they show no author). */
    actorId: uuid("actor_id"),
    /** The post it is about (every type is about a post, or a comment or report of one). Posts are soft-deleted. */
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The comment or reply it is about, if any. */
    commentId: text("comment_id").references(() => forumComments.id, { onDelete: "cascade" }),
    /** The report it is about (REPORT_SUBMITED), if any. */
    reportId: uuid("report_id").references(() => forumReports.id, { onDelete: "cascade" }),
    /** The post's title when it was written, in full (the 50-character truncation is a display rule). */
    postTitle: text("post_title").notNull(),
    /** The class's title, for class-forum notifications. */
    classTitle: text("class_title"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
    /** When its recipient read it (a personal notification); null while unread, and always for a group notification. */
    recipientReadAt: timestamp("recipient_read_at", { withTimezone: true }),
  },
  (t) => [
    // A person's unread and read notifications, newest first (ascending indexes scanned backwards): every personal
    // notification is in exactly one of the two, so the list (unread first) and the badge read ranges, never a
    // person's whole inbox.
    index("notifications_recipient_unread_idx")
      .on(t.recipientId, t.createdAt, t.id)
      .where(sql`recipient_id is not null and recipient_read_at is null`),
    index("notifications_recipient_read_idx")
      .on(t.recipientId, t.createdAt, t.id)
      .where(sql`recipient_read_at is not null`),
    // The daily digest reads one day of unread personal notifications across everyone.
    index("notifications_unread_created_idx")
      .on(t.createdAt)
      .where(sql`recipient_id is not null and recipient_read_at is null`),
    index("notifications_group_created_idx")
      .on(t.recipientGroup, t.createdAt, t.id)
      .where(sql`recipient_group is not null`),
    check("notifications_one_recipient_chk", sql`("recipient_id" is null) <> ("recipient_group" is null)`),
    check("notifications_read_personal_chk", sql`"recipient_read_at" is null or "recipient_id" is not null`),
  ],
);

/** Who has read which group notification: one row per person and notification (a personal one's mark is on its row). */
export const forumNotificationReads = forum.table(
  "notification_reads",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => forumNotifications.id, { onDelete: "cascade" }),
    /** The talent User id of the reader. */
    userId: uuid("user_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "notification_reads_pkey", columns: [t.notificationId, t.userId] }),
    // A person's read marks (the unread badge and list join on them by person).
    index("notification_reads_user_idx").on(t.userId, t.notificationId),
  ],
);

/** The days whose forum digests are written (the daily job's mark; the outbox's dedupe key keeps each message once). */
export const forumDigestRuns = forum.table("digest_runs", {
  /** The digest's day (YYYY-MM-DD, UTC). */
  day: text("day").primaryKey(),
  /** Digests written that day (people with unread notifications). */
  written: integer("written").notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
});
