/** People search (SPEC §5) as pure rules: the size of its pages, shared with the client that asks for them. */

/** SPEC §9: people lists page by 8. */
export const PEOPLE_PAGE_SIZE = 8;
