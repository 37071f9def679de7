/**
 * The skills module (SPEC §3, §4, §9): the skills system's roles with their requirements, the skill tests, each
 * person's chosen role, verified skills and readiness for a role, and the pure rules of levels, roles, readiness,
 * tests, attempts, ranking and proctoring (with the question banks). Depends on the vocabulary (skills are its tools)
 * and profiles (the person, who sees what) modules. Other modules, the subgraph root, tests and (for rules and seed
 * data, by their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { skillResolvers } from "./resolvers/index.js";
export { createSkillLoaders } from "./loaders.js";
export { seedSkills } from "./seed.js";
export { closeExpiredAttempts, SKILL_ATTEMPT_CLOSING_EVERY_MS } from "./services/grading.js";
export { DEMO_SKILLS } from "./demo-seed-data.js";
export { SKILL_ROLE_SEED } from "./roles-seed-data.js";
export { SKILL_TEST_SEED } from "./tests-seed-data.js";
