/** The largest page any list serves; pure, so the client and its mocks can ask for "all of them" by the same number. */
export const MAX_PAGE_SIZE = 100;
