/** Model types of the posts module (codegen maps GraphQL types to them: schema/mappers.ts). */
import type { forumPosts } from "../../../../drizzle/schema/forum.js";

export type PostRow = typeof forumPosts.$inferSelect;
