/**
 * The history module: the viewer's own lists (SPEC §2 forum tabs): their posts, announcements, comments and replies,
 * and their bookmarked posts and comments. It owns no GraphQL type (its lists hold posts and comments) and no loader.
 * Depends on the shared, posts and comments modules.
 */
export { resolvers } from "./resolvers/index.js";
