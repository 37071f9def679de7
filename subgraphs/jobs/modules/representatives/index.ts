/**
 * The representatives module (the employer side): company representatives' requests to act for an employer (join
 * one, or add a new one), JOB_ADMIN's decisions (approve, reject, revoke), and whom an employer's approved
 * representatives are. Other modules, the subgraph root and tests use it through this file; the client imports the
 * pure rules by their own paths.
 */
export type * from "./mappers.js";
export { representativeResolvers } from "./resolvers/index.js";
export { createRepresentativeLoaders } from "./loaders.js";
export { seedRepresentatives } from "./seed.js";
export { approvedEmployerOf } from "./services/representatives.js";
