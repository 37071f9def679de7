/**
 * The profiles module (SPEC §3 Student): people's profiles (About, contact, job settings, target role, interface
 * language, settings entries), work experiences and educations, avatars, profile completion, who sees which field,
 * and the sign-up hook. Depends on the vocabulary module (skills, target roles). Other modules, the subgraph root,
 * tests and (for rules, by their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { profileResolvers } from "./resolvers/index.js";
export { APPLICANTS_VISIBLE_QUERY, applicationRelationLoader, createProfileLoaders } from "./loaders.js";
export { seedProfiles } from "./seed.js";
export { canRead, findUser } from "./services/profiles.js";
export { isSelf } from "./rules/privacy.js";
export { emailPreferencesOf, toUiLanguageEnum, type OptionalEmailEnum } from "./rules/settings.js";
