/**
 * Applications (SPEC §2 Home, /applications): the learner's programme applications, job applications and event
 * registrations in one place, each kind paged as its own source is. Nothing here is used by other features. Pages are
 * not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export {};
