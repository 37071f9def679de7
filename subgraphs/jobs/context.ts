import type { Db } from "../shared/db.js";
import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { hasRole } from "../shared/viewer.js";
import { createApplicationLoaders } from "./modules/applications/index.js";
import { createCampaignLoaders, type JobViewer } from "./modules/campaigns/index.js";
import { createEmployerLoaders, type EmployerSide } from "./modules/employers/index.js";
import { createPostingLoaders } from "./modules/postings/index.js";
import { approvedEmployerOf, createRepresentativeLoaders } from "./modules/representatives/index.js";

/**
 * Per-request DataLoaders of the jobs subgraph: every module's, side by side (their names are distinct), so a module
 * reads another's rows through `ctx.loaders` and batches with it. `viewerId`: the caller, for the viewer-scoped
 * loaders (null for visitors); `jobViewer`: who is looking, for the job lists' visibility condition.
 */
export function createJobsLoaders(db: Db, viewerId: string | null, jobViewer: () => Promise<JobViewer>) {
  return {
    ...createEmployerLoaders(db),
    ...createCampaignLoaders(db, jobViewer),
    ...createPostingLoaders(db, viewerId, jobViewer),
    ...createRepresentativeLoaders(db),
    ...createApplicationLoaders(db, viewerId),
  };
}
export type JobsLoaders = ReturnType<typeof createJobsLoaders>;

export interface JobsContext extends BaseContext {
  loaders: JobsLoaders;
  /** Where employer logos live (one instance per process, from the environment unless a test injects one). */
  storage: ObjectStorage;
  /** The request's clock, read once (applications, history entries, saved dates, decisions). */
  now: Date;
  /**
   * Who is looking, for exclusive campaigns: JOB_ADMIN, the employer the viewer represents (its own jobs are never
   * hidden from it), and the programmes the viewer is a member of (asked of courses through ctx.peers once per
   * request, only when needed, never for visitors or JOB_ADMIN). Call it before any transaction: it reaches another
   * subgraph.
   */
  jobViewer(): Promise<JobViewer>;
  /** The employer side of the viewer: JOB_ADMIN, and the employer they are an APPROVED representative of (one query, memoized). */
  employerSide(): Promise<EmployerSide>;
}

export const MEMBERSHIPS_QUERY = /* GraphQL */ `
  query ($u: ID!) {
    programmeMemberships(userId: $u)
  }
`;

export interface JobsContextOptions {
  storage: () => ObjectStorage;
  now?: () => Date;
}

export function jobsContext(base: BaseContext, opts: JobsContextOptions): JobsContext {
  const viewer = base.viewer;
  let sideMemo: Promise<EmployerSide> | undefined;
  const employerSide = () =>
    (sideMemo ??= (async (): Promise<EmployerSide> => {
      const jobAdmin = !!viewer && hasRole(viewer, "JOB_ADMIN");
      // Only the role's holders can represent an employer: a person who lost the role stops acting for it at once.
      if (!viewer || !hasRole(viewer, "COMPANY_REPRESENTATIVE")) return { jobAdmin, representing: null };
      return { jobAdmin, representing: await approvedEmployerOf(base.db, viewer.id) };
    })());
  let viewerMemo: Promise<JobViewer> | undefined;
  const jobViewer = () =>
    (viewerMemo ??= (async (): Promise<JobViewer> => {
      if (!viewer) return { jobAdmin: false, representing: null, memberships: new Set() };
      if (hasRole(viewer, "JOB_ADMIN")) return { jobAdmin: true, representing: null, memberships: new Set() };
      const [side, data] = await Promise.all([
        employerSide(),
        base.peers.ask<{ programmeMemberships: string[] }>("courses", MEMBERSHIPS_QUERY, { u: viewer.id }),
      ]);
      return { jobAdmin: false, representing: side.representing, memberships: new Set(data.programmeMemberships) };
    })());
  const ctx = { ...base, now: opts.now?.() ?? new Date(), jobViewer, employerSide };
  const full = { ...ctx, loaders: createJobsLoaders(base.db, viewer?.id ?? null, jobViewer) };
  // Resolved on first use: a request that never touches logos never needs storage configured.
  return Object.defineProperty(full, "storage", { get: opts.storage, enumerable: true }) as JobsContext;
}
