/**
 * The employers module (SPEC §2 companies): employer profiles, the companies list and hiring partners, JOB_ADMIN
 * adding employers and flagging hiring partners, profile and logo editing by JOB_ADMIN and the employer's approved
 * representatives, the company form (shared with representatives' new-employer requests), and who acts for an
 * employer (the employer side every back-office operation checks). Other modules, the subgraph root and tests use it
 * through this file; the client imports the pure rules by their own paths.
 */
export type * from "./mappers.js";
export { employerResolvers } from "./resolvers/index.js";
export { createEmployerLoaders } from "./loaders.js";
export { seedEmployers } from "./seed.js";
export { companySchema, insertEmployer, plainText, type CompanyInputRaw } from "./services/employers.js";
export { employerIdsNamed, findEmployer } from "./services/companies.js";
export { requireEmployerSide } from "./services/employer-side.js";
export { actsFor, type EmployerSide } from "./rules/employer-side.js";
export { COMPANY_LIMITS } from "./rules/employers.js";
