/** The programmes mock backend (./programmes.ts): programmes, registration forms, applications and prior-learning credits. */
import type { MockDeps } from "../../../mocks/common";
import { programmeResolvers } from "./programmes";

export * from "./programmes";

export const programmeMockResolvers = (deps: MockDeps) => programmeResolvers(deps);
