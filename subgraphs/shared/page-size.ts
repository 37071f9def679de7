/** The largest page any list serves; pure, so the client and its mocks can ask for "all of them" by the same number. */
export const MAX_PAGE_SIZE = 100;

/**
 * How far `PageInfo.knownCount` counts: beyond it a list says "1,000+" and its pager reaches the pages counted plus
 * the next. Counting stops there, so showing a page costs the same on a list of any length.
 */
export const KNOWN_COUNT_LIMIT = 1_000;

/** Messages per page of the dev mailbox's list (router/mail/http.ts); the client's mocks page the same way. */
export const DEV_MAILBOX_PAGE_SIZE = 50;
