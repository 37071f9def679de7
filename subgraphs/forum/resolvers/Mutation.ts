import type { MutationResolvers } from "../__generated__/resolvers-types.js";
import {
  bookmarkComment,
  createComment,
  deleteComment,
  markAnswer,
  resolvePost,
  unbookmarkComment,
  unmarkAnswer,
  unresolvePost,
  updateComment,
  voteComment,
} from "../services/comments.js";
import { createClassPost } from "../services/classes.js";
import { hideComment, hidePost, pinPost, unhideComment, unhidePost, unpinPost } from "../services/moderation.js";
import { approveReport, dismissReport, reportComment, reportPost } from "../services/reports.js";
import { removePostImage, uploadPostImage } from "../services/images.js";
import { markAllNotificationsRead, markNotificationRead } from "../services/notifications.js";
import { createPost, deletePost, updatePost } from "../services/posts.js";
import { bookmarkPost, followPost, unbookmarkPost, unfollowPost, votePost } from "../services/reactions.js";
import { createTag, deleteTag, followTag, unfollowTag, updateTag } from "../services/tags.js";

export const Mutation: MutationResolvers = {
  createForumPost: (_, { input }, ctx) => createPost(ctx, input),
  updateForumPost: (_, { id, input }, ctx) => updatePost(ctx, id, input),
  deleteForumPost: (_, { id }, ctx) => deletePost(ctx, id),
  voteForumPost: (_, { id, value }, ctx) => votePost(ctx, id, value),
  followForumPost: (_, { id }, ctx) => followPost(ctx, id),
  unfollowForumPost: (_, { id }, ctx) => unfollowPost(ctx, id),
  bookmarkForumPost: (_, { id }, ctx) => bookmarkPost(ctx, id),
  unbookmarkForumPost: (_, { id }, ctx) => unbookmarkPost(ctx, id),
  followForumTag: (_, { id }, ctx) => followTag(ctx, id),
  unfollowForumTag: (_, { id }, ctx) => unfollowTag(ctx, id),
  uploadForumPostImage: (_, { id, input }, ctx) => uploadPostImage(ctx, id, input),
  removeForumPostImage: (_, { id }, ctx) => removePostImage(ctx, id),
  createForumComment: (_, args, ctx) => createComment(ctx, args),
  updateForumComment: (_, { id, description }, ctx) => updateComment(ctx, id, description),
  deleteForumComment: (_, { id }, ctx) => deleteComment(ctx, id),
  voteForumComment: (_, { id, value }, ctx) => voteComment(ctx, id, value),
  bookmarkForumComment: (_, { id }, ctx) => bookmarkComment(ctx, id),
  unbookmarkForumComment: (_, { id }, ctx) => unbookmarkComment(ctx, id),
  markForumCommentAnswer: (_, { id }, ctx) => markAnswer(ctx, id),
  unmarkForumCommentAnswer: (_, { id }, ctx) => unmarkAnswer(ctx, id),
  createForumTag: (_, { input }, ctx) => createTag(ctx, input),
  updateForumTag: (_, { id, input }, ctx) => updateTag(ctx, id, input),
  deleteForumTag: (_, { id }, ctx) => deleteTag(ctx, id),
  markForumNotificationRead: (_, { id }, ctx) => markNotificationRead(ctx, id),
  markAllForumNotificationsRead: (_, __, ctx) => markAllNotificationsRead(ctx),
  resolveForumPost: (_, { id }, ctx) => resolvePost(ctx, id),
  unresolveForumPost: (_, { id }, ctx) => unresolvePost(ctx, id),
  createForumClassPost: (_, { slug, input }, ctx) => createClassPost(ctx, slug, input),
  pinForumPost: (_, { id }, ctx) => pinPost(ctx, id),
  unpinForumPost: (_, { id }, ctx) => unpinPost(ctx, id),
  hideForumPost: (_, { id }, ctx) => hidePost(ctx, id),
  unhideForumPost: (_, { id }, ctx) => unhidePost(ctx, id),
  hideForumComment: (_, { id }, ctx) => hideComment(ctx, id),
  unhideForumComment: (_, { id }, ctx) => unhideComment(ctx, id),
  reportForumPost: (_, { id, reason }, ctx) => reportPost(ctx, id, reason),
  reportForumComment: (_, { id, reason }, ctx) => reportComment(ctx, id, reason),
  approveForumReport: (_, { id }, ctx) => approveReport(ctx, id),
  dismissForumReport: (_, { id }, ctx) => dismissReport(ctx, id),
};
