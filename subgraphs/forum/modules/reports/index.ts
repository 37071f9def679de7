/**
 * The reports module: readers report posts and comments; their moderators list, approve (delete) and dismiss the
 * reports; whether the viewer may report, and the report a notification is about. Depends on the shared,
 * notifications, posts, comments and moderation modules.
 */
export type { ReportRow, ReportStatus } from "./mappers.js";
export { createReportLoaders, type ReportLoaders } from "./loaders.js";
export { resolvers } from "./resolvers/index.js";
