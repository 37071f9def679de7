/**
 * The people module (SPEC §5): talent and course admins find people by name or email, and the forum's person search
 * asks for matching ids (internal). Depends on the profiles module. Other modules, the subgraph root, tests and (for
 * rules, by their own paths) the client use it through this file only.
 */
export { peopleResolvers } from "./resolvers/index.js";
export { PEOPLE_COUNT_BOUND, PEOPLE_PAGE_SIZE } from "./rules/people.js";
