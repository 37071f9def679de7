/** Model types of the tags module (codegen maps GraphQL types to them: schema/mappers.ts). */
import type { forumCategories, forumTags } from "../../../../drizzle/schema/forum.js";

export type CategoryRow = typeof forumCategories.$inferSelect;
export type TagRow = typeof forumTags.$inferSelect;
