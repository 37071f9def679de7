/**
 * The assessments review (SPEC §6 admin menu: assessments): how the queue pages and what a withdrawal must say. Pure:
 * the client's forms and mocks import these.
 */

/** The review queue shows 20 attempts a page, like the other admin lists. */
export const REVIEW_PAGE_SIZE = 20;
/** A withdrawal's reason, which the learner reads: long enough to say why, short enough to read at a glance. */
export const WITHDRAWAL_REASON_LIMITS = [10, 500] as const;
