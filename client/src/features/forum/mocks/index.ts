/**
 * The forum's mock backend: tags, posts, comments, votes, bookmarks, history and search (./forum.ts), notifications
 * (./notifications.ts), class forums (./classes.ts) and moderation and reports (./moderation.ts), with their share of
 * the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { forumResolvers } from "./forum";
import { forumNotificationResolvers } from "./notifications";
import { forumClassResolvers } from "./classes";
import { forumModerationResolvers } from "./moderation";

export * from "./forum";
export * from "./notifications";
// ./forum.ts's mockForumScope is the one to use: it asks ./classes.ts's, which hands it in when it loads.
export { mockClassMemberships, mockForumClass, type MockForumClass } from "./classes";
export * from "./moderation";

export function forumMockResolvers(deps: MockDeps): Resolvers {
  const forum = forumResolvers(deps);
  const notifications = forumNotificationResolvers(deps);
  const classes = forumClassResolvers(deps);
  const moderation = forumModerationResolvers(deps);
  return {
    Query: { ...forum.Query, ...notifications.Query, ...classes.Query, ...moderation.Query },
    Mutation: { ...forum.Mutation, ...notifications.Mutation, ...classes.Mutation, ...moderation.Mutation },
    ForumCategory: forum.ForumCategory,
    ForumTag: forum.ForumTag,
    ForumPost: { ...forum.ForumPost, ...classes.ForumPost, ...moderation.ForumPost },
    ForumClass: classes.ForumClass,
    ForumComment: { ...forum.ForumComment, ...moderation.ForumComment },
    ForumNotification: { ...notifications.ForumNotification, ...moderation.ForumNotification },
    ForumReport: moderation.ForumReport,
    User: forum.User,
  };
}
