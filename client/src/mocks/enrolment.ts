/** Moved to features/enrolment/mocks: this path stays for the tests that still import it. */
export * from "../features/enrolment/mocks";
