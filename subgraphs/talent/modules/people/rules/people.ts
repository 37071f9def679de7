/** People search (SPEC §5) as pure rules: the size of its pages, shared with the client that asks for them. */

/** SPEC §9: people lists page by 8. */
export const PEOPLE_PAGE_SIZE = 8;

/**
 * The admin dashboard counts people up to this many and shows "10,000 or more" beyond: an exact count of every
 * profile reads the whole table, which a page must not do.
 */
export const PEOPLE_COUNT_BOUND = 10_000;
