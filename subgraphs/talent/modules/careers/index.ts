/**
 * The careers module (SPEC §1 career services, for certified-associate students): the staff who mentor and coach,
 * each learner's services with their team, portfolio projects toward the 10 with their reviews, and resume and
 * portfolio reviews; interview preparation comes from the interviews module. Eligibility is asked of courses through
 * interviews' certified-associate loader. Other modules, the subgraph root, tests and (for rules and seed data, by
 * their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { careerResolvers } from "./resolvers/index.js";
export { createCareerLoaders } from "./loaders.js";
export { seedCareers } from "./seed.js";
export { demoCareerServices } from "./demo-seed-data.js";
