/**
 * The forum's shared module: the pure rules several modules' rules build on (who may read and moderate what, ids and
 * slugs, list sizes, the notification types) and what the forum asks courses about classes. Everything here is pure
 * (no database, no services), so other modules' rules, the database schema and the client may import it; it depends
 * on no other module.
 */
export * from "./rules/access.js";
export * from "./rules/id-slug.js";
export * from "./rules/listing.js";
export * from "./rules/notification-types.js";
export * from "./courses-queries.js";
