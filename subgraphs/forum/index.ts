/** The forum subgraph: categories, tags and posts (comments, votes, bookmarks, reports, class forums and notifications come with later issues). */
import type { SubgraphDefinition } from "../shared/server.js";
import { forumContext, type ForumContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedForum } from "./seed.js";

export const forumSubgraph: SubgraphDefinition<ForumContext> = {
  name: "forum",
  resolvers: resolvers as SubgraphDefinition["resolvers"],
  context: forumContext,
  seed: seedForum,
};
