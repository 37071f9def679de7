/**
 * The listings module (SPEC §2 /events and the event page, §3 Event): events with their banner, links and sections,
 * exhibitors (employers owned by jobs), the filtered list, the dashboard's events and calendar files. Other modules,
 * the subgraph root and tests use it through this file; the client imports the pure rules and seed data by their
 * own paths.
 */
export type * from "./mappers.js";
export { listingResolvers } from "./resolvers/index.js";
export { createListingLoaders } from "./loaders.js";
export { seedListings, eventRowOf } from "./seed.js";
export { eventSeed, KL_CAREER_FAIR_ID, TEAM_EVENT_ID, type EventSeed } from "./seed-data.js";
export { eventCalendarFile } from "./services/calendar-file.js";
export { findEvent, registrationWindowOf } from "./services/events.js";
