import { requireViewer } from "../shared/guards.js";
import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { createCommentLoaders } from "./modules/comments/index.js";
import { createPostLoaders } from "./modules/posts/index.js";
import { createReportLoaders } from "./modules/reports/index.js";
import { CLASS_MEMBERSHIPS_QUERY, scopeOf, type ClassMembership, type ForumScope } from "./modules/shared/index.js";
import { createTagLoaders } from "./modules/tags/index.js";

export interface ForumContext extends BaseContext {
  loaders: ForumLoaders;
  /** The request's clock, read once (post dates, votes, follows, bookmarks). */
  now: Date;
  /** Where post images live (one instance per process, from the environment unless a test injects one). */
  storage: ObjectStorage;
  /**
   * What the access rules know of the viewer (modules/shared/rules/access.ts): forum-admin standing and their classes
   * (student or instructor), asked of courses (which owns class membership) through ctx.peers once per request, only
   * when needed. UNAUTHENTICATED for visitors. Call it before any transaction: it reaches another subgraph.
   */
  scope(): Promise<ForumScope>;
}

/**
 * The request's DataLoaders, each module's under its own names. What depends on the viewer (their vote, follows,
 * bookmarks, reports) is loaded with the viewer's id fixed at creation; for visitors those loaders answer without a
 * statement. Comment lists and counts hold only what the viewer may see, so the comments module's loaders take the
 * viewer's scope and the posts module's post loader.
 */
function createForumLoaders(base: BaseContext, scope: () => Promise<ForumScope>) {
  const posts = createPostLoaders(base.db, base.viewer);
  return {
    ...posts,
    ...createTagLoaders(base.db, base.viewer),
    ...createCommentLoaders(base.db, base.viewer, scope, posts.post),
    ...createReportLoaders(base.db, base.viewer),
  };
}
export type ForumLoaders = ReturnType<typeof createForumLoaders>;

export interface ForumContextOptions {
  /** Post image storage. */
  storage: () => ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

export function forumContext(base: BaseContext, opts: ForumContextOptions): ForumContext {
  let scopeMemo: Promise<ForumScope> | undefined;
  const scope = () => {
    const who = requireViewer(base);
    return (scopeMemo ??= base.peers
      .ask<{ classMembershipsOf: ClassMembership[] }>("courses", CLASS_MEMBERSHIPS_QUERY, { u: who.id })
      .then((d) => scopeOf(who, d.classMembershipsOf)));
  };
  const ctx = { ...base, now: opts.now?.() ?? new Date(), loaders: createForumLoaders(base, scope), scope };
  // Resolved on first use: a request that never touches images never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as ForumContext;
}
