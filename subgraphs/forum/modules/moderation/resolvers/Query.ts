import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { moderationSummary, supportPosts, viewerIsForumModerator } from "../services/moderation.js";

export const Query: QueryResolvers = {
  forumViewerIsModerator: (_, __, ctx) => viewerIsForumModerator(ctx),
  forumSupportPosts: (_, args, ctx) => supportPosts(ctx, args),
  forumModerationSummary: (_, __, ctx) => moderationSummary(ctx),
};
