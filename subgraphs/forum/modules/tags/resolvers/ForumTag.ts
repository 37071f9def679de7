import type { ForumTagResolvers } from "../../../__generated__/resolvers-types.js";
import { categoryOf, findTag, viewerFollowsTag } from "../services/tags.js";

export const ForumTag: ForumTagResolvers = {
  __resolveReference: (ref, ctx) => findTag(ctx, ref.id),
  category: (tag, _, ctx) => categoryOf(ctx, tag),
  viewerFollows: (tag, _, ctx) => viewerFollowsTag(ctx, tag),
};
