/**
 * The search module: forum search (SPEC §5) over tag names, the viewer's classes, post titles and people's names, each
 * list looked up only when selected and within the asked scope. Depends on the shared, posts, tags and classes modules.
 */
export * from "./rules/search.js";
export type { SearchResultModel } from "./mappers.js";
export { resolvers } from "./resolvers/index.js";
