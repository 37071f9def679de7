import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  forumNotificationReads,
  forumNotifications,
  forumPostBookmarks,
  forumPostFollows,
  forumPosts,
  forumPostTags,
  forumPostVotes,
  forumTagFollows,
  forumTags,
} from "../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_NOTICED_POST_IDS, demoClassNotification, forumPostSeed } from "./seed-data.js";
import { recountVotes } from "./services/reactions.js";

/**
 * Demo posts by the demo accounts (only outside production, inserted once and never overwritten, so a demo author's
 * edits and deletions survive restarts), with their tags and their authors' follows, votes, bookmarks and the demo's
 * tag follows, in the forum seed's transaction. Dates count from the seeding day of `now`; rows going in once keep
 * those of their first seeding.
 */
export async function seedDemoPosts(tx: Tx, now: Date): Promise<void> {
  const seed = forumPostSeed(now);
  const inserted = await tx.insert(forumPosts).values(seed.posts).onConflictDoNothing().returning({ id: forumPosts.id });
  await placeDemoClassPosts(tx, seed);
  const fresh = new Set(inserted.map((p) => p.id));
  // A post's tags and its author's follow go in only with the post (never onto one its author has changed since).
  const postTags = seed.postTags.filter((pt) => fresh.has(pt.postId));
  if (postTags.length) await tx.insert(forumPostTags).values(postTags).onConflictDoNothing();
  const authorFollows = seed.posts
    .filter((p) => fresh.has(p.id))
    .map((p) => ({ postId: p.id, userId: p.authorId, createdAt: p.createdAt }));
  if (authorFollows.length) await tx.insert(forumPostFollows).values(authorFollows).onConflictDoNothing();
  // Demo votes and bookmarks go in only with their post, and the demo's tag follows only in the run that first
  // inserts the demo posts: a vote, bookmark or follow a demo person took back must not return at the next start.
  const votes = seed.demo.votes.filter((v) => fresh.has(v.postId));
  if (votes.length) await tx.insert(forumPostVotes).values(votes).onConflictDoNothing();
  await recountVotes(tx, "post", [...new Set(votes.map((v) => v.postId))]);
  const bookmarks = seed.demo.bookmarks.filter((b) => fresh.has(b.postId));
  if (bookmarks.length) await tx.insert(forumPostBookmarks).values(bookmarks).onConflictDoNothing();
  const tagFollows = fresh.size ? seed.demo.tagFollows : [];
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
}

/**
 * The demo class posts sit in their class forum, filed under its tag only, on data folders seeded before class
 * forums too (where the welcome post was a general post of the retired fcda-2026-01 tag): their class is set and
 * their tags put right at every start. Neither is the author's to change (a class post keeps its class's tag), so
 * nothing a demo author did is overwritten; the welcome post takes its new title only while it has the old one.
 */
async function placeDemoClassPosts(tx: Tx, seed: ReturnType<typeof forumPostSeed>): Promise<void> {
  for (const post of seed.posts.filter((p) => p.classSlug)) {
    const classSlug = post.classSlug!;
    await tx
      .update(forumPosts)
      .set({ classSlug })
      .where(and(eq(forumPosts.id, post.id), sql`${forumPosts.classSlug} is distinct from ${classSlug}`));
    await tx.delete(forumPostTags).where(and(eq(forumPostTags.postId, post.id), ne(forumPostTags.tagId, classSlug)));
    await tx.insert(forumPostTags).values({ postId: post.id, tagId: classSlug }).onConflictDoNothing();
  }
  for (const { id, from, to } of seed.retitled) {
    await tx
      .update(forumPosts)
      .set({ title: to.title, slug: to.slug })
      .where(and(eq(forumPosts.id, id), eq(forumPosts.title, from)));
  }
}

/**
 * The class notifications the demo class posts wrote (an announcement tells the class's members, a support question
 * its instructors, as createClassPost does), inserted once by id so they also reach data folders seeded before them,
 * dated and titled from the stored post so they agree with it whatever day it was seeded; a demo reader's mark goes in
 * only with its notification.
 */
export async function seedDemoClassNotifications(tx: Tx): Promise<void> {
  const stored = await tx
    .select({ id: forumPosts.id, title: forumPosts.title, createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(inArray(forumPosts.id, DEMO_NOTICED_POST_IDS));
  for (const post of stored) {
    const { notification, read } = demoClassNotification(post.id, post);
    const inserted = await tx
      .insert(forumNotifications)
      .values(notification)
      .onConflictDoNothing()
      .returning({ id: forumNotifications.id });
    if (inserted.length) await tx.insert(forumNotificationReads).values(read).onConflictDoNothing();
  }
}
