/**
 * The vocabulary module (SPEC §3): the tools and skills vocabulary (concepts flagged as not skills) and the career
 * roles with their skill sets, all public. Other modules (profiles, CV scores, skills), the subgraph root, tests and
 * (for rules and seed data, by their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { vocabularyResolvers } from "./resolvers/index.js";
export { createVocabularyLoaders } from "./loaders.js";
export { seedVocabulary } from "./seed.js";
export { CAREER_ROLE_SEED, ROLE_SKILL_SEED, TOOL_SEED } from "./seed-data.js";
export { TOOL_PAGE_SIZE } from "./rules/vocabulary.js";
export { findCareerRole, findTool, skillsOfRole, toolsOf } from "./services/vocabulary.js";
