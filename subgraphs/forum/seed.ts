/**
 * Forum categories and tags (content, always upserted) and demo rows by the demo accounts (only outside production,
 * inserted once and never overwritten, so a demo author's edits and deletions survive restarts): posts with their
 * tags and their authors' follows, tag follows, votes and bookmarks; comments and replies with their commenters'
 * follows and votes, and an answered, resolved question; notifications about those comments, one of them read.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  forumCategories,
  forumComments,
  forumCommentVotes,
  forumNotificationReads,
  forumNotifications,
  forumPostBookmarks,
  forumPostFollows,
  forumPosts,
  forumPostTags,
  forumPostVotes,
  forumTagFollows,
  forumTags,
} from "../../drizzle/schema/forum.js";
import type { Db, Tx } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { upsertAll } from "../shared/seed.js";
import { FORUM_SEED } from "./seed-data.js";

export async function seedForum(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, forumCategories, FORUM_SEED.categories, forumCategories.id);
    // followers_count is live data (not in the seed rows), so the upsert leaves it as it is.
    await upsertAll(tx, forumTags, FORUM_SEED.tags, forumTags.id);
    // Retired content tags leave data folders made before (their post_tags and follows go with them, by cascade).
    await tx.delete(forumTags).where(inArray(forumTags.id, FORUM_SEED.retiredTagIds));
    if (!opts.demo) return;
    const inserted = await tx.insert(forumPosts).values(FORUM_SEED.posts).onConflictDoNothing().returning({ id: forumPosts.id });
    await placeDemoClassPosts(tx);
    const fresh = new Set(inserted.map((p) => p.id));
    // A post's tags and its author's follow go in only with the post (never onto one its author has changed since).
    const postTags = FORUM_SEED.postTags.filter((pt) => fresh.has(pt.postId));
    if (postTags.length) await tx.insert(forumPostTags).values(postTags).onConflictDoNothing();
    const authorFollows = FORUM_SEED.posts
      .filter((p) => fresh.has(p.id))
      .map((p) => ({ postId: p.id, userId: p.authorId, createdAt: p.createdAt }));
    if (authorFollows.length) await tx.insert(forumPostFollows).values(authorFollows).onConflictDoNothing();
    // Demo votes and bookmarks go in only with their post, and the demo's tag follows only in the run that first
    // inserts the demo posts: a vote, bookmark or follow a demo person took back must not return at the next start.
    const votes = FORUM_SEED.demo.votes.filter((v) => fresh.has(v.postId));
    if (votes.length) await tx.insert(forumPostVotes).values(votes).onConflictDoNothing();
    const bookmarks = FORUM_SEED.demo.bookmarks.filter((b) => fresh.has(b.postId));
    if (bookmarks.length) await tx.insert(forumPostBookmarks).values(bookmarks).onConflictDoNothing();
    const tagFollows = fresh.size ? FORUM_SEED.demo.tagFollows : [];
    // Like followForumTag: the count moves only for follow rows really inserted.
    const followed = tagFollows.length
      ? await tx.insert(forumTagFollows).values(tagFollows).onConflictDoNothing().returning({ tagId: forumTagFollows.tagId })
      : [];
    for (const { tagId } of followed) {
      await tx
        .update(forumTags)
        .set({ followersCount: sql`${forumTags.followersCount} + 1` })
        .where(eq(forumTags.id, tagId));
    }
    await seedDemoComments(tx);
    // Insert-once by id, so they also reach data folders seeded before them; a read mark goes in only with its fresh
    // notification.
    const notified = await tx
      .insert(forumNotifications)
      .values(FORUM_SEED.notifications)
      .onConflictDoNothing()
      .returning({ id: forumNotifications.id });
    const freshNotifications = new Set(notified.map((n) => n.id));
    const reads = FORUM_SEED.notificationReads.filter((r) => freshNotifications.has(r.notificationId));
    if (reads.length) await tx.insert(forumNotificationReads).values(reads).onConflictDoNothing();
  });
}

/**
 * The demo class posts sit in their class forum, filed under its tag only, on data folders seeded before class
 * forums too (where the welcome post was a general post of the retired fcda-2026-01 tag): their class is set and
 * their tags put right at every start. Neither is the author's to change (a class post keeps its class's tag), so
 * nothing a demo author did is overwritten; the welcome post takes its new title only while it has the old one.
 */
async function placeDemoClassPosts(tx: Tx): Promise<void> {
  for (const post of FORUM_SEED.posts.filter((p) => p.classSlug)) {
    const classSlug = post.classSlug!;
    await tx
      .update(forumPosts)
      .set({ classSlug })
      .where(and(eq(forumPosts.id, post.id), sql`${forumPosts.classSlug} is distinct from ${classSlug}`));
    await tx.delete(forumPostTags).where(and(eq(forumPostTags.postId, post.id), ne(forumPostTags.tagId, classSlug)));
    await tx.insert(forumPostTags).values({ postId: post.id, tagId: classSlug }).onConflictDoNothing();
  }
  for (const { id, from, to } of FORUM_SEED.retitled) {
    await tx
      .update(forumPosts)
      .set({ title: to.title, slug: to.slug })
      .where(and(eq(forumPosts.id, id), eq(forumPosts.title, from)));
  }
}

/**
 * Demo comments go in once, like demo posts; what hangs on a comment (its commenter's follow of the post, its votes,
 * its answer mark) goes in only with it, so a demo commenter's later edits, deletions and vote changes survive.
 */
async function seedDemoComments(tx: Tx): Promise<void> {
  const inserted = await tx.insert(forumComments).values(FORUM_SEED.comments).onConflictDoNothing().returning({ id: forumComments.id });
  const fresh = new Set(inserted.map((c) => c.id));
  if (!fresh.size) return;
  const comments = FORUM_SEED.comments.filter((c) => fresh.has(c.id));
  // As createForumComment does: a commenter follows the post.
  await tx
    .insert(forumPostFollows)
    .values(comments.map((c) => ({ postId: c.postId, userId: c.authorId, createdAt: c.createdAt })))
    .onConflictDoNothing();
  const votes = FORUM_SEED.demo.commentVotes.filter((v) => fresh.has(v.commentId));
  if (votes.length) await tx.insert(forumCommentVotes).values(votes).onConflictDoNothing();
  for (const { commentId, postId } of FORUM_SEED.answers.filter((a) => fresh.has(a.commentId))) {
    // Only onto a post that has no live answer yet (one answer per post), and the question is then resolved.
    const noAnswer = sql`not exists (select 1 from ${forumComments} where ${forumComments.postId} = ${postId} and ${forumComments.isAnswer} and ${forumComments.deletedAt} is null)`;
    const marked = await tx
      .update(forumComments)
      .set({ isAnswer: true })
      .where(and(eq(forumComments.id, commentId), isNull(forumComments.deletedAt), noAnswer))
      .returning();
    if (marked.length) await tx.update(forumPosts).set({ isResolved: true }).where(eq(forumPosts.id, postId));
  }
}
