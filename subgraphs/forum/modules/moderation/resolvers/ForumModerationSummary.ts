import type { ForumModerationSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import {
  summaryOpenSupportCount,
  summaryPendingReportCount,
  summaryRecentAnnouncements,
  summaryRecentPosts,
} from "../services/moderation.js";

export const ForumModerationSummary: ForumModerationSummaryResolvers = {
  pendingReportCount: (s, _, ctx) => summaryPendingReportCount(ctx, s),
  openSupportCount: (s, _, ctx) => summaryOpenSupportCount(ctx, s),
  recentPosts: (s, _, ctx) => summaryRecentPosts(ctx, s),
  recentAnnouncements: (s, _, ctx) => summaryRecentAnnouncements(ctx, s),
};
