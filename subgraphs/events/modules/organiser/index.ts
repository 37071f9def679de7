/**
 * The organiser module (JOB_ADMIN runs events): creating and rewriting events with their sections, capacity, team
 * rules and exhibitors; an event's registrations, paged and as a CSV export. The subgraph root and tests use it
 * through this file.
 */
export { organiserResolvers } from "./resolvers/index.js";
export { CSV_COLUMNS } from "./rules/export.js";
export { createOrganiserLoaders } from "./loaders.js";
