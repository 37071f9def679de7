/**
 * The tags module: forum categories and tags (the content the client's mocks share, content.ts), the sidebar's and tag
 * browser's tags, following tags, forum admins' tag management, and a post's tags and categories. Depends on the
 * shared and posts modules.
 */
export * from "./content.js";
export * from "./rules/tags.js";
export type { CategoryRow, TagRow } from "./mappers.js";
export { createTagLoaders, type TagLoaders } from "./loaders.js";
export { FORUM_TAG_SEED } from "./seed-data.js";
export { seedTagContent } from "./seed.js";
export { resolvers } from "./resolvers/index.js";
