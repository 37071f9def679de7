/** Moved to features/forum/mocks: this path stays for the tests that still import it. */
export * from "../features/forum/mocks";
