/** Moved to features/employer/mocks: this path stays for the tests that still import it. */
export * from "../features/employer/mocks";
