import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { createTalentLoaders, type TalentLoaders } from "./loaders.js";

export interface TalentContext extends BaseContext {
  loaders: TalentLoaders;
  /** Where avatars live (one instance per process, from the environment unless a test injects one). */
  storage: ObjectStorage;
  /** The request's clock, read once (future-start checks, CV scoring). */
  now: Date;
  /**
   * Profile CV scores being computed (and recorded) in this request, per person: `cvScoreHistory` waits for them, so
   * a query asking for the score and then its history sees the snapshot the score just recorded.
   */
  pendingProfileScores: Map<string, Promise<unknown>>;
}

export interface TalentContextOptions {
  storage: () => ObjectStorage;
  now?: () => Date;
}

export function talentContext(base: BaseContext, opts: TalentContextOptions): TalentContext {
  const ctx = { ...base, loaders: createTalentLoaders(base.db), now: opts.now?.() ?? new Date(), pendingProfileScores: new Map() };
  // Resolved on first use: a request that never touches avatars never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as TalentContext;
}
