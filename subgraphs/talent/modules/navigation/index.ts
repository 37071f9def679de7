/**
 * The navigation module (SPEC §2 main navigation, §6 menus): the pure menu rules (documented in docs/roles.md) and the
 * menus served to visitors and to each person. Depends on the profiles module. Other modules, the subgraph root, tests
 * and (for rules, by their own paths) the client use it through this file only.
 */
export { navigationResolvers } from "./resolvers/index.js";
