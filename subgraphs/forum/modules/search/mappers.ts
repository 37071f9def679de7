/** Model types of the search module (codegen maps GraphQL types to them: schema/mappers.ts). */
import type { ForumSearchScope } from "./rules/search.js";

/** What `forumSearch` returns: the checked text and scope; the lists resolve from it (resolvers/ForumSearchResult.ts). */
export interface SearchResultModel {
  text: string;
  scope: ForumSearchScope;
}
