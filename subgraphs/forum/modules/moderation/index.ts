/**
 * The moderation module: pinning and hiding posts and comments, deleting content (its author or its moderators; a
 * moderator's deletion approves its pending reports), who moderates what, the forum admin dashboard and the support
 * queue, and the moderation and report rules. Depends on the shared, notifications, posts and comments modules.
 */
export * from "./rules/moderation.js";
export { approveReportsOf, reportsOf, type ReportTarget } from "./services/deletion.js";
export { requireModeratorScope, reviewableReportsWhere } from "./services/moderation.js";
export type { ModerationSummaryModel } from "./mappers.js";
export { resolvers } from "./resolvers/index.js";
