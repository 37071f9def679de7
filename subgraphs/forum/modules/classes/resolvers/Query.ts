import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { dashboardAnnouncements, findClassForum, myClassForums } from "../services/classes.js";

export const Query: QueryResolvers = {
  forumClass: (_, { slug }, ctx) => findClassForum(ctx, slug),
  myForumClasses: (_, __, ctx) => myClassForums(ctx),
  dashboardAnnouncements: (_, __, ctx) => dashboardAnnouncements(ctx),
};
