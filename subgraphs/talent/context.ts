import type DataLoader from "dataloader";
import type { Db } from "../shared/db.js";
import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { applicationRelationLoader, createProfileLoaders } from "./modules/profiles/index.js";
import { createCareerLoaders } from "./modules/careers/index.js";
import { certifiedAssociateLoader, createInterviewLoaders } from "./modules/interviews/index.js";
import { createSkillLoaders } from "./modules/skills/index.js";
import { createVocabularyLoaders } from "./modules/vocabulary/index.js";

/**
 * Per-request DataLoaders of the talent subgraph: every module's, side by side (their names are distinct), so a module
 * reads another's rows through `ctx.loaders` and batches with it.
 */
export function createTalentLoaders(db: Db, now: Date) {
  return {
    ...createVocabularyLoaders(db),
    ...createProfileLoaders(db),
    ...createSkillLoaders(db, now),
    ...createInterviewLoaders(db),
    ...createCareerLoaders(db),
  };
}
export type TalentLoaders = ReturnType<typeof createTalentLoaders>;

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
  /**
   * Whether each person has an application the viewer sees as the employer side (modules/profiles/rules/privacy.ts
   * appliedToEmployerOfViewer), asked of jobs (which owns applications and representatives) in one batched call per
   * request tick. Only asked when the answer can change what the viewer sees (needsApplicationRelation).
   */
  applicationRelation: DataLoader<string, boolean>;
  /** The certified-associate courses each person studies, asked of courses once per request tick (career services). */
  certifiedAssociate: DataLoader<string, string[]>;
}

export interface TalentContextOptions {
  storage: () => ObjectStorage;
  now?: () => Date;
}

export function talentContext(base: BaseContext, opts: TalentContextOptions): TalentContext {
  const now = opts.now?.() ?? new Date();
  const ctx = {
    ...base,
    loaders: createTalentLoaders(base.db, now),
    now,
    pendingProfileScores: new Map(),
    applicationRelation: applicationRelationLoader(base),
    certifiedAssociate: certifiedAssociateLoader(base),
  };
  // Resolved on first use: a request that never touches avatars never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as TalentContext;
}
