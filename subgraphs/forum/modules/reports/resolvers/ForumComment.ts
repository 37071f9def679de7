import type { ForumCommentResolvers } from "../../../__generated__/resolvers-types.js";
import { commentViewerMayReport } from "../services/reports.js";

/** The reports module's field of a comment (the comments module owns the type). */
export const ForumComment: ForumCommentResolvers = {
  viewerMayReport: (comment, _, ctx) => commentViewerMayReport(ctx, comment),
};
