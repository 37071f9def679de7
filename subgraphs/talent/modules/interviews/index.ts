/**
 * The interviews module (SPEC §1 career services: mock interviews and 100+ hours of interview preparation; §5 interview
 * terms): mock-interview slots that mentors and talent admins publish, learners' bookings with the host's feedback,
 * self-paced practice interviews from question sets, and each person's preparation hours. Depends on profiles (the
 * people) and skills (the interview terms); whether someone may book is asked of courses. Other modules, the subgraph
 * root, tests and (for rules and seed data, by their own paths) the client use it through this file only.
 */
export type * from "./mappers.js";
export { interviewResolvers } from "./resolvers/index.js";
export { certifiedAssociateLoader, createInterviewLoaders, CERTIFIED_ASSOCIATE_QUERY } from "./loaders.js";
export { seedInterviews } from "./seed.js";
export { INTERVIEW_QUESTION_SET_SEED } from "./question-sets-seed-data.js";
export { demoInterviews, DEMO_INTERVIEW_PEOPLE } from "./demo-seed-data.js";
export { personOf } from "./services/access.js";
