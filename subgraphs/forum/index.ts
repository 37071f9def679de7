/**
 * The forum subgraph: categories, tags and who follows them, posts (written, edited and deleted by their authors,
 * with an image through the storage interface) with votes, follows and bookmarks, comments, the viewer's history and
 * bookmark lists, search, class forums (announcements and support posts), reports and moderation, and notifications
 * (classes asked of courses and people of talent through ctx.peers).
 *
 * Each domain is a module under modules/ (its resolvers, services, pure rules, loaders, model types and tests); a
 * module reaches another only through its index.ts. This file merges the modules' resolvers: a type gets its fields
 * from the module that owns it and from the modules that add fields to it (a post's comments, tags, class forum...).
 */
import type { Resolvers } from "./__generated__/resolvers-types.js";
import { mergeModuleResolvers } from "../shared/modules.js";
import { personalDataResolvers } from "./personal-data.js";
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import { forumContext, type ForumContext } from "./context.js";
import { resolvers as classes } from "./modules/classes/index.js";
import { resolvers as comments } from "./modules/comments/index.js";
import { resolvers as history } from "./modules/history/index.js";
import { resolvers as moderation } from "./modules/moderation/index.js";
import { DIGEST_EVERY_MS, resolvers as notifications, writeDailyDigests } from "./modules/notifications/index.js";
import { resolvers as posts } from "./modules/posts/index.js";
import { resolvers as reports } from "./modules/reports/index.js";
import { resolvers as search } from "./modules/search/index.js";
import { resolvers as tags } from "./modules/tags/index.js";
import { seedForum } from "./seed.js";

/** The modules' resolvers as one map, type by type; two modules resolving the same field is a mistake, refused here. */
const resolvers: Resolvers = mergeModuleResolvers("forum", [
  posts,
  tags,
  comments,
  history,
  notifications,
  classes,
  search,
  moderation,
  reports,
  personalDataResolvers,
]);

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
    jobs: [{ name: "forum-digests", everyMs: DIGEST_EVERY_MS, run: (db, now) => writeDailyDigests(db, now) }],
  };
}

export const forumSubgraph: SubgraphDefinition<ForumContext> = createForumSubgraph();
