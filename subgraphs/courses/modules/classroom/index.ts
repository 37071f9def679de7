/**
 * The classroom module (SPEC §4 lesson status, §5/§9 attendance, §9 graded lessons): classes and their members,
 * lessons, progress and completion, submissions and marking, live tutorials and attendance, and the class membership
 * questions the forum asks. Other modules, the subgraph root and tests use it through this file only.
 */
export type * from "./mappers.js";
export { classroomResolvers } from "./resolvers/index.js";
export { createClassroomLoaders } from "./loaders.js";
export { seedClassroom, DEMO_CAFED_ORDER_ID, DEMO_M1JS_ORDER_ID } from "./seed.js";
export { CLASSES, FCDA_CLASS_ID, LESSONS, M1JS_CLASS_ID, M1SQL_CLASS_ID, TUTORIALS } from "./seed-data.js";
