/**
 * The programmes module (SPEC §1 sponsored programmes, §3 Program and registration forms, §5 admission and
 * selection): programmes and their registration forms, applications and their pipeline, admission prerequisites and
 * credits for prior learning, and the course admin's programme settings. Other modules, the subgraph root and tests
 * use it through this file only.
 */
export type * from "./mappers.js";
export { programmeResolvers } from "./resolvers/index.js";
export { createProgrammeLoaders } from "./loaders.js";
export { seedProgrammes } from "./seed.js";
export { findProgramme } from "./services/programmes.js";
export { assertMayStudy } from "./services/admission.js";
export type { ApplicationStatus, ProgrammeKind } from "./rules/applications.js";
export type { RegistrationFieldData } from "./rules/registration.js";
export { PROGRAMMES, REGISTRATION_FORMS, programmeSeed } from "./seed-data.js";
