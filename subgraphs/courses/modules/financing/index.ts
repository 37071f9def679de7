/**
 * The financing module (SPEC §1 financing): the pure financing rules (money, upfront discount, ISA schedule and
 * statements, withdrawal) and their quotes, income-share agreements (income reports, monthly statements) and
 * withdrawals applied to orders. Other modules, the subgraph root and tests use it through this file; the client
 * imports the pure rules by their own paths.
 */
export type * from "./mappers.js";
export { financingResolvers } from "./resolvers/index.js";
export { createFinancingLoaders } from "./loaders.js";
export { seedFinancing, DEMO_ISA_ORDER_ID } from "./seed.js";
export { runIsaStatementsAt } from "./services/isa.js";
export { shareOfCents, toUsd } from "./rules/money.js";
export { UPFRONT_DISCOUNT } from "./rules/upfront.js";
export { ISA_COUNTRIES, isIsaCountry } from "./rules/isa.js";
export { addMonths, firstCollectionMonth, monthStart } from "./rules/statement.js";
