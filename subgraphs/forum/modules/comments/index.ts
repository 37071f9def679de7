/**
 * The comments module: comments and replies (writing, editing, votes, bookmarks), what a post page shows of them, a
 * post's answer and resolved flag, which comments the viewer may see, and where a notification leads. Depends on the
 * shared, notifications and posts modules.
 */
export * from "./rules/comments.js";
export {
  commentContentOf,
  commentIdSlugOf,
  commentToActOn,
  findComment,
  postOfComment,
  softDeleteComment,
  visibleComment,
} from "./services/comments.js";
export { flagsOf, lockPostOfComments, recountShownComments, withShownCount } from "./services/shown-count.js";
export type { CommentRow } from "./mappers.js";
export { createCommentLoaders, type CommentLoaders } from "./loaders.js";
export { FORUM_COMMENT_SEED, forumCommentSeed } from "./seed-data.js";
export { seedDemoComments, seedDemoNotifications } from "./seed.js";
export { resolvers } from "./resolvers/index.js";
