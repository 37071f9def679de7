/** Model types of the comments module (codegen maps GraphQL types to them: schema/mappers.ts). */
import type { forumComments } from "../../../../drizzle/schema/forum.js";

export type CommentRow = typeof forumComments.$inferSelect;
