/**
 * The catalogue module (SPEC §2, §3): courses, providers, categories, the role-to-course mapping, programme/cohort
 * course lists, and course admins' editing (hide, feature, content). Other modules, the subgraph root, tests and (for
 * rules and seed data, by their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { catalogueResolvers } from "./resolvers/index.js";
export { createCatalogueLoaders } from "./loaders.js";
export { seedCatalogue } from "./seed.js";
export { COURSE_SEED, PROGRAMME_COURSES, careerRoleId } from "./seed-data.js";
