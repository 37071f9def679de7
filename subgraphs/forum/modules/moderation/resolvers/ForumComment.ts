import type { ForumCommentResolvers } from "../../../__generated__/resolvers-types.js";
import { commentViewerIsModerator } from "../services/moderation.js";

/** The moderation module's field of a comment (the comments module owns the type). */
export const ForumComment: ForumCommentResolvers = {
  viewerIsModerator: (comment, _, ctx) => commentViewerIsModerator(ctx, comment),
};
