/**
 * The forum seed, in one transaction: categories and tags (content, always upserted: the tags module) and demo rows by
 * the demo accounts (only outside production, inserted once and never overwritten, so a demo author's edits and
 * deletions survive restarts): posts with their tags and their authors' follows, tag follows, votes and bookmarks,
 * and the class notifications the class posts wrote, with read marks (the posts module); comments and replies with
 * their commenters' follows and votes, an answered, resolved question, and notifications about those comments, some
 * of them read (the comments module). Demo rows are dated from the seeding day (shared/seed-dates.ts) and, going in
 * once, keep the dates of the first seeding. */
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { seedDemoComments, seedDemoNotifications } from "./modules/comments/index.js";
import { seedDemoClassNotifications, seedDemoPosts } from "./modules/posts/index.js";
import { seedTagContent } from "./modules/tags/index.js";

export async function seedForum(db: Db, opts: SeedOptions): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await seedTagContent(tx);
    if (!opts.demo) return;
    await seedDemoPosts(tx, now);
    await seedDemoClassNotifications(tx);
    await seedDemoComments(tx, now);
    await seedDemoNotifications(tx, now);
  });
}
