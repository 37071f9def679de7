import type { ForumPostResolvers } from "../../../__generated__/resolvers-types.js";
import { postViewerIsModerator } from "../services/moderation.js";

/** The moderation module's field of a post (the posts module owns the type). */
export const ForumPost: ForumPostResolvers = {
  viewerIsModerator: (post, _, ctx) => postViewerIsModerator(ctx, post),
};
