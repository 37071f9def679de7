/** The employer side's mock backend (./employers.ts): company representatives, their approval and employer editing. */
import type { MockDeps } from "../../../mocks/common";
import { employerResolvers } from "./employers";

export * from "./employers";

export const employerMockResolvers = (deps: MockDeps) => employerResolvers(deps);
