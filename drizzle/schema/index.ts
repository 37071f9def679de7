/** Every domain's tables; each domain lives in its own Postgres schema and is migrated from its own folder. */
export * from "./auth.js";
export * from "./courses.js";
export * from "./talent.js";
export * from "./jobs.js";
export * from "./forum.js";
export * from "./events.js";
export * from "./mail.js";
