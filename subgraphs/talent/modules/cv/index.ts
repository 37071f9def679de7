/**
 * The CV module (SPEC §9): the pure CV rules (parse pasted text or a profile, score it against a career role with the
 * SPEC's weights, explain each criterion; fixture CVs in rules/fixtures), a profile's CV score and pasted-text scores,
 * and each person's history of scores. Depends on the profiles and vocabulary modules. Other modules, the subgraph
 * root, tests and (for rules, by their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { cvResolvers } from "./resolvers/index.js";
