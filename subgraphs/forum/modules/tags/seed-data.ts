/**
 * The tags module's seed data: the SPEC's four categories and the tags written for the product (content.ts), and the
 * content tags the forum no longer has.
 */
import type { forumCategories, forumTags } from "../../../../drizzle/schema/forum.js";
import { FORUM_CATEGORIES, FORUM_TAGS } from "./content.js";

const categories: (typeof forumCategories.$inferInsert)[] = FORUM_CATEGORIES;
/** followers_count is not seeded: it counts tag_follows rows (the posts module's demo follows) and is kept by the follow mutations. */
const tags: (typeof forumTags.$inferInsert)[] = FORUM_TAGS;

export const FORUM_TAG_SEED = {
  categories,
  tags,
  /**
   * Tags the forum no longer has: fcda-2026-01 was a class forum tag of a class courses never had (its welcome post
   * moved to m1js-open-2026). The seed deletes them from data folders made before.
   */
  retiredTagIds: ["fcda-2026-01"],
};
