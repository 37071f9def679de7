/**
 * The certificates module (SPEC §3 certificates and badges): issuing on completion (inside the classroom's
 * transaction that completed the course) or by a course admin, composite badges, revocation and public verification.
 * Other modules, the subgraph root and tests use it through this file only.
 */
export type * from "./mappers.js";
export { certificateResolvers } from "./resolvers/index.js";
export { createCertificateLoaders } from "./loaders.js";
export { DEMO_CERTIFICATE_DAYS, seedCertificates } from "./seed.js";
export { issueOnCompletion } from "./services/certificates.js";
