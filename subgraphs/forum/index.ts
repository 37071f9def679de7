/**
 * The forum subgraph: categories, tags and who follows them, posts (written, edited and deleted by their authors,
 * with an image through the storage interface) with votes, follows and bookmarks, comments, the viewer's history and
 * bookmark lists, search, class forums (announcements and support posts), reports and moderation, and notifications
 * (classes asked of courses and people of talent through ctx.peers).
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import { forumContext, type ForumContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedForum } from "./seed.js";

export interface ForumSubgraphOptions {
  /** Post image storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

export function createForumSubgraph(opts: ForumSubgraphOptions = {}): SubgraphDefinition<ForumContext> {
  const storage = opts.storage ? () => opts.storage! : processStorage;
  return {
    name: "forum",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => forumContext(base, { storage, now: opts.now }),
    seed: seedForum,
  };
}

export const forumSubgraph: SubgraphDefinition<ForumContext> = createForumSubgraph();
