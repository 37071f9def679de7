/**
 * The content module (SPEC §1, §3; the marketing content of DESIGN): team profiles, testimonials (linking the job
 * area's employers), partner organisations, FAQs, statistics and value cards, served in the asked interface language
 * (English by default; shared/translations.ts), and the pure content rules (course text sanitizing, the FAQ list of a
 * course page, the catalogue filter). Other modules, the subgraph root and tests use it through this file only.
 */
export type * from "./mappers.js";
export { contentResolvers } from "./resolvers/index.js";
export { createContentLoaders } from "./loaders.js";
export { seedContent } from "./seed.js";
export { inOrder } from "./service.js";
export { courseFilterSchema, faqTypeOfCategory, sanitizeCourseContent, type CourseFilterInput, type FaqTypeId } from "./rules/content.js";
export { PEOPLE, TESTIMONIALS } from "./seed-data.js";
