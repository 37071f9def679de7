/** Moved to features/jobs/mocks: this path stays for the tests that still import it. */
export * from "../features/jobs/mocks";
