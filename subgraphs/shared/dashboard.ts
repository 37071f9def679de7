/**
 * The learner dashboard's list sizes (SPEC §9: dashboard posts 3, recent announcements 3, dashboard active programmes
 * max 2; open jobs for the target role 3), written once: the forum, courses and jobs serve their dashboard lists with
 * them and the client's cards and mocks import them. Pure (no I/O), so `@server/shared/dashboard` is safe for the client.
 */
export const DASHBOARD_LIMITS = {
  /** SPEC §9: dashboard posts 3. */
  recentPosts: 3,
  /** SPEC §9: recent announcements 3. */
  recentAnnouncements: 3,
  /** SPEC §9: dashboard active programmes max 2. */
  activeProgrammes: 2,
  /** A few open jobs for the learner's target role (a preview of `/jobs`). */
  roleJobs: 3,
} as const;
