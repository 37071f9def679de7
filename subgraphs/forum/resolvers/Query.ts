import type { QueryResolvers } from "../__generated__/resolvers-types.js";
import { findClassForum, myClassForums } from "../services/classes.js";
import { findComment } from "../services/comments.js";
import { moderationSummary, supportPosts, viewerIsForumModerator } from "../services/moderation.js";
import { listReports } from "../services/reports.js";
import { bookmarkedComments, bookmarkedPosts, myComments, myPosts } from "../services/history.js";
import { listNotifications, unreadNotificationCount } from "../services/notifications.js";
import { findPost, listPosts } from "../services/posts.js";
import { forumSearch } from "../services/search.js";
import { findTag, listCategories, listTags, viewerIsForumAdmin } from "../services/tags.js";

export const Query: QueryResolvers = {
  forumTags: (_, args, ctx) => listTags(ctx, args),
  forumPosts: (_, args, ctx) => listPosts(ctx, args),
  forumPost: (_, { id }, ctx) => findPost(ctx, id),
  forumTag: (_, { id }, ctx) => findTag(ctx, id),
  forumComment: (_, { id }, ctx) => findComment(ctx, id),
  forumCategories: (_, args, ctx) => listCategories(ctx, args),
  myForumPosts: (_, args, ctx) => myPosts(ctx, args),
  myForumComments: (_, args, ctx) => myComments(ctx, args),
  forumBookmarkedPosts: (_, args, ctx) => bookmarkedPosts(ctx, args),
  forumBookmarkedComments: (_, args, ctx) => bookmarkedComments(ctx, args),
  forumSearch: (_, args, ctx) => forumSearch(ctx, args),
  forumViewerIsAdmin: (_, __, ctx) => viewerIsForumAdmin(ctx),
  forumNotifications: (_, args, ctx) => listNotifications(ctx, args),
  forumUnreadNotificationCount: (_, __, ctx) => unreadNotificationCount(ctx),
  forumClass: (_, { slug }, ctx) => findClassForum(ctx, slug),
  myForumClasses: (_, __, ctx) => myClassForums(ctx),
  forumViewerIsModerator: (_, __, ctx) => viewerIsForumModerator(ctx),
  forumReports: (_, args, ctx) => listReports(ctx, args),
  forumSupportPosts: (_, args, ctx) => supportPosts(ctx, args),
  forumModerationSummary: (_, __, ctx) => moderationSummary(ctx),
};
