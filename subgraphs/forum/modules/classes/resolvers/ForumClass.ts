import type { ForumClassResolvers } from "../../../__generated__/resolvers-types.js";
import {
  classModerators,
  classPosts,
  classStudents,
  classViewerIsModerator,
  classViewerMayAnnounce,
  classViewerMayAskSupport,
  classViewerRole,
} from "../services/classes.js";

export const ForumClass: ForumClassResolvers = {
  id: (c) => c.slug,
  title: (c) => c.title,
  viewerRole: (c, _, ctx) => classViewerRole(ctx, c),
  viewerIsModerator: (c, _, ctx) => classViewerIsModerator(ctx, c),
  viewerMayAnnounce: (c, _, ctx) => classViewerMayAnnounce(ctx, c),
  viewerMayAskSupport: (c, _, ctx) => classViewerMayAskSupport(ctx, c),
  posts: (c, args, ctx) => classPosts(ctx, c, args),
  moderators: (c, args, ctx) => classModerators(ctx, c, args),
  students: (c, args, ctx) => classStudents(ctx, c, args),
};
