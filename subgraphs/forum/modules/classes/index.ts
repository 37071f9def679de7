/**
 * The classes module: class forums (a class's posts, announcements and support questions, read by its members and
 * moderated by its instructors; courses owns membership), and the class forum a post belongs to. Depends on the
 * shared, notifications, posts and tags modules.
 */
export * from "./rules/classes.js";
export { CLASS_MEMBER_IDS_QUERY } from "./services/classes.js";
export type { ClassForumModel } from "./mappers.js";
export { resolvers } from "./resolvers/index.js";
