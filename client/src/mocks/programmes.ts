/** Moved to features/programmes/mocks: this path stays for the tests that still import it. */
export * from "../features/programmes/mocks";
