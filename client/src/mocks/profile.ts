/** Moved to features/talent/mocks: this path stays for the tests that still import it. */
export * from "../features/talent/mocks";
