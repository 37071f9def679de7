/** Moved to features/classroom/mocks: this path stays for the tests that still import it. */
export * from "../features/classroom/mocks";
