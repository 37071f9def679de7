import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { createTag, deleteTag, followTag, unfollowTag, updateTag } from "../services/tags.js";

export const Mutation: MutationResolvers = {
  followForumTag: (_, { id }, ctx) => followTag(ctx, id),
  unfollowForumTag: (_, { id }, ctx) => unfollowTag(ctx, id),
  createForumTag: (_, { input }, ctx) => createTag(ctx, input),
  updateForumTag: (_, { id, input }, ctx) => updateTag(ctx, id, input),
  deleteForumTag: (_, { id }, ctx) => deleteTag(ctx, id),
};
