/**
 * The forum subgraph: categories, tags and who follows them, posts (written, edited and deleted by their authors)
 * with votes, follows and bookmarks. Comments, search, class forums, moderation and notifications come with later
 * slices and issues.
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { forumContext, type ForumContext, type ForumContextOptions } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedForum } from "./seed.js";

export function createForumSubgraph(opts: ForumContextOptions = {}): SubgraphDefinition<ForumContext> {
  return {
    name: "forum",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => forumContext(base, opts),
    seed: seedForum,
  };
}

export const forumSubgraph: SubgraphDefinition<ForumContext> = createForumSubgraph();
