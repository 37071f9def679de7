/** Moved to features/catalogue/mocks: this path stays for the tests that still import it. */
export * from "../features/catalogue/mocks";
