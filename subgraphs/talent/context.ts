import DataLoader from "dataloader";
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
  /**
   * Whether each person has an application the viewer sees as the employer side (rules/privacy.ts
   * appliedToEmployerOfViewer), asked of jobs (which owns applications and representatives) in one batched call per
   * request tick. Only asked when the answer can change what the viewer sees (needsApplicationRelation).
   */
  applicationRelation: DataLoader<string, boolean>;
}

/** Jobs' internal question (the platform only): which of these people applied where the viewer is the employer side. */
export const APPLICANTS_VISIBLE_QUERY = /* GraphQL */ `
  query ($viewerId: ID!, $jobAdmin: Boolean!, $userIds: [ID!]!) {
    applicantsVisibleTo(viewerId: $viewerId, jobAdmin: $jobAdmin, userIds: $userIds)
  }
`;

function applicationRelationLoader(base: BaseContext): DataLoader<string, boolean> {
  return new DataLoader<string, boolean>(async (userIds) => {
    const viewer = base.viewer;
    if (!viewer) return userIds.map(() => false);
    const data = await base.peers.ask<{ applicantsVisibleTo: string[] }>("jobs", APPLICANTS_VISIBLE_QUERY, {
      viewerId: viewer.id,
      jobAdmin: viewer.roles.includes("JOB_ADMIN"),
      userIds: [...userIds],
    });
    const granted = new Set(data.applicantsVisibleTo);
    return userIds.map((id) => granted.has(id));
  });
}

export interface TalentContextOptions {
  storage: () => ObjectStorage;
  now?: () => Date;
}

export function talentContext(base: BaseContext, opts: TalentContextOptions): TalentContext {
  const ctx = {
    ...base,
    loaders: createTalentLoaders(base.db),
    now: opts.now?.() ?? new Date(),
    pendingProfileScores: new Map(),
    applicationRelation: applicationRelationLoader(base),
  };
  // Resolved on first use: a request that never touches avatars never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as TalentContext;
}
