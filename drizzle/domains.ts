/**
 * The Postgres schemas, in the order their migrations run. `core` holds only extensions (pg_trgm) that the
 * domains' indexes need, so it goes first.
 */
export const DOMAINS = ["core", "auth", "mail", "talent", "courses", "jobs", "forum", "events"] as const;
export type Domain = (typeof DOMAINS)[number];
