/** The classroom mock backend (./classroom.ts): classes, lessons, progress, grading, live tutorials and certificates. */
import type { MockDeps } from "../../../mocks/common";
import { classroomResolvers } from "./classroom";

export * from "./classroom";

export const classroomMockResolvers = (deps: MockDeps) => classroomResolvers(deps);
