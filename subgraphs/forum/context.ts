import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { createForumLoaders, type ForumLoaders } from "./loaders.js";

export interface ForumContext extends BaseContext {
  loaders: ForumLoaders;
  /** The request's clock, read once (post dates, votes, follows, bookmarks). */
  now: Date;
  /** Where post images live (one instance per process, from the environment unless a test injects one). */
  storage: ObjectStorage;
  /**
   * The slugs of the classes the viewer belongs to (student or instructor), asked of courses (which owns class
   * membership) through ctx.peers once per request, only when needed; empty for visitors. Call it before any
   * transaction: it reaches another subgraph.
   */
  viewerClassSlugs(): Promise<ReadonlySet<string>>;
}

/** Courses' internal question (the platform only): the classes a person belongs to, by slug. */
export const CLASS_SLUGS_QUERY = /* GraphQL */ `query($u: ID!) { classSlugsOf(userId: $u) }`;

export interface ForumContextOptions {
  /** Post image storage. */
  storage: () => ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

export function forumContext(base: BaseContext, opts: ForumContextOptions): ForumContext {
  const viewer = base.viewer;
  let classSlugsMemo: Promise<ReadonlySet<string>> | undefined;
  const viewerClassSlugs = () =>
    (classSlugsMemo ??= viewer
      ? base.peers.ask<{ classSlugsOf: string[] }>("courses", CLASS_SLUGS_QUERY, { u: viewer.id }).then((d) => new Set(d.classSlugsOf))
      : Promise.resolve(new Set<string>()));
  const ctx = { ...base, now: opts.now?.() ?? new Date(), loaders: createForumLoaders(base.db, viewer?.id ?? null), viewerClassSlugs };
  // Resolved on first use: a request that never touches images never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as ForumContext;
}
