import type { ForumReportResolvers } from "../../../__generated__/resolvers-types.js";
import {
  findReport,
  reportAuthorOf,
  reportCommentOf,
  reporterOf,
  reportPostOf,
  reportPostTitle,
  reportViewerMayReview,
} from "../services/reports.js";

export const ForumReport: ForumReportResolvers = {
  __resolveReference: (ref, ctx) => findReport(ctx, ref.id),
  id: (r) => r.id,
  reporter: (r) => reporterOf(r),
  createdDate: (r) => r.createdAt.toISOString(),
  status: (r) => r.status,
  reason: (r) => r.reason,
  post: (r, _, ctx) => reportPostOf(ctx, r),
  comment: (r, _, ctx) => reportCommentOf(ctx, r),
  author: (r) => reportAuthorOf(r),
  postTitle: (r, _, ctx) => reportPostTitle(ctx, r),
  excerpt: (r) => r.excerpt,
  reviewedDate: (r) => r.reviewedAt?.toISOString() ?? null,
  viewerMayReview: (r, _, ctx) => reportViewerMayReview(ctx, r),
};
