import { inArray } from "drizzle-orm";
import { forumCategories, forumTags } from "../../../../drizzle/schema/forum.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { FORUM_TAG_SEED } from "./seed-data.js";

/** Forum categories and tags (content, always upserted), in the forum seed's transaction. */
export async function seedTagContent(tx: Tx): Promise<void> {
  await upsertAll(tx, forumCategories, FORUM_TAG_SEED.categories, forumCategories.id);
  // followers_count is live data (not in the seed rows), so the upsert leaves it as it is.
  await upsertAll(tx, forumTags, FORUM_TAG_SEED.tags, forumTags.id);
  // Retired content tags leave data folders made before (their post_tags and follows go with them, by cascade).
  await tx.delete(forumTags).where(inArray(forumTags.id, FORUM_TAG_SEED.retiredTagIds));
}
