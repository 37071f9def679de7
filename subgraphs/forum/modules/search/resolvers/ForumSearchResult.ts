import type { ForumSearchResultResolvers } from "../../../__generated__/resolvers-types.js";
import { searchClasses, searchPeople, searchPosts, searchTags } from "../service.js";

/** Each list runs only when selected, and only within the asked scope (service.ts). */
export const ForumSearchResult: ForumSearchResultResolvers = {
  tags: (result, _, ctx) => searchTags(ctx, result),
  classes: (result, _, ctx) => searchClasses(ctx, result),
  posts: (result, _, ctx) => searchPosts(ctx, result),
  people: (result, _, ctx) => searchPeople(ctx, result),
};
