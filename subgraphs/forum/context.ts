import type { BaseContext } from "../shared/server.js";
import { createForumLoaders, type ForumLoaders } from "./loaders.js";

export interface ForumContext extends BaseContext {
  loaders: ForumLoaders;
}

export function forumContext(base: BaseContext): ForumContext {
  return { ...base, loaders: createForumLoaders(base.db) };
}
