import type { BaseContext } from "../shared/server.js";
import { hasRole } from "../shared/viewer.js";
import type { JobViewer } from "./rules/campaigns.js";
import { createJobsLoaders, type JobsLoaders } from "./loaders.js";

export interface JobsContext extends BaseContext {
  loaders: JobsLoaders;
  /** The request's clock, read once (applications, history entries, saved dates). */
  now: Date;
  /**
   * Who is looking, for exclusive campaigns: JOB_ADMIN, and the programmes the viewer is a member of (asked of courses
   * through ctx.peers once per request, only when needed, never for visitors or JOB_ADMIN). Call it before any
   * transaction: it reaches another subgraph.
   */
  jobViewer(): Promise<JobViewer>;
}

export const MEMBERSHIPS_QUERY = /* GraphQL */ `query($u: ID!) { programmeMemberships(userId: $u) }`;

export interface JobsContextOptions {
  now?: () => Date;
}

export function jobsContext(base: BaseContext, opts: JobsContextOptions = {}): JobsContext {
  let memo: Promise<JobViewer> | undefined;
  const jobViewer = () =>
    (memo ??= (async (): Promise<JobViewer> => {
      const viewer = base.viewer;
      if (!viewer) return { jobAdmin: false, memberships: new Set() };
      if (hasRole(viewer, "JOB_ADMIN")) return { jobAdmin: true, memberships: new Set() };
      const data = await base.peers.ask<{ programmeMemberships: string[] }>("courses", MEMBERSHIPS_QUERY, { u: viewer.id });
      return { jobAdmin: false, memberships: new Set(data.programmeMemberships) };
    })());
  const ctx = { ...base, now: opts.now?.() ?? new Date(), jobViewer } as Omit<JobsContext, "loaders">;
  return { ...ctx, loaders: createJobsLoaders(base.db, base.viewer?.id ?? null, jobViewer) };
}
