/**
 * The applications module (SPEC §2 job applications): applying, withdrawing and the employer side moving an
 * application along the pipeline, each move dated in its history; the viewer's and a job's applications; which
 * applicants an employer may see (asked by talent). Other modules, the subgraph root and tests use it through this
 * file; the client imports the pure rules by their own paths.
 */
export type * from "./mappers.js";
export { applicationResolvers } from "./resolvers/index.js";
export { createApplicationLoaders } from "./loaders.js";
export { seedApplications } from "./seed.js";
