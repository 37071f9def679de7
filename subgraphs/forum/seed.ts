/** Forum categories and tags (always) and demo posts by the demo accounts (only outside production). */
import { forumCategories, forumPosts, forumPostTags, forumTags } from "../../drizzle/schema/forum.js";
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { upsertAll } from "../shared/seed.js";
import { FORUM_SEED } from "./seed-data.js";

export async function seedForum(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, forumCategories, FORUM_SEED.categories, forumCategories.id);
    // followers_count is live data once people follow tags: seed it on insert only.
    await tx.insert(forumTags).values(FORUM_SEED.tags).onConflictDoNothing({ target: forumTags.id });
    await upsertAll(
      tx,
      forumTags,
      FORUM_SEED.tags.map(({ followersCount: _live, ...tag }) => tag),
      forumTags.id,
    );
    if (opts.demo) {
      await upsertAll(tx, forumPosts, FORUM_SEED.posts, forumPosts.id);
      await tx.insert(forumPostTags).values(FORUM_SEED.postTags).onConflictDoNothing();
    }
  });
}
