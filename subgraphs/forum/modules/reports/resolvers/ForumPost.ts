import type { ForumPostResolvers } from "../../../__generated__/resolvers-types.js";
import { postViewerMayReport } from "../services/reports.js";

/** The reports module's field of a post (the posts module owns the type). */
export const ForumPost: ForumPostResolvers = {
  viewerMayReport: (post, _, ctx) => postViewerMayReport(ctx, post),
};
