/**
 * The registration module (SPEC §4 registration period): registering within the period, one standing registration
 * per person per event, capacity with a waitlist and promotion, cancelling, teams (SPEC §5) with join codes, the
 * viewer's registrations and their calendar files. Other modules, the subgraph root and tests use it through this file; the client imports the pure
 * rules by their own paths.
 */
export type * from "./mappers.js";
export { registrationResolvers } from "./resolvers/index.js";
export { createRegistrationLoaders } from "./loaders.js";
export { REGISTRATION_CONFLICTS, type RegistrationConflict } from "./services/conflicts.js";
export { fillFromWaitlist } from "./services/waitlist.js";
export { teamRulesOf } from "./services/teams.js";
