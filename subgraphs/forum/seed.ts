/**
 * Forum categories and tags (content, always upserted) and demo rows by the demo accounts (only outside production,
 * inserted once and never overwritten, so a demo author's edits and deletions survive restarts): posts with their
 * tags and their authors' follows, tag follows, votes and bookmarks.
 */
import { eq, sql } from "drizzle-orm";
import {
  forumCategories,
  forumPostBookmarks,
  forumPostFollows,
  forumPosts,
  forumPostTags,
  forumPostVotes,
  forumTagFollows,
  forumTags,
} from "../../drizzle/schema/forum.js";
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { upsertAll } from "../shared/seed.js";
import { FORUM_SEED } from "./seed-data.js";

export async function seedForum(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, forumCategories, FORUM_SEED.categories, forumCategories.id);
    // followers_count is live data (not in the seed rows), so the upsert leaves it as it is.
    await upsertAll(tx, forumTags, FORUM_SEED.tags, forumTags.id);
    if (!opts.demo) return;
    const inserted = await tx.insert(forumPosts).values(FORUM_SEED.posts).onConflictDoNothing().returning({ id: forumPosts.id });
    const fresh = new Set(inserted.map((p) => p.id));
    // A post's tags and its author's follow go in only with the post (never onto one its author has changed since).
    const postTags = FORUM_SEED.postTags.filter((pt) => fresh.has(pt.postId));
    if (postTags.length) await tx.insert(forumPostTags).values(postTags).onConflictDoNothing();
    const authorFollows = FORUM_SEED.posts.filter((p) => fresh.has(p.id)).map((p) => ({ postId: p.id, userId: p.authorId, createdAt: p.createdAt }));
    if (authorFollows.length) await tx.insert(forumPostFollows).values(authorFollows).onConflictDoNothing();
    await tx.insert(forumPostVotes).values(FORUM_SEED.demo.votes).onConflictDoNothing();
    await tx.insert(forumPostBookmarks).values(FORUM_SEED.demo.bookmarks).onConflictDoNothing();
    // Like followForumTag: the count moves only for follow rows really inserted.
    const followed = await tx.insert(forumTagFollows).values(FORUM_SEED.demo.tagFollows).onConflictDoNothing().returning({ tagId: forumTagFollows.tagId });
    for (const { tagId } of followed) {
      await tx.update(forumTags).set({ followersCount: sql`${forumTags.followersCount} + 1` }).where(eq(forumTags.id, tagId));
    }
  });
}
