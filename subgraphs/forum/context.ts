import type { BaseContext } from "../shared/server.js";
import { createForumLoaders, type ForumLoaders } from "./loaders.js";

export interface ForumContext extends BaseContext {
  loaders: ForumLoaders;
  /** The request's clock, read once (post dates, votes, follows, bookmarks). */
  now: Date;
}

export interface ForumContextOptions {
  /** Clock, for tests. */
  now?: () => Date;
}

export function forumContext(base: BaseContext, opts: ForumContextOptions = {}): ForumContext {
  return { ...base, now: opts.now?.() ?? new Date(), loaders: createForumLoaders(base.db, base.viewer?.id ?? null) };
}
