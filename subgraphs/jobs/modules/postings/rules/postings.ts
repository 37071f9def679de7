/** Pure rules of job postings: page sizes, how many related jobs, job ids and the job form's lengths. */

/** SPEC gives no page size for /jobs; 10 a page reads well as a list of postings (docs/decisions.md). */
export const JOB_PAGE_SIZE = 10;

/** The back office's job list (allJobs) shows 20 a page by default: a table, denser than the public list. */
export const ALL_JOBS_PAGE_SIZE = 20;

/** SPEC §9: similar jobs and an employer's other jobs, at most 3 each. */
export const RELATED_JOBS_MAX = 3;

/**
 * Job ids are numeric (SPEC), exposed as GraphQL IDs. Returns the positive 32-bit integer an id names, or null when
 * the text cannot be a job id (it then names no job, rather than being an error).
 */
export function parseJobId(id: string | number): number | null {
  const text = String(id).trim();
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : null;
}

/** Lengths of the job form (characters): [min, max]. */
export const JOB_LIMITS = { title: [2, 120], location: [2, 80], description: [20, 5000] } as const;

/**
 * The admin dashboard counts open jobs up to this many and shows "1,000 or more" beyond: most jobs are open, so an
 * exact count would read most of the table.
 */
export const OPEN_JOBS_COUNT_BOUND = 1_000;
